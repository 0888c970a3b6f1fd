import Foundation
import MatchEngine
import Session
import Store
import Testing

/// The clock on the board: the session stamps each action and rebuilds the board on a tick
/// with the time passed in (the clock is injected, so "a second later" is exact).
@Suite struct LiveClockTests {
    @Test func aBadmintonMatchScoredFromButtonsShowsItsTimeAdvancing() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock("2026-11-25T14:00:00Z")
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        session.preset = Fixture.badminton
        let frames = Frames(session)
        try session.start()
        #expect(session.send(Fixture.press("plusA")).acknowledged)
        clock.advance(seconds: 61)
        session.handle(.tick)
        // Match time runs from the first rally: 61 seconds later the board says 1:01.
        #expect(frames.last?["elapsed"]?.text == "1:01")
        clock.advance(seconds: 3600)
        session.handle(.tick)
        #expect(frames.last?["elapsed"]?.text == "1:01:01")
        // The action in the journal carries the time it was pressed.
        let records = try MatchStore(root: root).read("court1").records
        #expect(records.last?.at == "2026-11-25T14:00:00Z")
        let line = String(decoding: records.last?.payload ?? [], as: UTF8.self)
        #expect(line.contains(#""at":"2026-11-25T14:00:00Z""#))
    }

    @Test func theIntervalCountsDownOneSecondAFrame() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock("2026-11-25T14:00:00Z")
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        session.preset = Fixture.badminton
        let frames = Frames(session)
        try session.start()
        // 11 points to A: the interval of a 21-point game (Law 16.2) begins at that rally.
        for _ in 0..<11 { #expect(session.send(Fixture.press("plusA")).acknowledged) }
        #expect(frames.last?["interval"]?.text == "Interval 1:00")
        var seen: [String?] = []
        for _ in 0..<2 {
            clock.advance(seconds: 1)
            session.handle(.tick)
            seen.append(frames.last?["interval"]?.text)
        }
        #expect(seen == ["Interval 0:59", "Interval 0:58"])
    }

    @Test func aFourFlashIsGoneAfterItsTime() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        session.preset = Fixture.cricket
        let frames = Frames(session)
        try session.start()
        #expect(session.send(Fixture.press("run4")).acknowledged)
        #expect(frames.last?["flash"]?.text == "FOUR")
        clock.advance(seconds: Double(CricketBoard.flashSeconds - 1))
        session.handle(.tick)
        #expect(frames.last?["flash"]?.text == "FOUR")
        clock.advance(seconds: 1)
        session.handle(.tick)
        #expect(frames.last?["flash"] == nil)
        // The score did not change with the clock.
        #expect(frames.last?["score"]?.text == "4/0")
    }

    @Test func aTickThatChangesNothingPublishesNothing() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        session.preset = Fixture.cricket
        let frames = Frames(session)
        try session.start()
        #expect(session.send(Fixture.press("run1")).acknowledged)
        let count = frames.shown.count
        clock.advance(seconds: 1)
        session.handle(.tick)
        #expect(frames.shown.count == count)
    }
}
