/// Which bytes a journal holds, told from its end alone (ADR 052): the length up to its last
/// whole line and that line's sequence number and checksum. A journal only grows while a
/// match is played, so a result folded from exactly these records is the result while the
/// identity stays; an append, a cut, a rewrite or a replacement changes the length or the last
/// record. The snapshot's size rides along, so a result is never kept across a snapshot that
/// was rewritten or removed.
public struct JournalIdentity: Sendable, Equatable {
    /// Bytes up to and including the last whole line's newline.
    public let length: Int
    public let lastSeq: Int
    public let lastChecksum: UInt32
    /// The snapshot file's size, or -1 when there is none.
    public let snapshotSize: Int

    public init(length: Int, lastSeq: Int, lastChecksum: UInt32, snapshotSize: Int) {
        self.length = length
        self.lastSeq = lastSeq
        self.lastChecksum = lastChecksum
        self.snapshotSize = snapshotSize
    }

    /// "1234 17 0a1b2c3d -1": how the cache's header writes it.
    var text: String {
        "\(length) \(lastSeq) \(String(lastChecksum, radix: 16)) \(snapshotSize)"
    }
}

extension MatchStore {
    /// The journal's identity as it is now, read from its last line (a few kilobytes, however
    /// long the match); `nil` when there is no whole line to read, or the last one does not
    /// read as a record (damage: nothing is cached for such a journal).
    public func journalIdentity(of matchId: String) -> JournalIdentity? {
        guard MatchID(matchId) != nil else { return nil }
        let path = journalPath(of: matchId)
        var back = 4096
        while true {
            guard let slice = try? files.readSlice(path, at: .fromEnd(back), count: back) else { return nil }
            let bytes = slice.bytes
            guard let end = bytes.lastIndex(of: UInt8(ascii: "\n")) else {
                // No newline in the tail: read further back, unless this was the whole file.
                guard slice.offset > 0, back <= JournalLine.maxLineBytes * 2 else { return nil }
                back *= 4
                continue
            }
            let before = bytes[..<end].lastIndex(of: UInt8(ascii: "\n"))
            // The last line may start before the tail read: read further back for it.
            if before == nil && slice.offset > 0 {
                guard back <= JournalLine.maxLineBytes * 2 else { return nil }
                back *= 4
                continue
            }
            let start = before.map { $0 + 1 } ?? 0
            guard case .success(let record) = JournalLine.decode(bytes[start..<end]) else { return nil }
            let snapshot = (try? files.stamp(of: snapshotPath(of: matchId)))??.size ?? -1
            return JournalIdentity(length: slice.offset + end + 1, lastSeq: record.seq, lastChecksum: record.checksum, snapshotSize: snapshot)
        }
    }
}
