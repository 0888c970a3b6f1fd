import Foundation
import Testing

/// `render --page`: a page the match does not have, or no page at all, is refused by name.
@Suite struct RenderPageTests {
    @Test func renderPageNamesAPageTheMatchDoesNotHave() throws {
        let out = RenderCommandTests.temporary("page.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let match = RenderCommandTests.root.appendingPathComponent("docs/examples/demo-cricket.jsonl").path
        // Cricket has no game summary, whatever the engine builds.
        #expect {
            try RenderCommandTests.run([match, "--page", "gameSummary", "--size", "320x180", "--out", out])
        } throws: { error in
            "\(error)".contains("has no gameSummary page now") && "\(error)".contains(match)
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        // The demo's last action earned no new batter's slide.
        #expect {
            try RenderCommandTests.run([match, "--page", "newBatter", "--size", "320x180", "--out", out])
        } throws: { error in
            "\(error)".contains("has no newBatter slide now")
        }
        #expect {
            try RenderCommandTests.run([match, "--page", "scorecard", "--size", "320x180", "--out", out])
        } throws: { error in
            "\(error)".contains("--page must be one of batting, fallOfWickets, bowling, partnership, target, gameSummary, wicket, fifty, hundred, maiden, hatTrick, chaseStart, newBatter, gameWon, not scorecard.")
        }
    }

    /// A wicket, then the next batter: `--page newBatter` draws the slide that batter earned
    /// (issue 41: what the kiosk's screen shows, to compare with it), and `--page wicket` the
    /// wicket's, which the newBatter line did not earn: refused.
    @Test func renderPageDrawsTheNewBattersSlide() throws {
        let out = RenderCommandTests.temporary("new-batter.png")
        let match = RenderCommandTests.temporary("new-batter.jsonl")
        defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: match) }
        try [
            #"{"type":"newMatch","sport":"cricket","matchId":"nb","teams":[{"name":"Riverside","players":["Bilal","Chen","Asha"]},{"name":"Hillcrest","players":["Kofi","Lena","Mo"]}],"rules":{"oversPerInnings":2,"playersPerSide":3}}"#,
            #"{"type":"openers","striker":"Bilal","nonStriker":"Chen"}"#, #"{"type":"bowler","name":"Kofi"}"#,
            #"{"type":"delivery","bat":0,"wicket":{"kind":"bowled"}}"#, #"{"type":"newBatter","name":"Asha"}"#,
        ].joined(separator: "\n").write(toFile: match, atomically: true, encoding: .utf8)
        try RenderCommandTests.run([match, "--page", "newBatter", "--size", "320x180", "--out", out])
        #expect(FileManager.default.fileExists(atPath: out))
        #expect {
            try RenderCommandTests.run([match, "--page", "wicket", "--size", "320x180", "--out", out + ".2.png"])
        } throws: { error in
            "\(error)".contains("has no wicket slide now")
        }
    }
}
