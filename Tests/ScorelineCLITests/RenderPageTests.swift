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
        #expect {
            try RenderCommandTests.run([match, "--page", "scorecard", "--size", "320x180", "--out", out])
        } throws: { error in
            "\(error)".contains("--page must be one of batting, fallOfWickets, bowling, partnership, target, gameSummary, not scorecard.")
        }
    }
}

/// `render --slide newBatter --data-dir D`: the new batter's slide of a match whose last
/// action brought a batter in, with the roster's photo, as the kiosk's screen shows it
/// (ADR 055; the kiosk's side: Tests/KioskTests/PictureScreenTests).
@Suite struct RenderSlideTests {
    static let lines = [
        #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#,
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
        #"{"type":"bowler","name":"Kofi"}"#,
        #"{"type":"delivery","wicket":{"kind":"bowled"}}"#,
        #"{"type":"newBatter","name":"Chen"}"#,
    ]

    @Test func theNewBattersSlideComesFromTheLastAction() throws {
        let match = RenderCommandTests.temporary("slide.jsonl"), out = RenderCommandTests.temporary("slide.png")
        defer { for path in [match, out] { try? FileManager.default.removeItem(atPath: path) } }
        try Self.lines.joined(separator: "\n").appending("\n").write(toFile: match, atomically: true, encoding: .utf8)
        try RenderCommandTests.run([match, "--slide", "newBatter", "--size", "320x180", "--out", out])
        #expect(FileManager.default.fileExists(atPath: out))
        // Without the newBatter line the last action is the wicket: no new batter's slide.
        try Self.lines.dropLast().joined(separator: "\n").appending("\n").write(toFile: match, atomically: true, encoding: .utf8)
        #expect {
            try RenderCommandTests.run([match, "--slide", "newBatter", "--size", "320x180", "--out", out + ".2"])
        } throws: { error in
            "\(error)".contains("has no newBatter slide")
        }
        #expect {
            try RenderCommandTests.run([match, "--slide", "sixer", "--size", "320x180", "--out", out + ".3"])
        } throws: { error in
            "\(error)".contains("--slide must be an event slide's kind such as newBatter, not sixer.")
        }
    }
}
