import EventLoop
import Foundation
import InputKeys
import MatchEngine
import Session
import Store
import Testing

/// A press does each thing once (issue 37): one engine check (the engine runs the press and its
/// follow-ups on one trial copy, `BoxRun`), one board build and one publish. Counted by the session's own counters while a button press goes the
/// whole way, from a source's descriptor through the loop and the hub to the screens.
@Suite(.serialized) struct PressCountTests {
    /// What one press of `button` on a GPIO source cost the session, from the moment the
    /// loop's first frame is up (the press is made then) to the end of the loop's turn that
    /// handled it. The clock tick is set an hour away, so no tick falls inside.
    private static func countOnePress(_ button: BoxKey, on session: ScoringSession, until seq: Int) -> PressCounters {
        let gpio = ScriptedSource(name: "gpio")
        let hub = InputHub(sport: session.sport) { _ in ([.init(name: "gpio") { () throws(InputError) in gpio }], .standard) }
        let loop = SessionLoop(session: session, notifier: SilentNotifier())
        loop.tickMilliseconds = 3_600_000
        loop.attach(hub)
        var before: PressCounters?
        session.subscribe { publication in
            if before == nil, hub.open == ["gpio"] {
                before = session.counters
                gpio.press(button)
            }
            if publication.seq == seq {
                PressProfileWindow.close()
                loop.reactor.stop()
            }
        }
        // A guard against a hang, not a wait: the loop stops when the press's board arrives.
        loop.reactor.after(milliseconds: 10_000) { loop.reactor.stop() }
        loop.run()
        let start = before ?? PressCounters()
        var spent = session.counters
        spent.engineChecks -= start.engineChecks
        spent.boardBuilds -= start.boardBuilds
        spent.publishes -= start.publishes
        spent.boardsSent -= start.boardsSent
        spent.queueReads -= start.queueReads
        return spent
    }

    /// Counted by hand: +A in badminton plans one action, a point (BadmintonBox.plan), and
    /// badminton has no follow-ups, so 1 check; the session then publishes once, building the
    /// main board once (the page cycle is main-only), and that board is new, so it is sent.
    /// Before issue 37: 1 check on a copy of the history, 4 builds (the layout before and after
    /// the append, the command's publish, and the hub's problem published again), 2 publishes.
    @Test func aGPIOPressInBadmintonChecksBuildsAndPublishesOnce() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.badminton
        try session.start()
        // seq 1 is the newMatch record; the point is seq 2.
        let spent = Self.countOnePress(.plusA, on: session, until: 2)
        #expect(spent.engineChecks == 1)
        #expect(spent.boardBuilds == 1)
        #expect(spent.publishes == 1)
        #expect(spent.boardsSent == 1)
        #expect(spent.queueReads == 0)
        #expect(session.current?.seq == 2)
    }

    /// A one-over match, five balls in; the sixth press is a 4 that ends the over. Counted by
    /// hand: the session asks the engine once (`BoxRun`, 1 check). Inside that one call, before
    /// the ball the box finds no gap (batters and bowler are in, the over is not done), so no
    /// follow-up is tried; the delivery is applied to the trial copy; after it the over is done
    /// and the box offers one candidate, a new bowler (`CricketBox.followUps` without
    /// alternate ends), applied to the same copy; then no gap is left. So 1 check that staged
    /// two actions (seq 9 and 10 after newMatch, openers, bowler and five balls), each applied
    /// once, and one board build and one publish for the press and its follow-up together.
    /// Before issue 37: 2 checks each on a copy of the history, 6 builds (two layouts per
    /// action, the publish, the hub's second publish), 2 publishes; after the group commit
    /// (`853ffb1`): 2 checks, one per action, on one trial copy.
    @Test func aCricketFourThatEndsAnOverChecksOnceAndBuildsOnce() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        // The first press fills openers and bowler, then its ball: seq 2, 3, 4.
        for _ in 0..<5 { _ = session.send(Fixture.press("run1")) }
        #expect(session.current?.seq == 8)
        #expect(session.board["score"]?.text == "5/0")
        let spent = Self.countOnePress(.run4, on: session, until: 10)
        #expect(spent.engineChecks == 1)
        #expect(spent.boardBuilds == 1)
        #expect(spent.publishes == 1)
        #expect(spent.boardsSent == 1)
        #expect(session.board["score"]?.text == "9/0")
        let records = try MatchStore(root: root).read(try #require(MatchStore(root: root).currentMatchId())).records
        // The last two records: the ball, then the follow-up that brings on a new bowler.
        #expect(records.count == 10)
        let types = records.suffix(2).map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(types.first?.hasPrefix(#"{"type":"delivery""#) == true)
        #expect(types.last?.hasPrefix(#"{"type":"bowler""#) == true)
    }
}

/// The idle board's "Next:" line is read from the queue when the queue changes, never on a
/// clock tick (issue 37: the idle board read the disk every second).
@Suite(.serialized) struct QueueTickTests {
    @Test func ticksReadNoFileAndAQueuedMatchReachesTheIdleBoard() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The data directory exists, as the kiosk's lock on it makes it before the session starts.
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        #expect(try session.start() == .idle)
        let afterStart = session.counters.queueReads
        // Ten ticks, ten seconds: the idle board is built each time (its clock may have moved),
        // but the queue is not read.
        for _ in 0..<10 {
            clock.advance(seconds: 1)
            session.handle(.tick)
        }
        #expect(session.counters.queueReads == afterStart)
        #expect(session.board["next"] == nil)

        // Another process (`scoreline queue add`) queues a match while the loop runs: inotify
        // wakes the loop, and the idle board names it. The queue directory does not exist yet,
        // so this is also the watch on the data directory seeing it made.
        let loop = SessionLoop(session: session, notifier: SilentNotifier())
        loop.tickMilliseconds = 3_600_000
        var shownNext: String?
        var queued = false
        session.subscribe { publication in
            if !queued {
                queued = true
                _ = try? MatchStore(root: root).enqueue(Array(Fixture.badminton))
            }
            if let next = publication.board["next"]?.text {
                shownNext = next
                loop.reactor.stop()
            }
        }
        // A guard against a hang, not a wait: the loop stops when the line shows.
        loop.reactor.after(milliseconds: 10_000) { loop.reactor.stop() }
        loop.run()
        // The title is the two sides' names, as NewMatchRecord makes it for a badminton match.
        #expect(shownNext == "Next: Ana v Bea")
        #expect(session.counters.queueReads >= afterStart + 1)
    }
}
