/// A journal followed by another process (`scoreline watch`, ADR 052): the first look reads
/// it whole; every later look reads only from the start of the last record it took, checks
/// that this record is still there unchanged, and takes the whole records after it. A
/// journal that was cut, rewritten or replaced by another file since is read whole again.
public enum JournalTail {
    /// Where a reader stopped: after the record `lastSeq` (with `lastChecksum`), whose line
    /// starts at `lastLineStart` and ends (newline included) at `offset`, in the file `stamp`
    /// names (its device and inode).
    public struct Place: Sendable, Equatable {
        public let offset: Int
        public let lastLineStart: Int
        public let lastSeq: Int
        public let lastChecksum: UInt32
        public let device: UInt64
        public let inode: UInt64
    }

    public enum Reading: Sendable {
        /// The records appended since `place` (maybe none), and where the reader is now.
        case appended([JournalRecord], Place)
        /// The journal is not the one the place was in any more: read it whole.
        case replaced
    }

    /// The whole journal's intact records, and the place after the last of them; `nil` when
    /// there is no file.
    public static func readWhole(_ path: String, files: any FileLayer) throws(StoreError) -> (records: [JournalRecord], place: Place?)? {
        guard let slice = try files.readSlice(path, at: .offset(0), count: Int.max) else { return nil }
        if let problem = newerVersion(slice.bytes[...], path: path) { throw problem }
        let scanned = scan(slice.bytes[...], base: 0, expected: 1)
        return (scanned.records, place(scanned, slice))
    }

    /// The records appended after `place`, reading from the start of its last line only.
    public static func read(_ path: String, files: any FileLayer, after place: Place) throws(StoreError) -> Reading {
        guard let slice = try files.readSlice(path, at: .offset(place.lastLineStart), count: Int.max),
            slice.stamp.device == place.device, slice.stamp.inode == place.inode, slice.size >= place.offset
        else { return .replaced }
        let bytes = slice.bytes[...]
        // The record the reader took last must still be there, byte for byte where it was.
        let lastLength = place.offset - place.lastLineStart
        guard bytes.count >= lastLength, bytes[bytes.startIndex + lastLength - 1] == UInt8(ascii: "\n"),
            case .success(let last) = JournalLine.decode(bytes.prefix(lastLength - 1)),
            last.seq == place.lastSeq, last.checksum == place.lastChecksum
        else { return .replaced }
        let rest = bytes.dropFirst(lastLength)
        if let problem = newerVersion(rest, path: path) { throw problem }
        let scanned = scan(rest, base: place.offset, expected: place.lastSeq + 1)
        return .appended(scanned.records, self.place(scanned, slice) ?? place)
    }

    struct Scanned {
        var records: [JournalRecord] = []
        /// After the last released record's newline, and where that line starts.
        var end = 0
        var lastLineStart = 0
    }

    /// The whole records in `bytes` (which start at a line's start, `base` bytes into the
    /// file), up to the first line that is torn, damaged or out of sequence, or a group cut off.
    static func scan(_ bytes: ArraySlice<UInt8>, base: Int, expected: Int) -> Scanned {
        var gate = JournalGroupGate(expected: expected)
        var scanned = Scanned()
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            guard case .success(let record) = JournalLine.decode(bytes[start..<newline]) else { break }
            switch gate.take(record) {
            case .released(let records):
                scanned.records += records
                scanned.end = base + (newline + 1 - bytes.startIndex)
                scanned.lastLineStart = base + (start - bytes.startIndex)
            case .held:
                break
            case .malformed, .gap:
                return scanned
            }
            start = newline + 1
        }
        return scanned
    }

    private static func place(_ scanned: Scanned, _ slice: FileSlice) -> Place? {
        guard let last = scanned.records.last else { return nil }
        return Place(offset: scanned.end, lastLineStart: scanned.lastLineStart, lastSeq: last.seq, lastChecksum: last.checksum,
                     device: slice.stamp.device, inode: slice.stamp.inode)
    }

    /// A first line from a newer build is said, as the whole reader says it.
    private static func newerVersion(_ bytes: ArraySlice<UInt8>, path: String) -> StoreError? {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
            case .failure(let box) = JournalLine.decode(bytes[bytes.startIndex..<newline]),
            case .newerVersion(let version) = box.problem
        else { return nil }
        return .newerJournal(path: path, version: version, supported: JournalLine.formatVersion)
    }
}

extension MatchStore {
    /// What tells that the match's journal changed (`watch`'s look), without reading it.
    public func journalStamp(of matchId: String) throws(StoreError) -> FileStamp? {
        try checkId(matchId)
        return try files.stamp(of: journalPath(of: matchId))
    }

    /// The match's journal read whole for a follower, with its metadata checked as `read`
    /// checks it (one read of meta.json, no listing).
    public func wholeJournal(of matchId: String) throws(StoreError) -> (records: [JournalRecord], place: JournalTail.Place?) {
        try checkId(matchId)
        _ = try meta(of: matchId)
        guard let whole = try JournalTail.readWhole(journalPath(of: matchId), files: files) else {
            throw .unreadable(path: journalPath(of: matchId), why: StoreMessages.journalMissing)
        }
        return whole
    }

    /// The records appended to the match's journal since `place`.
    public func journalTail(of matchId: String, after place: JournalTail.Place) throws(StoreError) -> JournalTail.Reading {
        try checkId(matchId)
        return try JournalTail.read(journalPath(of: matchId), files: files, after: place)
    }
}
