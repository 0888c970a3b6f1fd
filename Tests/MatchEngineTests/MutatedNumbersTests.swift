import Deterministic
import Foundation
import Testing
@testable import MatchEngine

/// Real and example match files with their numbers taken to the extremes: each line is
/// applied or refused, never trapped, and the board, the replay output, the export and the
/// box's plans build after every line (issue 20: a mutation fuzz of the example files found
/// overflow traps in six places of the cricket engine).
@Suite struct MutatedNumbersTests {
    /// The ends of `Int`, just past them, the edges of the ranges (ADR 008), and numbers JSON
    /// writes that are not whole or not finite.
    static let extremes = [
        "-1", "0", "99", "100", "9999", "10000", "2147483648", "10000000000000000", "-9223372036854775808",
        "9223372036854775807", "9223372036854775808", "1e16", "1e20", "-1e20", "1e309", "0.5",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A JSON number where a value goes (after `:`, `[` or `,`, kept as the first capture), so
    /// names are left alone (a time's minutes and seconds are taken too: they are refused).
    static var number: Regex<(Substring, Substring, Substring)> { /([:\[,])(-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)/ }

    /// The line with its `index`-th number (or every number, for `nil`) written as `value`.
    static func mutate(_ line: String, number index: Int?, to value: String) -> String {
        var result = ""
        var rest = line[...]
        var seen = 0
        while let match = rest.firstMatch(of: number) {
            result += String(rest[..<match.range.lowerBound])
            result += String(match.output.1)
            result += index == nil || index == seen ? value : String(match.output.2)
            rest = rest[match.range.upperBound...]
            seen += 1
        }
        return result + rest
    }

    static func numberCount(_ line: String) -> Int { line.matches(of: number).count }

    /// Folds the lines as the store's reload does and builds everything a reader builds.
    /// Returns the refusals; a trap ends the test process, which is the failure.
    @discardableResult
    static func foldAndBuild(_ lines: [String]) -> [String] {
        var fold = MatchFold()
        var refused: [String] = []
        let now = Timestamp("2026-11-25T14:00:00Z")
        for line in lines {
            do throws(LineRejection) {
                try fold.feed(Data(line.utf8))
            } catch {
                refused.append(error.message)
            }
            if let session = fold.session {
                _ = session.scoreboard
                _ = session.scoreboard(at: now)
            }
        }
        guard let session = fold.session else { return refused }
        _ = try? session.encodedState(using: JSONEncoder())
        _ = session.exportTables()
        _ = session.snapshotState()
        _ = session.boxFollowUps(alternateEnds: true)
        for key in ["run1", "run4", "run6", "wide", "noBall", "wicket", "undo", "advance", "plusA", "plusB"] {
            _ = session.boxPlan(for: BoxPress(BoxKey(rawValue: key)), armed: nil)
            _ = session.boxPlan(for: BoxPress(BoxKey(rawValue: key), .long), armed: nil)
        }
        return refused
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static let exampleFiles = ["demo-cricket.jsonl", "badminton-singles.jsonl", "badminton-doubles.jsonl", "badminton-custom.jsonl"]

    /// Every number of every line, one at a time, at every extreme.
    @Test(arguments: exampleFiles)
    func everyNumberOfAnExampleFileAtEveryExtreme(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/examples/\(file)"), encoding: .utf8)
        var lines = Self.lines(text)
        // The badminton examples take their format's numbers from the preset: written out
        // (the same values), they are there to be mutated.
        if lines[0].contains(#""sport":"badminton""#), !lines[0].contains(#""rules""#) {
            lines[0] = String(lines[0].dropLast()) + #","rules":{"pointsToWin":21,"cap":30,"games":3,"winBy":2,"intervalAt":11}}"#
        }
        try Self.everyNumberAtEveryExtreme(lines)
    }

    @Test func everyNumberOfTheFuzzSeedAtEveryExtreme() throws {
        try Self.everyNumberAtEveryExtreme(ReplayFuzzTests.seedLines)
    }

    static func everyNumberAtEveryExtreme(_ lines: [String]) throws {
        try #require(!lines.isEmpty)
        var mutations = 0
        for (i, line) in lines.enumerated() {
            for n in 0..<numberCount(line) {
                for value in extremes {
                    var mutated = lines
                    mutated[i] = mutate(line, number: n, to: value)
                    foldAndBuild(mutated)
                    mutations += 1
                }
            }
        }
        #expect(mutations > 0)
    }

    /// The 40 IPL matches converted to lines: for each extreme, a random sixth of the lines
    /// of each match have every number set to it.
    @Test func realMatchesWithTheirNumbersAtTheExtremes() throws {
        var rng = SplitMix64(seed: 20)
        let files = CricsheetData.files()
        try #require(files.count >= 40)
        var refusals = 0
        for file in files {
            let report = try CricsheetReplayer.replay(file)
            let lines = Self.lines(try ActionLines.text(newMatch: report.newMatch, actions: report.applied))
            // The unmutated match folds with nothing refused: the ranges take every real number.
            #expect(Self.foldAndBuild(lines).isEmpty, "\(file): a real line was refused")
            for value in Self.extremes {
                let mutated = lines.enumerated().map { i, line in
                    i > 0 && rng.chance(16) ? Self.mutate(line, number: nil, to: value) : line
                }
                refusals += Self.foldAndBuild(mutated).count
            }
        }
        #expect(refusals > 0)
    }

    /// A five-day match of thousands of actions, its numbers set to extremes a line at a time.
    @Test func aLongMatchWithItsNumbersAtTheExtremes() {
        var synthetic = SyntheticCricket(seed: 8, oversPerInnings: nil)
        let lines = synthetic.lines(actions: 3000)
        var rng = SplitMix64(seed: 21)
        for value in Self.extremes {
            let mutated = lines.enumerated().map { i, line in
                i > 0 && rng.chance(5) ? Self.mutate(line, number: nil, to: value) : line
            }
            Self.foldAndBuild(mutated)
        }
    }
}
