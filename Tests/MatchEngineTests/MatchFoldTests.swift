import Foundation
import Testing
@testable import MatchEngine

/// `SportRegistry.fold`: the journal reload. A snapshot only speeds it up; the journal decides.
@Suite struct MatchFoldTests {
    static let newMatch = Data(#"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}"#.utf8)

    /// The journal after `newMatch` (seq 1): openers, bowler, then 1, 4, 2 off the bat.
    static let records: [(seq: Int, line: Data)] = [
        #"{"type":"openers"}"#, #"{"type":"bowler"}"#, #"{"type":"delivery","bat":1}"#,
        #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":2}"#,
    ].enumerated().map { (seq: $0.offset + 2, line: Data($0.element.utf8)) }

    static func cricket(_ session: any SportSession) throws -> CricketState {
        try #require(session as? CricketSession).state
    }

    /// The saved state after the records up to `seq`.
    static func snapshot(through seq: Int) throws -> (state: Data, seq: Int) {
        var session = try CricketSession(newMatch: newMatch)
        for record in records where record.seq <= seq { try session.apply(line: record.line) }
        return (try #require(session.snapshotState()), seq)
    }

    @Test func withoutASnapshotEveryRecordIsApplied() throws {
        let folded = try SportRegistry.fold(newMatch: Self.newMatch, records: Self.records, snapshot: nil)
        #expect(!folded.usedSnapshot && folded.refused.isEmpty)
        #expect(try Self.cricket(folded.session).current?.runs == 7)
    }

    @Test func aSnapshotSkipsTheRecordsItHolds() throws {
        let folded = try SportRegistry.fold(newMatch: Self.newMatch, records: Self.records, snapshot: try Self.snapshot(through: 4))
        #expect(folded.usedSnapshot && folded.refused.isEmpty)
        let full = try SportRegistry.fold(newMatch: Self.newMatch, records: Self.records, snapshot: nil)
        #expect(try Self.cricket(folded.session) == Self.cricket(full.session))
        // Undo reaches back only to the snapshot.
        #expect((folded.session as? CricketSession)?.history.baseCount == 3)
    }

    @Test func aRefusalAfterTheSnapshotFoldsTheWholeJournal() throws {
        // The snapshot holds seq 2-5 (openers, bowler, 1, 4); seq 6 scores 2. Three undos take
        // back the 2, then the 4 and the 1, which are behind the snapshot: only the full
        // journal can take them back.
        let undos = (7...9).map { (seq: $0, line: Data(#"{"type":"undo"}"#.utf8)) }
        let folded = try SportRegistry.fold(
            newMatch: Self.newMatch, records: Self.records + undos, snapshot: try Self.snapshot(through: 5))
        #expect(!folded.usedSnapshot && folded.refused.isEmpty)
        // Openers and bowler are left.
        let state = try Self.cricket(folded.session)
        #expect(state.current?.runs == 0 && state.current?.legalBalls == 0)
        #expect(state.bowler != nil)
    }

    /// A found by the cricket fuzzer: the kiosk snapshots after every record, so a restart
    /// seconds after a FOUR resumed a session that had lost the four's time, and the flash
    /// still due (CricketBoard.flashSeconds) was gone from the board until the next ball.
    @Test func aSnapshotKeepsTheTimeOfItsLastActionSoAFlashStillDueShows() throws {
        let timed: [(seq: Int, line: Data)] = [
            #"{"type":"openers"}"#, #"{"type":"bowler"}"#,
            #"{"type":"delivery","bat":4,"at":"2026-11-25T12:00:00Z"}"#,
        ].enumerated().map { (seq: $0.offset + 2, line: Data($0.element.utf8)) }
        var live = try CricketSession(newMatch: Self.newMatch)
        for record in timed { try live.apply(line: record.line) }
        let snapshot = (state: try #require(live.snapshotState()), seq: 4)
        let resumed = try SportRegistry.fold(newMatch: Self.newMatch, records: timed, snapshot: snapshot)
        #expect(resumed.usedSnapshot)
        let threeSecondsLater = try #require(Timestamp("2026-11-25T12:00:03Z"))
        #expect(resumed.session.scoreboard(at: threeSecondsLater).fields.first { $0.key == "flash" }?.text == "FOUR")
        #expect(resumed.session.scoreboard(at: threeSecondsLater) == live.scoreboard(at: threeSecondsLater))
    }

    @Test func refusedRecordsAreCollectedByTheirSeq() throws {
        let bad = [(seq: 7, line: Data(#"{"type":"delivery","bat":-1}"#.utf8)), (seq: 8, line: Data("nonsense".utf8))]
        let folded = try SportRegistry.fold(newMatch: Self.newMatch, records: Self.records + bad, snapshot: nil)
        #expect(folded.refused.map(\.seq) == [7, 8])
        #expect(folded.refused.first?.message == "In \"delivery\", \"bat\" must be a whole number from 0 to 99, not -1.")
        #expect(try Self.cricket(folded.session).current?.runs == 7)
    }

    @Test func aSnapshotThatDoesNotDecodeIsIgnored() throws {
        let folded = try SportRegistry.fold(
            newMatch: Self.newMatch, records: Self.records, snapshot: (Data("{}".utf8), 4))
        #expect(!folded.usedSnapshot)
        #expect(try Self.cricket(folded.session).current?.runs == 7)
    }

    @Test func aBadNewMatchLineIsThrown() {
        #expect(throws: LineRejection.self) {
            try SportRegistry.fold(newMatch: Data(#"{"type":"openers"}"#.utf8), records: Self.records, snapshot: nil)
        }
    }

    @Test func feedingLinesGivesTheSameMatch() throws {
        var fold = MatchFold()
        #expect(fold.session == nil)
        try fold.feed(Self.newMatch)
        for record in Self.records { try fold.feed(record.line) }
        let folded = try SportRegistry.fold(newMatch: Self.newMatch, records: Self.records, snapshot: nil)
        #expect(try Self.cricket(#require(fold.session)) == Self.cricket(folded.session))
    }
}
