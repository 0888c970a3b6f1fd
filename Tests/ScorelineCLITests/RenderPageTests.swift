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
