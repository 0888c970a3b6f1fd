import Foundation
import Testing
@testable import ProjectionCenter
@testable import MatchEngine
@testable import Store

/// Button names on `--input stdin` are presses as a box makes them.
@Suite struct TypedButtonsTests {
    @Test func buttonNamesOnStdinScoreAsTheBoxDoes() throws {
        let dir = RunCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Worked out from docs/inputs.md: the first ball brings openers and a bowler; "wide,
        // wide" is one plain wide; a name that is no button is refused as an action line.
        let run = try ReplayCommandTests.scoreline(
            ["run", "--preset", "demo-cricket", "--input", "stdin", "--data-dir", dir + "/data", "--output", "png:\(dir)/f.png", "--size", "320x180"],
            stdin: "run1\nrun4\nwide\nwide\nrun5\n")
        #expect(run.status == 0)
        let store = MatchStore(root: dir + "/data")
        let records = try store.read(try #require(store.currentMatchId())).records
        let payloads = records.map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(payloads.count == 6)
        // The box names nobody: the engine fills in placeholders (docs/inputs.md, "Cricket flows").
        #expect(payloads[1] == #"{"type":"openers"}"#)
        #expect(payloads[2] == #"{"type":"bowler"}"#)
        #expect(payloads[3].contains(#""bat":1"#))
        #expect(payloads[4].contains(#""bat":4"#))
        #expect(payloads[5].contains(#""wides":1"#))
        #expect(run.stderr.contains("refused:"))
    }

    /// A press that records nothing still shows: an armed extra waits for its runs on the bottom
    /// line, a hold-only button says to hold it, and the next recorded press clears the line.
    @Test func everyPressShowsInTheNextBoard() throws {
        let root = KioskTests.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: KioskTests.Boards())
        _ = try kiosk.start(preset: KioskTests.preset)
        let buttons = TypedButtons(kiosk: kiosk, preset: KioskTests.preset)
        #expect(buttons.press("run1"))
        #expect(kiosk.board()["error"] == nil)
        #expect(buttons.press("wide"))
        #expect(kiosk.board()["error"]?.text == "Wide: now press the runs (Dot for none, Undo cancels)")
        #expect(kiosk.board()["error"]?.role == .notice)
        #expect(buttons.press("undo"))
        #expect(kiosk.board()["error"] == nil)
        #expect(buttons.press("advance"))
        #expect(kiosk.board()["error"]?.text == "Hold Advance to end the innings")
        #expect(buttons.press("run2"))
        #expect(kiosk.board()["error"] == nil)
        // A storage or input problem outranks a press notice on the one line.
        #expect(buttons.press("noBall"))
        kiosk.inputProblem = "Keypad unplugged"
        #expect(kiosk.board()["error"]?.text == "Keypad unplugged")
        #expect(kiosk.board()["error"]?.role == .warning)
    }
}
