import Foundation
import MatchEngine
import Testing

/// The worked examples in docs/actions.md are exact: each input block, replayed with
/// `--each`, prints the output block that follows it, and matches its file in docs/examples.
@Suite struct BadmintonDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced blocks of a Markdown text, as (info string, body).
    static func blocks(_ markdown: String) -> [(info: String, body: String)] {
        var blocks: [(String, String)] = []
        var current: (info: String, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.info, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    @Test func workedExamplesPrintWhatTheDocsSay() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/actions.md"), encoding: .utf8)
        let blocks = Self.blocks(doc)
        var examples = 0
        for (index, block) in blocks.enumerated() where block.info == "jsonl" {
            let output = try #require(index + 1 < blocks.count ? blocks[index + 1] : nil)
            #expect(output.info == "json")
            let outcome = Replay().run(block.body, each: true)
            #expect(outcome.lines == output.body.split(separator: "\n").map(String.init), "example \(examples + 1)")
            examples += 1
        }
        #expect(examples == 4)
        let names = ["badminton-singles", "badminton-doubles", "badminton-custom", "badminton-logged"]
        for (name, block) in zip(names, blocks.filter { $0.info == "jsonl" }) {
            let file = try String(contentsOf: Self.root.appendingPathComponent("docs/examples/\(name).jsonl"), encoding: .utf8)
            #expect(file.trimmingCharacters(in: .newlines) == block.body, "\(name)")
        }
    }
}
