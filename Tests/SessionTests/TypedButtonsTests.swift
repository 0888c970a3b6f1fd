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
