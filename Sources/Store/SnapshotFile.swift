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
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")),
            let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[..<newline])),
            header.v == formatVersion,
            let record = UInt32(header.record, radix: 16), let crc = UInt32(header.crc, radix: 16)
        else { return nil }
        let state = Array(bytes[(newline + 1)...])
        let actual = state.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        guard actual == crc else { return nil }
        return Snapshot(seq: header.seq, recordChecksum: record, state: state)
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
        guard let bytes = try? files.readRegularFile(path), let snapshot = decode(bytes),
            snapshot.seq >= 1, snapshot.seq <= records.count,
            records[snapshot.seq - 1].checksum == snapshot.recordChecksum
        else { return nil }
        return snapshot
    }
}
