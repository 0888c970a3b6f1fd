import Foundation
import Testing
@testable import Store

/// `JournalRecords`: a journal read a piece at a time gives exactly the records the whole-file
/// reader gives, and holds no more than a line (issue 39: `matches list` of an 18 MB journal).
@Suite struct JournalRecordsTests {
    /// A journal of `count` records appended the store's own way, and its path.
    static func journal(_ count: Int) throws -> String {
        let path = try JournalFormatTests.temporaryDirectory() + "/journal.jsonl"
        let (journal, _, _) = try Journal.open(path, files: PosixFileLayer())
        defer { journal.close() }
        for n in 1...count {
            try journal.append(Array(#"{"type":"delivery","bat":\#(n % 7)}"#.utf8), at: nil)
        }
        return path
    }

    static func append(_ bytes: [UInt8], to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
    }

    /// Pieces of 7 bytes split every line (each is over 60 bytes) several times over.
    @Test func piecesThatSplitLinesGiveTheSameRecordsAsTheWholeFile() throws {
        let path = try Self.journal(50)
        let streamed = Array(JournalRecords(path: path, files: PosixFileLayer(), chunkSize: 7))
        #expect(streamed.map(\.seq) == Array(1...50))
        #expect(streamed == (try Journal.read(path, files: PosixFileLayer())))
        // Read twice, as a fold that falls back from a snapshot reads it.
        let records = JournalRecords(path: path, files: PosixFileLayer(), chunkSize: 1 << 16)
        #expect(Array(records).count == 50)
        #expect(Array(records).count == 50)
        #expect(records.problem == nil)
    }

    /// A last line cut off by a power cut (no newline) is not a record; nothing is reported.
    @Test func aTornLastLineEndsTheRecordsQuietly() throws {
        let path = try Self.journal(5)
        let sixth = JournalLine.encode(JournalRecord(seq: 6, at: nil, payload: Array(#"{"type":"undo"}"#.utf8)))
        try Self.append(Array(sixth.dropLast(10)), to: path)
        let records = JournalRecords(path: path, files: PosixFileLayer(), chunkSize: 16)
        #expect(Array(records).map(\.seq) == [1, 2, 3, 4, 5])
        #expect(records.problem == nil)
    }

    /// A record out of sequence ends the intact records, as recovery reads them: 1 to 3, then 5.
    @Test func aGapEndsTheRecords() throws {
        let path = try Self.journal(3)
        try Self.append(JournalLine.encode(JournalRecord(seq: 5, at: nil, payload: Array(#"{"type":"undo"}"#.utf8))), to: path)
        #expect(Array(JournalRecords(path: path, files: PosixFileLayer())).map(\.seq) == [1, 2, 3])
    }

    @Test func aNewerJournalIsReportedNotRead() throws {
        let path = try Self.journal(2)
        try Self.append(JournalLine.encode(JournalRecord(version: 3, seq: 3, at: nil, payload: Array("{}".utf8))), to: path)
        let records = JournalRecords(path: path, files: PosixFileLayer())
        #expect(Array(records).map(\.seq) == [1, 2])
        #expect(records.problem == .newerJournal(path: path, version: 3, supported: 2))
    }

    /// 200 KB with no newline after one record: damage, and the reader stops once it holds
    /// more than the longest line the store writes (64 KiB), not at the end of the file.
    @Test func aLineLongerThanAnyTheStoreWritesEndsTheRecords() throws {
        let path = try Self.journal(1)
        try Self.append([UInt8](repeating: UInt8(ascii: "x"), count: 200_000), to: path)
        let records = JournalRecords(path: path, files: PosixFileLayer(), chunkSize: 4096)
        #expect(Array(records).map(\.seq) == [1])
        #expect(records.problem == nil)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = try JournalFormatTests.temporaryDirectory() + "/journal.jsonl"
        #expect(mkfifo(path, 0o600) == 0)
        let records = JournalRecords(path: path, files: PosixFileLayer())
        #expect(Array(records).isEmpty)
        #expect(records.problem == .notRegularFile(path: path, kind: .fifo))
    }
}
