import Foundation
import Session
import Testing
import Store

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
        // Each stamped with the time it was pressed.
        #expect(payloads[1].hasPrefix(#"{"type":"openers","at":""#))
        #expect(payloads[2].hasPrefix(#"{"type":"bowler","at":""#))
        #expect(payloads[3].contains(#""bat":1"#))
        #expect(payloads[4].contains(#""bat":4"#))
        #expect(payloads[5].contains(#""wides":1"#))
        #expect(run.stderr.contains("refused:"))
    }
}
