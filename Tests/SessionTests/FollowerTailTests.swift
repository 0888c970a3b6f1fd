import Foundation
import MatchEngine
import Session
import Store
import Testing

/// `scoreline watch` reads only what the kiosk appended (ADR 052): from the start of the last
/// record it took to the end, never the journal whole, until the journal is cut or replaced.
/// Points are typed lines; each `{"type":"point","side":"A"}` is a point to Ana, "B" to Bea.
@Suite struct FollowerTailTests {
    static let pointA = Fixture.line(#"{"type":"point","side":"A"}"#)
    static let pointB = Fixture.line(#"{"type":"point","side":"B"}"#)

    /// The journal's lines, each with its newline.
    static func lines(_ path: String) throws -> [Int] {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        return bytes.split(separator: UInt8(ascii: "\n")).map { $0.count + 1 }
    }

    @Test func anAppendIsReadFromTheLastRecordOnAndAReplacedJournalWhole() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let kiosk = ScoringSession(store: MatchStore(root: root), clock: clock)
        kiosk.preset = Fixture.badminton
        try kiosk.start()
        #expect(kiosk.send(Self.pointA).acknowledged)
        let files = CountingFiles()
        let follower = MatchFollower(store: MatchStore(root: root, files: files), clock: clock)
        let journal = root + "/matches/court1/journal.jsonl"
        #expect(follower.refresh())
        #expect(follower.board == kiosk.board)
        let before = try Self.lines(journal)

        files.reset()
        #expect(kiosk.send(Self.pointA).acknowledged)
        #expect(kiosk.send(Self.pointB).acknowledged)
        #expect(follower.refresh())
        let after = try Self.lines(journal)
        // The last line it had taken (to check it is still there), then the two appended.
        let expected = before[before.count - 1] + after[after.count - 2] + after[after.count - 1]
        #expect(files.slicedBytes(journal) == expected)
        #expect(files.readWhole(journal) == 0)
        #expect(follower.board == kiosk.board)
        #expect(MatchSummary.score(of: follower.board).hasSuffix("(2-1)"), "A, A, B: \(MatchSummary.score(of: follower.board))")
        kiosk.close()

        // Another file renamed over the journal: its first two lines (newMatch, a point to Ana)
        // and a point to Bea, 1-1. The follower reads it whole and folds it again.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: journal))
        let firstTwo = bytes.prefix(after[0] + after[1])
        let seq3 = try Journal.read(journal, files: PosixFileLayer())[2]
        var replacement = Data(firstTwo)
        replacement += Data(JournalLine.encoded(seq: 3, at: seq3.at, payload: Array(#"{"type":"point","side":"B"}"#.utf8)))
        try replacement.write(to: URL(fileURLWithPath: journal + ".new"))
        #expect(rename(journal + ".new", journal) == 0)
        files.reset()
        #expect(follower.refresh())
        #expect(files.slicedBytes(journal) == replacement.count)
        #expect(MatchSummary.score(of: follower.board).hasSuffix("(1-1)"), "\(MatchSummary.score(of: follower.board))")
    }

    @Test func aJournalCutInPlaceAndWrittenAgainIsReadWhole() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let kiosk = ScoringSession(store: MatchStore(root: root), clock: clock)
        kiosk.preset = Fixture.badminton
        try kiosk.start()
        for _ in 0..<3 { #expect(kiosk.send(Self.pointA).acknowledged) }
        kiosk.close()
        let follower = MatchFollower(store: MatchStore(root: root), clock: clock)
        #expect(follower.refresh())
        #expect(MatchSummary.score(of: follower.board).hasSuffix("(3-0)"))

        // The same file (same inode) cut to its first line and two points written to Bea:
        // the record it took last is gone, so it reads the journal whole again. 0-2.
        let journal = root + "/matches/court1/journal.jsonl"
        let first = try Self.lines(journal)[0]
        #expect(truncate(journal, off_t(first)) == 0)
        let reopened = ScoringSession(store: MatchStore(root: root), clock: clock)
        try reopened.start()
        defer { reopened.close() }
        for _ in 0..<2 { #expect(reopened.send(Self.pointB).acknowledged) }
        #expect(follower.refresh())
        #expect(MatchSummary.score(of: follower.board).hasSuffix("(0-2)"), "\(MatchSummary.score(of: follower.board))")
        #expect(follower.board == reopened.board)
    }
}
