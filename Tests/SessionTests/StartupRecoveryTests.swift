import Foundation
import MatchEngine
import Session
@testable import Store
import Testing

/// The session's start-up when `current` cannot be resumed: what it names is set aside whole,
/// the next match (queue, preset or the idle board) starts, and the board's bottom line says
/// what happened in one sentence until the first action is recorded.
@Suite struct StartupRecoveryTests {
    /// The test clock's time (2026-11-25T14:00:00Z) in Unix seconds, worked out by hand:
    /// 20,782 days since 1970-01-01, times 86,400, plus 14 hours.
    static let stamp = 1_795_615_200

    /// The store stamps what it sets aside with its own clock: the test's, here.
    static func store(_ root: String) -> MatchStore { MatchStore(root: root, clock: ManualClock()) }

    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":20}}"#

    /// Match m1, current, with newMatch and two actions; returns its journal's path.
    static func storeMatch(_ root: String, newMatch: String = newMatch) throws -> String {
        let store = MatchStore(root: root)
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(newMatch.utf8))
        try journal.append(Array(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#.utf8), at: nil)
        try journal.append(Array(#"{"type":"bowler","name":"Kofi"}"#.utf8), at: nil)
        journal.close()
        return store.journalPath(of: "m1")
    }

    @Test func aDamagedFirstLineIsSetAsideAndThePresetStartsWithASentence() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try Self.storeMatch(root)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged = try #require(String(decoding: bytes, as: UTF8.self).range(of: "Hillcrest"))
        bytes = Data(String(decoding: bytes, as: UTF8.self).replacingCharacters(in: damaged, with: "Hillcrust").utf8)
        try bytes.write(to: URL(fileURLWithPath: path))

        let session = ScoringSession(store: Self.store(root), clock: ManualClock())
        session.preset = Fixture.cricket
        let frames = Frames(session)
        guard case .started(let id) = try session.start() else {
            Issue.record("the preset did not start")
            return
        }
        #expect(id != "m1")
        // The board's short line; the log, the note and doctor have the whole sentence.
        #expect(frames.last?["error"]?.text == "Match m1 could not be opened: set aside whole in set-aside/m1@\(Self.stamp), nothing deleted.")
        let sentence = "Set aside match m1 whole in \(root)/set-aside/m1@\(Self.stamp), nothing deleted: line 1 of \(path) is damaged; its journal (\(bytes.count) bytes, 2 intact lines) is kept there."
        #expect(try String(contentsOfFile: "\(root)/set-aside/m1@\(Self.stamp).txt", encoding: .utf8) == sentence + "\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(root)/set-aside/m1@\(Self.stamp)/journal.jsonl")) == bytes)

        // The first recorded action clears it, as it clears a storage problem.
        #expect(session.send(Fixture.line(#"{"type":"openers","striker":"Ann","nonStriker":"Bea"}"#)).acknowledged)
        #expect(frames.last?["error"] == nil)
        session.close()
    }

    /// A journal whose records are intact but whose first one no sport can start.
    @Test func aFirstLineTheEngineRefusesIsSetAside() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = try Self.storeMatch(root, newMatch: #"{"type":"newMatch","sport":"curling","matchId":"m1"}"#)
        let session = ScoringSession(store: Self.store(root), clock: ManualClock())
        let frames = Frames(session)
        // No queue and no preset: the idle board, with the sentence.
        #expect(try session.start() == .idle)
        let refusal = #"Unknown sport "curling": use one of "badminton", "cricket"."#
        #expect(frames.last?["error"]?.text == "Match m1 could not be opened: set aside whole in set-aside/m1@\(Self.stamp), nothing deleted.")
        #expect(try String(contentsOfFile: "\(root)/set-aside/m1@\(Self.stamp).txt", encoding: .utf8)
            == "Set aside match m1 whole in \(root)/set-aside/m1@\(Self.stamp), nothing deleted: line 1 of \(path) is not a match this Scoreline can start (\(refusal)); its journal (\(try Data(contentsOf: URL(fileURLWithPath: "\(root)/set-aside/m1@\(Self.stamp)/journal.jsonl")).count) bytes, 3 intact lines) is kept there.\n")
        #expect(MatchStore(root: root).currentMatchId() == nil)
    }

    @Test func aCurrentNamingAMissingMatchStartsTheQueue() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        try store.setCurrent("gone")
        _ = try store.enqueue(Array(Fixture.badminton))
        let session = ScoringSession(store: store, clock: ManualClock())
        let frames = Frames(session)
        #expect(try session.start() == .started(matchId: "court1"))
        #expect(frames.last?["error"]?.text == "The current file could not be used: set aside whole in set-aside/current@\(Self.stamp), nothing deleted.")
        #expect(try String(contentsOfFile: "\(root)/set-aside/current@\(Self.stamp).txt", encoding: .utf8)
            == "Set aside \(root)/current in \(root)/set-aside/current@\(Self.stamp), nothing deleted: it names match gone, which is not in \(root)/matches.\n")
        #expect(store.currentMatchId() == "court1")
        session.close()
    }

    /// A queued record the engine refuses used to stop every start; it is set aside and the
    /// queue goes on.
    @Test func aQueuedMatchThatCannotStartIsSetAsideAndTheNextOneStarts() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Self.store(root)
        let curling = #"{"type":"newMatch","sport":"curling"}"#
        #expect(try store.enqueue(Array(curling.utf8)) == 1)
        _ = try store.enqueue(Array(Fixture.badminton))
        let session = ScoringSession(store: store, clock: ManualClock())
        let frames = Frames(session)
        #expect(try session.start() == .started(matchId: "court1"))
        let refusal = #"Unknown sport "curling": use one of "badminton", "cricket"."#
        #expect(frames.last?["error"]?.text == "Queued match 1 could not be started: set aside whole in set-aside/queue-000001.json@\(Self.stamp), nothing deleted.")
        #expect(try String(contentsOfFile: "\(root)/set-aside/queue-000001.json@\(Self.stamp).txt", encoding: .utf8)
            == "Set aside \(root)/queue/000001.json in \(root)/set-aside/queue-000001.json@\(Self.stamp), nothing deleted: \(root)/queue/000001.json is not a match this Scoreline can start (\(refusal)).\n")
        #expect(try String(contentsOfFile: "\(root)/set-aside/queue-000001.json@\(Self.stamp)", encoding: .utf8) == curling)
        #expect(try store.queue().isEmpty)
        session.close()
    }

    /// Busy is not damage: a match another process is writing is never set aside.
    @Test func aMatchAnotherWriterHoldsIsNotSetAside() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try Self.storeMatch(root)
        let holder = try MatchStore(root: root).open("m1")
        defer { holder.journal.close() }
        let session = ScoringSession(store: Self.store(root), clock: ManualClock())
        session.preset = Fixture.cricket
        #expect(throws: StoreError.self) { try session.start() }
        #expect(!FileManager.default.fileExists(atPath: root + "/set-aside"))
        #expect(MatchStore(root: root).currentMatchId() == "m1")
    }
}
