import Foundation
import Testing
@testable import Session
@testable import MatchEngine
import Deterministic
@testable import Store

/// The data directory end to end on the real file system: create, score, resume, archive,
/// the recovery bin and the queue.
@Suite struct MatchStoreTests {
    struct FixedClock: WallClock {
        var date: Date
        func now() -> Date { date }
    }

    static func temporaryRoot() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-store-\(UUID().uuidString)").path
    }

    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":20}}"#

    /// Records `lines` after newMatch through the real scoring path.
    static func score(_ store: MatchStore, id: String, newMatch: String, lines: [String], snapshotEvery: Int = 100) throws -> LiveMatch {
        let journal = try store.create(matchId: id, sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(newMatch.utf8))
        let recorder = LiveMatch(
            session: try SportRegistry.start(newMatch: Data(newMatch.utf8)), matchId: id, journal: journal,
            store: store, lastSeq: 1, snapshotEvery: snapshotEvery)
        for line in lines {
            if case .refused(let why) = record(recorder, line) { Issue.record("refused \(line): \(why)") }
        }
        return recorder
    }

    /// One action line through the live path, and a snapshot when one falls due (as the
    /// session writes it after the frame).
    static func record(_ recorder: LiveMatch, _ line: String) -> LiveMatch.Outcome {
        do {
            let (action, at) = try type(of: recorder.session).decode(line: Data(line.utf8))
            var counters = PressCounters()
            let outcome = recorder.record(action, at: at, counters: &counters)
            recorder.saveSnapshotIfDue()
            return outcome
        } catch {
            return .refused(error.message)
        }
    }

    static func syntheticLines(_ count: Int) -> [String] {
        var generator = SyntheticCricket(oversPerInnings: 20)
        return Array(generator.lines(actions: count).dropFirst())
    }

    @Test func aResumedMatchEqualsTheLiveOneWithAndWithoutTheSnapshot() throws {
        let store = MatchStore(root: Self.temporaryRoot())
        var generator = SyntheticCricket(oversPerInnings: 20)
        let all = generator.lines(actions: 250)
        let recorder = try Self.score(store, id: "m1", newMatch: all[0], lines: Array(all.dropFirst()), snapshotEvery: 64)
        let live = try #require(recorder.session as? CricketSession)
        recorder.close()
        let fromSnapshot = try MatchLoader(store: store).load("m1")
        fromSnapshot.journal.close()
        let fromJournal = try MatchLoader(store: store).load("m1", useSnapshot: false)
        fromJournal.journal.close()
        #expect(fromSnapshot.usedSnapshot)
        #expect(!fromJournal.usedSnapshot)
        #expect((fromSnapshot.session as? CricketSession)?.state == live.state)
        #expect((fromJournal.session as? CricketSession)?.state == live.state)
        #expect(fromSnapshot.lastSeq == all.count)
    }

    /// The journal is the source of truth: a snapshot that disagrees with it is ignored.
    @Test func aSnapshotThatDisagreesWithTheJournalLoses() throws {
        let root = Self.temporaryRoot()
        let store = MatchStore(root: root)
        let lines = Self.syntheticLines(120)
        let recorder = try Self.score(store, id: "m1", newMatch: Self.newMatch, lines: lines, snapshotEvery: 50)
        let live = try #require((recorder.session as? CricketSession)?.state)
        recorder.close()
        // A snapshot claiming record 100 with another record's checksum.
        let bogus = Snapshot(seq: 100, recordChecksum: 12345, state: Array(#"{"not":"a state"}"#.utf8))
        try store.saveSnapshot(bogus, of: "m1")
        let loaded = try MatchLoader(store: store).load("m1")
        #expect(!loaded.usedSnapshot)
        #expect((loaded.session as? CricketSession)?.state == live)
    }

    @Test func matchesListNewestFirstAndFinishedOnesLeaveCurrent() throws {
        let store = MatchStore(root: Self.temporaryRoot())
        try Self.score(store, id: "first", newMatch: Self.newMatch, lines: []).close()
        try store.finish("first")
        #expect(store.currentMatchId() == nil)
        try Self.score(store, id: "second", newMatch: Self.newMatch, lines: []).close()
        #expect(store.currentMatchId() == "second")
        let list = try store.list()
        #expect(list.map(\.matchId) == ["second", "first"])
        #expect(list.map { $0.meta?.status } == [.current, .finished])
        var meta = try store.meta(of: "first")
        meta.notes = "Played on the back oval"
        meta.date = "2026-11-21"
        try store.writeMeta(meta)
        #expect(try store.meta(of: "first").notes == "Played on the back oval")
    }

    @Test func aDeletedMatchWaitsThirtyDaysInTheBin() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var clock = FixedClock(date: start)
        let root = Self.temporaryRoot()
        try Self.score(MatchStore(root: root, clock: clock), id: "m1", newMatch: Self.newMatch, lines: []).close()
        try MatchStore(root: root, clock: clock).delete("m1")
        #expect(try MatchStore(root: root, clock: clock).list().isEmpty)
        try MatchStore(root: root, clock: clock).restore("m1")
        #expect(try MatchStore(root: root, clock: clock).list().map(\.matchId) == ["m1"])
        try MatchStore(root: root, clock: clock).delete("m1")
        clock.date = start.addingTimeInterval(29 * 86_400)
        #expect(try MatchStore(root: root, clock: clock).expiredBinEntries().isEmpty)
        // A clock that went backwards (no RTC) never empties the bin.
        clock.date = start.addingTimeInterval(-400 * 86_400)
        #expect(try MatchStore(root: root, clock: clock).expiredBinEntries().isEmpty)
        clock.date = start.addingTimeInterval(31 * 86_400)
        let store = MatchStore(root: root, clock: clock)
        #expect(try store.expiredBinEntries().count == 1)
        try store.emptyBin()
        #expect(try PosixFileLayer().list(root + "/bin").isEmpty)
    }

    @Test func theQueueKeepsItsOrder() throws {
        let store = MatchStore(root: Self.temporaryRoot())
        let a = try store.enqueue(Array(#"{"type":"newMatch","sport":"cricket","matchId":"q1","teams":[{"name":"A"},{"name":"B"}]}"#.utf8))
        let b = try store.enqueue(Array(#"{"type":"newMatch","sport":"cricket","matchId":"q2","teams":[{"name":"C"},{"name":"D"}]}"#.utf8))
        #expect(try store.queue().map(\.number) == [a, b])
        try store.dequeue(a)
        #expect(try store.queue().map(\.number) == [b])
    }

    @Test func aMatchIdMustBeASafeFileName() throws {
        let store = MatchStore(root: Self.temporaryRoot())
        #expect(throws: StoreError.self) {
            try store.create(matchId: "../escape", sport: "cricket", title: "x", newMatch: Array(Self.newMatch.utf8))
        }
    }
}

/// Regressions found in review: a snapshot must never bring back an undone action, and a
/// stored match is never silently reused.
@Suite struct MatchStoreReviewTests {
    static let newMatch = MatchStoreTests.newMatch

    @Test func anUndoJustAfterASnapshotStaysUndoneAfterARestart() throws {
        let store = MatchStore(root: MatchStoreTests.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let lines = [
            #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
            #"{"type":"delivery","bat":4}"#, #"{"type":"undo"}"#,
        ]
        // A snapshot every 4 records lands on the 4 (seq 4); the undo (seq 5) is after it.
        let recorder = try MatchStoreTests.score(store, id: "m1", newMatch: Self.newMatch, lines: lines, snapshotEvery: 4)
        let live = try #require((recorder.session as? CricketSession)?.state)
        #expect(live.innings[0].runs == 0)
        recorder.close()
        let loaded = try MatchLoader(store: store).load("m1")
        defer { loaded.journal.close() }
        #expect((loaded.session as? CricketSession)?.state == live)
        #expect(loaded.refused.isEmpty)
    }

    @Test func afterAResumeUndoReachesBehindTheSnapshot() throws {
        let store = MatchStore(root: MatchStoreTests.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let lines = [
            #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
            #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":6}"#,
        ]
        try MatchStoreTests.score(store, id: "m1", newMatch: Self.newMatch, lines: lines, snapshotEvery: 5).close()
        let loaded = try MatchLoader(store: store).load("m1")
        #expect(loaded.usedSnapshot)
        let recorder = LiveMatch(session: loaded.session, matchId: "m1", journal: loaded.journal, store: store, lastSeq: loaded.lastSeq)
        defer { recorder.close() }
        // Two undos: the second reaches behind the snapshot taken at the 6.
        for _ in 0..<2 {
            guard case .acknowledged = MatchStoreTests.record(recorder, #"{"type":"undo"}"#) else {
                Issue.record("undo was not recorded")
                return
            }
        }
        #expect((recorder.session as? CricketSession)?.state.innings[0].runs == 0)
    }

    @Test func creatingAMatchThatExistsIsRefused() throws {
        let store = MatchStore(root: MatchStoreTests.temporaryRoot())
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try MatchStoreTests.score(store, id: "m1", newMatch: Self.newMatch, lines: [#"{"type":"openers"}"#]).close()
        #expect(throws: StoreError.alreadyExists(matchId: "m1", folder: store.directory(of: "m1"))) {
            try store.create(matchId: "m1", sport: "cricket", title: "again", newMatch: Array(Self.newMatch.utf8))
        }
        #expect(try store.read("m1").records.count == 2)
    }
}
