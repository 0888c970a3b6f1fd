import Foundation
import MatchEngine
import Session
import Store
import Testing

/// Every press shows in the next board: an armed extra waits for its runs on the bottom line,
/// a hold-only button says to hold it, and the next recorded press clears the line.
@Suite struct PressNoticeTests {
    @Test func everyPressShowsInTheNextBoard() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        #expect(session.send(Fixture.press("run1")).acknowledged)
        #expect(session.board["error"] == nil)
        #expect(session.send(Fixture.press("wide")).outcome == .armed(.wide))
        #expect(session.board["error"]?.text == "Wide: now press the runs (Dot for none, Undo cancels)")
        #expect(session.board["error"]?.role == .notice)
        #expect(session.send(Fixture.press("undo")).outcome == .armed(nil))
        #expect(session.board["error"] == nil)
        _ = session.send(Fixture.press("advance"))
        #expect(session.board["error"]?.text == "Hold Advance to end the innings")
        #expect(session.send(Fixture.press("run2")).acknowledged)
        #expect(session.board["error"] == nil)
        // A storage or input problem outranks a press notice on the one line.
        _ = session.send(Fixture.press("noBall"))
        session.handle(.inputProblem("Keypad unplugged"))
        #expect(session.board["error"]?.text == "Keypad unplugged")
        #expect(session.board["error"]?.role == .warning)
    }

    @Test func aWideWithRunsAndAWicketRecordTheFollowUpsABoxNeeds() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        // Worked out from docs/inputs.md: the first ball brings the openers and a bowler.
        guard case .recorded(let first) = session.send(Fixture.press("run1")).outcome else { Issue.record("run1"); return }
        #expect(first.map { String(decoding: $0.action.line(at: nil), as: UTF8.self) } == [#"{"type":"openers"}"#, #"{"type":"bowler"}"#, #"{"type":"delivery","bat":1}"#])
        _ = session.send(Fixture.press("wide"))
        guard case .recorded(let wide) = session.send(Fixture.press("run2")).outcome else { Issue.record("wide 2"); return }
        // A wide's runs are all wides, the one-run penalty included: 1 + 2.
        #expect(wide.map { String(decoding: $0.action.line(at: nil), as: UTF8.self) } == [#"{"type":"delivery","wides":3}"#])
        guard case .recorded(let out) = session.send(Fixture.press("wicket")).outcome else { Issue.record("wicket"); return }
        #expect(out.map { String(decoding: $0.action.line(at: nil), as: UTF8.self) } == [#"{"type":"delivery","wicket":{"kind":"out"}}"#, #"{"type":"newBatter"}"#])
        // Undo takes back the new batter the box added and the wicket with it.
        guard case .recorded(let undone) = session.send(Fixture.press("undo")).outcome else { Issue.record("undo"); return }
        #expect(undone.map(\.action) == [.undo, .undo])
        #expect(session.board["score"]?.text == "4/0")
    }
}

/// The keys added so a box scores everything: penalty runs and badminton's pause, through the
/// session as a box press arrives, stored and shown. Worked out from docs/inputs.md.
@Suite struct BetweenBallsPressTests {
    static func lines(_ reply: SessionReply) -> [String] {
        guard case .recorded(let done) = reply.outcome else { return [] }
        return done.map { String(decoding: $0.action.line(at: nil), as: UTF8.self) }
    }

    @Test func penaltyRunsFromTheBoxAreStoredAndOnTheBoard() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        #expect(session.send(Fixture.press("run4")).acknowledged)
        // 4 off the bat, then 5 penalty runs to Riverside (batting): 9/0, pen 5.
        #expect(Self.lines(session.send(Fixture.press("penalty"))) == [#"{"type":"penaltyRuns","runs":5,"to":"batting"}"#])
        #expect(session.board["score"]?.text == "9/0")
        #expect(session.board["extras"]?.text == "Extras 5 (wd 0, nb 0, b 0, lb 0, pen 5)")
        // Held: to Hillcrest, who have not batted; Riverside's score does not move.
        #expect(Self.lines(session.send(Fixture.press("penalty", .long))) == [#"{"type":"penaltyRuns","runs":5,"to":"fielding"}"#])
        #expect(session.board["score"]?.text == "9/0")
        // No house rules in this match: the warning key records nothing and says why.
        #expect(session.send(Fixture.press("warn")).outcome == .ignored("bowler warning is not a house rule of this match"))
        #expect(session.board["error"]?.text == "Bowler warning is not a house rule of this match")
        let stored = try MatchStore(root: root).read(try #require(MatchStore(root: root).currentMatchId())).records
        // newMatch, openers, bowler, the four, two penalties.
        #expect(stored.count == 6)
    }

    @Test func pauseFromTheBoxSuspendsAndResumesPlay() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.badminton
        try session.start()
        #expect(session.send(Fixture.press("plusA")).acknowledged)
        #expect(Self.lines(session.send(Fixture.press("pause"))) == [#"{"type":"pause"}"#])
        #expect(session.board["paused"]?.text == "Play suspended")
        #expect(session.send(Fixture.press("plusB")).outcome == .ignored("play is suspended: hold -A and -B (or Pause) to resume"))
        #expect(session.board["error"]?.text == "Play is suspended: hold -A and -B (or Pause) to resume")
        #expect(Self.lines(session.send(Fixture.press("pause"))) == [#"{"type":"resume"}"#])
        #expect(session.board["paused"] == nil)
        #expect(session.send(Fixture.press("plusB")).acknowledged)
        #expect(session.board["error"] == nil)
    }
}
