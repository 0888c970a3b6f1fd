import Foundation
import MatchEngine
import Session
import Store
import Testing

/// A journal an older build wrote may hold a number this build refuses (the huge ball it
/// acknowledged before trapping). Loading refuses that record like any other the rules refuse
/// and keeps the rest; a snapshot the older build saved after it is not believed (ADR 008).
@Suite struct OutOfRangeJournalTests {
    static let lines = [
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
        #"{"type":"delivery","bat":10000000000000000}"#, #"{"type":"delivery","bat":1}"#,
    ]

    /// The match as an older build left it: the journal, and optionally the snapshot it saved
    /// after the huge ball (record 4), holding the runs that ball added.
    static func oldBuildMatch(root: String, withSnapshot: Bool) throws -> MatchStore {
        let store = MatchStore(root: root)
        let journal = try store.create(matchId: "old", sport: "cricket", title: "old build", newMatch: Array(Fixture.cricket))
        for line in lines { _ = try journal.append(Array(line.utf8), at: nil) }
        journal.close()
        guard withSnapshot else { return store }
        var session = try CricketSession(newMatch: Fixture.cricket)
        for line in lines.prefix(2) { try session.apply(line: Data(line.utf8)) }
        var state = session.state
        state.innings[0].runs = 10_000_000_000_000_000
        state.innings[0].legalBalls = 1
        state.innings[0].batters[0].runs = 10_000_000_000_000_000
        // Version 3 is what the builds before ADR 008 wrote.
        struct Saved: Encodable { var v: Int; var state: CricketState }
        let bytes = try JSONEncoder().encode(Saved(v: 3, state: state))
        let records = try store.read("old").records
        try store.saveSnapshot(Snapshot(seq: 4, recordChecksum: records[3].checksum, state: Array(bytes)), of: "old")
        return store
    }

    @Test func theRecordIsRefusedAndTheRestFolded() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try MatchLoader(store: try Self.oldBuildMatch(root: root, withSnapshot: false)).load("old")
        defer { loaded.journal.close() }
        #expect(loaded.refused.map(\.seq) == [4])
        #expect(loaded.refused.first?.message == #"In "delivery", "bat" must be a whole number from 0 to 99, not 10000000000000000."#)
        let state = try #require(loaded.session as? CricketSession).state
        #expect(state.current?.runs == 1 && state.current?.legalBalls == 1)
        #expect(loaded.lastSeq == 5)
        #expect(loaded.session.scoreboard["score"]?.text == "1/0")
    }

    @Test func aSnapshotSavedAfterItByAnOlderBuildIsNotBelieved() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = try MatchLoader(store: try Self.oldBuildMatch(root: root, withSnapshot: true)).load("old")
        defer { loaded.journal.close() }
        #expect(!loaded.usedSnapshot)
        #expect(loaded.refused.map(\.seq) == [4])
        #expect(try #require(loaded.session as? CricketSession).state.current?.runs == 1)
    }

    /// The kiosk resumes the match, shows the board without the refused ball, and scores on.
    @Test func theSessionResumesAndScoresOn() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: try Self.oldBuildMatch(root: root, withSnapshot: true), clock: ManualClock())
        defer { session.close() }
        let frames = Frames(session)
        try session.start()
        #expect(frames.last?["score"]?.text == "1/0")
        let reply = session.send(Fixture.line(#"{"type":"delivery","bat":4}"#))
        #expect(reply.seq == 6)
        #expect(frames.last?["score"]?.text == "5/0")
    }
}
