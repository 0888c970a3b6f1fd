import Foundation
import Testing

/// The worked examples in docs/actions.md are a contract: each output block must be exactly
/// what `scoreline replay` prints for the input block above it.
@Suite struct ActionsDocTests {
    struct Example: CustomStringConvertible {
        var input: String
        var arguments: [String]
        var expected: [String]
        var line: Int
        var description: String { "docs/actions.md example at line \(line) \(arguments)" }
    }

    static func examples() throws -> [Example] {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let text = try String(contentsOf: root.appendingPathComponent("docs/actions.md"), encoding: .utf8)
        var examples: [Example] = []
        var input: String?
        var block: [String]?
        var info = ""
        var start = 0
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if var lines = block {
                if line == "```" {
                    if info.hasPrefix("jsonl input") {
                        input = lines.joined(separator: "\n")
                    } else if info.hasPrefix("jsonl output"), let input {
                        let arguments = info.dropFirst("jsonl output".count).split(separator: " ").map(String.init)
                        examples.append(Example(input: input, arguments: arguments, expected: lines, line: start + 1))
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if line.hasPrefix("```jsonl") {
                info = String(line.dropFirst(3))
                block = []
                start = number
            }
        }
        return examples
    }

    @Test func everyWorkedExampleIsWhatReplayPrints() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 4)
        for example in examples {
            let run = try ReplayCommandTests.scoreline(["replay", "-"] + example.arguments, stdin: example.input)
            #expect(run.lines == example.expected, "\(example)")
        }
    }
}
