import Foundation
import Testing
@testable import MatchEngine

/// Issue 14's "done when": for every Cricsheet match beside the repository, the scorecard the
/// engine builds from the replayed match agrees with a tally of the file itself
/// (`ScorecardTally`, never the engine's output): every batter's runs, balls, 4s, 6s and how
/// out; every bowler's balls, runs, wickets, wides and no-balls; the fall of wickets with score
/// and over; the partnerships; the extras and the total.
@Suite("Scorecard against Cricsheet")
struct ScorecardCricsheetTests {
    static let folders = ["ipl", "test", "odi", "t20i", "hundred"]

    /// "ipl/335985.json": one test case per file, named by its folder.
    static var files: [String] {
        folders.flatMap { folder in CricsheetData.files(in: CricsheetData.shared(folder)).map { "\(folder)/\($0)" } }
    }

    /// The card of the replayed match and the tally of its file.
    static func cardAndTally(_ path: String) throws -> (Scorecard, ScorecardTally, CricketState) {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let folder = CricsheetData.shared(parts[0])
        let report = try CricsheetReplayer.replay(parts[1], from: folder)
        guard report.failures.isEmpty, let state = report.finalState else {
            throw ConversionError(description: "\(path) does not replay: \(report.failures)")
        }
        let tally = try ScorecardTally(file: folder.appendingPathComponent(parts[1]))
        return (CricketScorecard.build(state), tally, state)
    }

    /// The data's dismissal kinds as the engine names them.
    static let kinds: [String: DismissalKind] = [
        "bowled": .bowled, "caught": .caught, "caught and bowled": .caughtAndBowled, "lbw": .lbw,
        "stumped": .stumped, "run out": .runOut, "hit wicket": .hitWicket, "retired out": .retiredOut,
        "obstructing the field": .obstructingTheField, "handled the ball": .obstructingTheField,
        "hit the ball twice": .hitBallTwice, "timed out": .timedOut,
    ]

    /// How a printed scorecard writes the dismissal (no keeper's † : the data does not say who kept).
    static func howOut(_ out: ScorecardTally.Out?, retired: Bool) -> String {
        guard let out else { return retired ? "retired hurt" : "not out" }
        let b = out.bowler ?? "?", f = out.fielder ?? "?"
        switch out.kind {
        case "bowled": return "b \(b)"
        case "caught": return "c \(f) b \(b)"
        case "caught and bowled": return "c & b \(b)"
        case "lbw": return "lbw b \(b)"
        case "stumped": return "st \(f) b \(b)"
        case "run out": return out.fielder.map { "run out (\($0))" } ?? "run out"
        case "hit wicket": return "hit wicket b \(b)"
        case "retired out": return "retired out"
        case "handled the ball", "obstructing the field": return "obstructing the field"
        case "hit the ball twice": return "hit the ball twice"
        case "timed out": return "timed out"
        default: return "? \(out.kind)"
        }
    }

