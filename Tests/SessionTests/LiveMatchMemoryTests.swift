import Foundation
import Testing
@testable import Session
@testable import MatchEngine
import Deterministic
@testable import Store

/// A live match keeps the history its board and a few undos need, not the whole match
/// (issue 39: a 117,000-record match took 2.68 GB in one kiosk, 124 MB after a restart), and
/// undo still reaches the first ball through the journal.
@Suite struct LiveMatchMemoryTests {
    /// 600 actions of a two-innings match without an over limit, a snapshot every 100, undo kept 50 deep: at most the
    /// 50 plus one checkpoint interval (64) of actions stay in memory.
    @Test func aLiveMatchForgetsWhatIsFarBehindAndUndoStillReachesIt() throws {
        let store = MatchStore(root: MatchStoreTests.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        var generator = SyntheticCricket()
        let all = generator.lines(actions: 600)
        let lines = Array(all.dropFirst())
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(all[0].utf8))
        let recorder = LiveMatch(
            session: try SportRegistry.start(newMatch: Data(all[0].utf8)), matchId: "m1", journal: journal,
            store: store, lastSeq: 1, snapshotEvery: 100, undoReach: 50)
        defer { recorder.close() }
        for line in lines {
            if case .refused(let why) = MatchStoreTests.record(recorder, line) { Issue.record("refused \(line): \(why)") }
        }
        let live = try #require(recorder.session as? CricketSession)
        #expect(live.history.actions.count <= 50 + 64)
        #expect(live.history.baseCount > 0)
        #expect(live.history.baseCount + live.history.actions.count == lines.count)

        // 120 undos: the first 50 or more from memory, the rest after a fold of the journal.
        // The state each time is the match folded afresh from the lines before it.
        for undone in 1...120 {
            guard case .acknowledged = MatchStoreTests.record(recorder, #"{"type":"undo"}"#) else {
                Issue.record("undo \(undone) was not recorded")
                return
            }
        }
        var expected = try CricketSession(newMatch: Data(all[0].utf8))
        for line in lines.dropLast(120) { try expected.apply(line: Data(line.utf8)) }
        #expect((recorder.session as? CricketSession)?.state == expected.state)
    }
}
