import Foundation
import MatchEngine
import Session
import Store
import Testing

/// The session's match life on a real data directory, with a subscriber that keeps the boards.
@Suite struct ScoringSessionTests {
    static let over = [
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
        #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":1}"#,
    ]

    @Test func aMatchStartsFromThePresetAndEveryAcknowledgedActionIsShown() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        let frames = Frames(session)
        guard case .started(let id) = try session.start() else {
            Issue.record("no match started")
            return
        }
        for line in Self.over { #expect(session.send(Fixture.line(line)).acknowledged) }
        // A refused action changes nothing on the screen but says why on the bottom line.
        let refused = session.send(Fixture.line(#"{"type":"delivery","bat":-1}"#))
        guard case .refused = refused.outcome else {
            Issue.record("a negative score was answered \(refused.outcome)")
            return
        }
        #expect(frames.shown.filter { $0.board["error"] == nil }.count == 5)
        #expect(frames.last?["score"]?.text == "5/0")
        #expect(MatchStore(root: root).currentMatchId() == id)
    }

    @Test func afterAPowerCutTheSameBoardComesBack() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        var before: Scoreboard?
        // The first process scores, then dies (its journal and lock go with it).
        try {
            let first = ScoringSession(store: MatchStore(root: root), clock: clock)
            first.preset = Fixture.cricket
            try first.start()
            for line in Self.over { _ = first.send(Fixture.line(line)) }
            before = first.board
            first.close()
        }()
        // A new process on the same data directory: no preset needed, nothing lost.
        let second = ScoringSession(store: MatchStore(root: root), clock: clock)
        guard case .resumed(_, let seq) = try second.start() else {
            Issue.record("the match was not resumed")
            return
        }
        #expect(seq == 1 + Self.over.count)
        #expect(second.board == before)
    }

    @Test func aQueuedMatchComesBeforeThePresetAndTheNextOneArchivesTheLast() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        _ = try store.enqueue(Array(#"{"type":"newMatch","sport":"badminton","matchId":"final","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8))
        let session = ScoringSession(store: store, clock: ManualClock())
        session.preset = Fixture.cricket
        #expect(try session.start() == .started(matchId: "final"))
        #expect(try store.queue().isEmpty)
        #expect(session.board.layout == .badmintonCourt)
        guard case .started(let next) = try session.startNext() else {
            Issue.record("the next match did not start")
            return
        }
        #expect(try store.meta(of: "final").status == .finished)
        #expect(store.currentMatchId() == next)
        #expect(session.board.layout == .cricketBreak)
    }

    @Test func anInputProblemIsOnTheErrorLineUntilCleared() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        let problem = "Keypad \"USB Keypad\" was unplugged; its buttons do nothing until it is back."
        session.handle(.inputProblem(problem))
        #expect(session.board["error"]?.text == problem)
        #expect(session.board["error"]?.role == .warning)
        #expect(session.board["error"]?.priority == 1)
        session.handle(.inputProblem(nil))
        #expect(session.board["error"] == nil)
    }

    @Test func withNothingToPlayTheIdleBoardNamesTheVenue() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.venue = "Riverside Oval"
        #expect(try session.start() == .idle)
        #expect(session.board.layout == .idle)
        #expect(session.board["venue"]?.text == "Riverside Oval")
        #expect(session.send(Fixture.press("run1")).outcome == .noMatch)
    }

    /// ADR 030: the set-up hint is asked again on each tick, so an address that arrives after
    /// the start (DHCP) reaches the idle board; a match in play shows no hint.
    @Test func theIdleBoardsSetupHintFollowsTheNetwork() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        var origins: [String] = []
        session.setupHint = { .phone(origins: origins) }
        let frames = Frames(session)
        #expect(try session.start() == .idle)
        session.handle(.displayChanged)
        #expect(frames.last?["setup"]?.text == "Set up a match on a phone: waiting for a network connection")
        origins = ["http://192.168.1.20:8080"]
        clock.advance(seconds: 1)
        session.handle(.tick)
        #expect(frames.last?["setupAddress"]?.text == "http://192.168.1.20:8080/setup")
        _ = try session.create(newMatch: Fixture.cricket, fallbackId: "set-up-by-phone")
        #expect(session.board.layout != .idle)
        #expect(session.board["setup"] == nil)
    }

    @Test func theSnapshotDueAtTheHundredthActionIsWrittenAfterItsFrame() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        let path = store.snapshotPath(of: session.current?.matchId ?? "")
        var onDiskAtFrame: [Bool] = []
        session.subscribe { _ in onDiskAtFrame.append(FileManager.default.fileExists(atPath: path)) }
        // Dots until seq 100 (the newMatch is seq 1; the first press adds openers and a bowler).
        while (session.current?.seq ?? 0) < 100 {
            #expect(session.send(Fixture.press("dot")).acknowledged || session.send(Fixture.press("advance", .long)).acknowledged)
        }
        #expect(session.current?.seq == 100 || session.current?.seq == 101)
        #expect(onDiskAtFrame.last == false || onDiskAtFrame.filter { $0 }.isEmpty == false)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