    /// Every difference between the card and the tally, by innings.
    static func differences(_ card: Scorecard, _ tally: ScorecardTally, _ state: CricketState) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ what: String, _ engine: T, _ data: T) {
            if engine != data { found.append("\(what): card \(engine), data \(data)") }
        }
        check("innings", card.innings.count, tally.innings.count)
        for (i, (inn, t)) in zip(card.innings, tally.innings).enumerated() {
            let at = "inns \(i + 1)"
            check("\(at) team", inn.battingTeam, t.team)
            check("\(at) total", "\(inn.total.runs)/\(inn.total.wickets)", "\(t.runs)/\(t.wickets)")
            let e = inn.extras
            check("\(at) extras b lb w nb pen", [e.byes, e.legByes, e.wides, e.noBalls, e.penalty],
                  [t.extras["b"] ?? 0, t.extras["lb"] ?? 0, t.extras["w"] ?? 0, t.extras["nb"] ?? 0, t.extras["pen"] ?? 0])
            check("\(at) extras total", e.total, t.extras.values.reduce(0, +))

            check("\(at) batting order", inn.batting.map(\.name), t.batters.map(\.name))
            for (b, d) in zip(inn.batting, t.batters) where b.name == d.name {
                check("\(at) \(b.name) R B 4s 6s", [b.runs, b.balls, b.fours, b.sixes], [d.runs, d.balls, d.fours, d.sixes])
                check("\(at) \(b.name) dismissal", b.dismissal, d.out.flatMap { kinds[$0.kind] })
                check("\(at) \(b.name) bowler", b.bowler, d.out?.bowler)
                check("\(at) \(b.name) fielder", b.fielder, d.out?.fielder)
                check("\(at) \(b.name) how out", b.howOut, howOut(d.out, retired: d.retired))
                check("\(at) \(b.name) retired", b.retired, d.retired)
                check("\(at) \(b.name) not out", b.notOut, d.out == nil && !d.retired)
                // Runs per hundred balls in hundredths, half up: 7 off 3 is 233.333… → "233.33".
                let hundredths = d.balls == 0 ? nil : (d.runs * 20_000 + d.balls) / (2 * d.balls)
                let rate = hundredths.map { "\($0 / 100)." + ($0 % 100 < 10 ? "0" : "") + "\($0 % 100)" }
                check("\(at) \(b.name) SR", b.strikeRate, rate)
            }
            let xi = state.setup.teams.first { $0.name == t.team }?.players ?? []
            let batted = Set(t.batters.map(\.name))
            check("\(at) did not bat", inn.notBatted?.names ?? [], xi.filter { !batted.contains($0) })

            check("\(at) bowlers", inn.bowling.map(\.name), t.bowlers.map(\.name))
            for (b, d) in zip(inn.bowling, t.bowlers) where b.name == d.name {
                check("\(at) \(b.name) balls M R W wd nb", [b.legalBalls, b.maidens, b.runs, b.wickets, b.wides, b.noBalls],
                      [d.balls, d.maidens, d.runs, d.wickets, d.wides, d.noBalls])
            }
            check("\(at) fall of wickets", inn.fallOfWickets.map { "\($0.wicket)-\($0.runs) (\($0.batter), \($0.overs))" },
                  t.fallOfWickets.map(\.description))
            check("\(at) partnerships", inn.partnerships.map { "\($0.wicket): \($0.runs) (\($0.balls)) \($0.batters.sorted())" },
                  t.partnerships.map(\.description))
        }
        return found
    }

    @Test("Every batter, bowler, wicket and partnership agrees with the file", arguments: files)
    func match(_ path: String) throws {
        let (card, tally, state) = try Self.cardAndTally(path)
        for difference in Self.differences(card, tally, state) { Issue.record(Comment(rawValue: "\(path): \(difference)")) }
        let wide = ScorecardText.lines(card).filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines over 80 columns: \(wide)")
    }

    @Test("Every IPL match agrees: the totals line", arguments: folders)
    func allMatches(_ folder: String) throws {
        let files = CricsheetData.files(in: CricsheetData.shared(folder))
        #expect(!files.isEmpty, "no Cricsheet files in \(CricsheetData.shared(folder).path)")
        var failed: [String] = []
        var counts = (batters: 0, bowlers: 0, wickets: 0, partnerships: 0)
        for file in files {
            let (card, tally, state) = try Self.cardAndTally("\(folder)/\(file)")
            if !Self.differences(card, tally, state).isEmpty { failed.append(file) }
            for inn in tally.innings {
                counts.batters += inn.batters.count
                counts.bowlers += inn.bowlers.count
                counts.wickets += inn.fallOfWickets.count
                counts.partnerships += inn.partnerships.count
            }
        }
        print("Scorecard \(folder): \(files.count) files, \(files.count - failed.count) agree; \(counts.batters) batters, \(counts.bowlers) bowlers, \(counts.wickets) wickets, \(counts.partnerships) partnerships checked")
        #expect(failed.isEmpty, "disagreeing: \(failed.joined(separator: ", "))")
    }
}
