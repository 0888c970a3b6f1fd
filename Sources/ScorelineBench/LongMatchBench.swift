import ArgumentParser
import CommandBasics
import Deterministic
import FoundationEssentials

/// `scoreline-bench long-match`: writes the match `script/long-match-memory` feeds a kiosk, to
/// measure whether its memory grows with the history (docs/PERFORMANCE.md, "Memory over a long
/// match"). No match the laws allow has 120,000 records: badminton stops at a few hundred
/// rallies. The nearest is a timeless Test (two innings a side, no over limit) whose batters
/// rarely get out, scored as a scorer does it: every fortieth ball is first keyed wrong and
/// taken back (`undo`), so the journal also holds corrections.
struct LongMatchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "long-match",
        abstract: "Write a very long cricket match as a newMatch file and an actions file.")

    @Option(help: "Journal records wanted after newMatch (balls, bowlers, batters and corrections).")
    var records = 120_000

    @Option(help: "Wickets per 10,000 balls: 4 gives four innings of about 25,000 balls.")
    var wicketRate = 4

    @Option(help: "Every Nth ball is keyed wrong first and undone; 0 for none.")
    var correctionEvery = 40

    @Option(help: "Where the newMatch line goes.")
    var newMatch: String

    @Option(help: "Where the action lines go, one a line.")
    var actions: String

    func run() throws {
        var generator = SyntheticCricket(wicketRate: wicketRate)
        let lines = generator.lines(actions: records)
        guard let first = lines.first else { throw CommandFailure("The generator made no match.") }
        var out: [String] = []
        out.reserveCapacity(records + 2)
        var balls = 0
        for line in lines.dropFirst() where out.count < records {
            // JSONEncoder does not keep the keys in order.
            if correctionEvery > 0, line.contains(#""type":"delivery""#) {
                balls += 1
                // A single off the bat is accepted wherever this ball is, and the undo
                // restores the state exactly, so the real ball still applies after it.
                if balls % correctionEvery == 0 { out += [#"{"type":"delivery","bat":1}"#, #"{"type":"undo"}"#] }
            }
            out.append(line)
        }
        out = Array(out.prefix(records))
        try Data((first + "\n").utf8).write(to: URL(fileURLWithPath: newMatch))
        try Data((out.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: actions))
        StandardStream.output.write(Data("wrote \(out.count) action lines (\(balls) balls)\n".utf8))
    }
}
