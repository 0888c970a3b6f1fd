import CZlib
import FoundationEssentials

/// A saved folded state, so resuming a five-day match does not re-fold 15,000 actions.
///
/// The journal stays the source of truth: a snapshot names the record it follows (sequence
/// number and that record's checksum) and is ignored when the journal disagrees. Written with
/// temp + fsync + rename + directory fsync, so a power cut leaves the old or the new one.
public struct Snapshot: Sendable, Equatable {
    public static let formatVersion = 1

    /// The number of journal records folded into `state`.
    public let seq: Int
    /// The checksum of journal record `seq`.
    public let recordChecksum: UInt32
    /// The sport's state, as the sport encodes it.
    public let state: [UInt8]

    public init(seq: Int, recordChecksum: UInt32, state: [UInt8]) {
        self.seq = seq
        self.recordChecksum = recordChecksum
        self.state = state
    }

    /// First line: a header with its own checksum over the state; second line: the state.
    func encoded() -> [UInt8] {
        let crc = state.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        let header = "{\"v\":\(Self.formatVersion),\"seq\":\(seq),\"record\":\"\(JournalLine.hex(recordChecksum))\",\"crc\":\"\(JournalLine.hex(crc))\"}\n"
        return Array(header.utf8) + state
    }

    static func decode(_ bytes: [UInt8]) -> Snapshot? {
        try? check(bytes).get()
    }

    /// What is wrong with a snapshot file's bytes, before the journal is asked.
    enum Damage: Error {
        /// The first line is not a header of this format.
        case header
        /// The state is not the bytes the header's checksum was taken over.
        case checksum
    }

    /// The header and the state's checksum. The state itself is the sport's (the store only
    /// keeps its bytes): which format it is in, and its version, the engine reads (ADR 059).
    static func check(_ bytes: [UInt8]) -> Result<Snapshot, Damage> {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[..<newline])),
            header.v == formatVersion,
            let record = UInt32(header.record, radix: 16), let crc = UInt32(header.crc, radix: 16)
        else { return .failure(.header) }
        let state = Array(bytes[(newline + 1)...])
        let actual = state.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        guard actual == crc else { return .failure(.checksum) }
        return .success(Snapshot(seq: header.seq, recordChecksum: record, state: state))
    }

    private struct Header: Decodable {
        let v: Int
        let seq: Int
        let record: String
        let crc: String
    }

    public static func write(_ snapshot: Snapshot, to path: String, files: any FileLayer) throws(StoreError) {
        try files.replaceAtomically(path, with: snapshot.encoded())
    }

    /// The snapshot at `path` if it is intact and agrees with the journal's records.
    public static func read(_ path: String, matching records: [JournalRecord], files: any FileLayer) -> Snapshot? {
        reading(path, matching: records, files: files).snapshot
    }

    /// `read`, with the sentence saying why a snapshot file that is there was not used
    /// (unreadable, damaged, or following a record the journal no longer holds as it was),
    /// for the log; no sentence when there is no file, as before a match's first snapshot.
    public static func reading(_ path: String, matching records: [JournalRecord], files: any FileLayer) -> (snapshot: Snapshot?, problem: String?) {
        let found: [UInt8]?
        do {
            found = try files.readRegularFile(path)
        } catch {
            return (nil, StoreMessages.snapshotUnreadable(path, error))
        }
        guard let bytes = found else { return (nil, nil) }
        let snapshot: Snapshot
        switch check(bytes) {
        case .success(let read): snapshot = read
        case .failure(.header): return (nil, StoreMessages.snapshotHeader(path))
        case .failure(.checksum): return (nil, StoreMessages.snapshotChecksum(path))
        }
        guard snapshot.seq >= 1, snapshot.seq <= records.count, records[snapshot.seq - 1].checksum == snapshot.recordChecksum else {
            return (nil, StoreMessages.snapshotStale(path, seq: snapshot.seq, records: records.count))
        }
        return (snapshot, nil)
    }
}
