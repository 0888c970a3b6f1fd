import Foundation
import Testing
import MatchEngine

/// The converted matches through the JSON contract (`Replay`, as `scoreline replay` runs it):
/// action lines in, state lines out, checked against the referee's figures.
@Suite("Cricsheet IPL through the replay contract")
struct CricsheetContractTests {
    /// The replayed lines of one match and the referee's figures after each delivery line.
    struct Replayed {
        let match: CricsheetMatch
        let outcome: Replay.Outcome
        let inputLines: Int
        /// For each output line: the data innings and the referee's figures, on delivery lines.
        let checks: [(line: Int, innings: Int, referee: RefereeInnings)]
        let finalReferees: [RefereeInnings]
    }

    static func replay(_ file: String, each: Bool) throws -> Replayed {
        let match = try CricsheetData.load(file)
        let report = try CricsheetReplayer.replay(file)
        try #require(report.failures.isEmpty, "\(report.failures)")
        let text = try ActionLines.text(newMatch: report.newMatch, actions: report.applied)
        var referees = Array(repeating: RefereeInnings(noBallRuns: match.conditions.noBallRuns), count: match.innings.count)
        for (i, inn) in match.innings.enumerated() { referees[i].recordPenalty(inn.penaltyRuns?.pre ?? 0) }
        var checks: [(Int, Int, RefereeInnings)] = []
        var inningsIndex = -1
        var ballIndex = 0
        for (n, action) in report.applied.enumerated() {
            if case .openers = action {
                inningsIndex += 1
                ballIndex = 0
            }
            guard case .delivery = action else { continue }
            referees[inningsIndex].record(match.innings[inningsIndex].balls[ballIndex].ball)
            ballIndex += 1
            checks.append((n + 1, inningsIndex, referees[inningsIndex]))  // output line 0 is newMatch
        }
        return Replayed(
            match: match, outcome: Replay().run(text, each: each), inputLines: report.applied.count + 1,
            checks: checks, finalReferees: referees)
    }

    static func json(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("A whole match line by line: one output line per input line, figures after every delivery")
    func everyLine() throws {
        // Two super overs (the first tied), so every kind of innings goes through the contract.
        let replayed = try Self.replay("1216517.json", each: true)
        #expect(replayed.outcome.rejected == 0, "\(replayed.outcome.rejections)")
        try #require(replayed.outcome.lines.count == replayed.inputLines)
        for check in replayed.checks {
            let state = try Self.json(replayed.outcome.lines[check.line])
            let innings = try #require(state["innings"] as? [[String: Any]])
            let inn = try #require(innings.count > check.innings ? innings[check.innings] : nil)
            let r = check.referee
            #expect(inn["runs"] as? Int == r.runs, "line \(check.line + 1)")
            #expect(inn["wickets"] as? Int == r.wickets, "line \(check.line + 1)")
            #expect(inn["legalBalls"] as? Int == r.legalBalls, "line \(check.line + 1)")
        }
        let final = try Self.json(try #require(replayed.outcome.lines.last))
        try checkContractKeys(final)
        try checkFinal(final, replayed)
    }

    @Test("Final state of every match through the contract", arguments: CricsheetData.files())
    func finalState(_ file: String) throws {
        let replayed = try Self.replay(file, each: false)
        #expect(replayed.outcome.rejected == 0, "\(replayed.outcome.rejections)")
        let final = try Self.json(try #require(replayed.outcome.lines.last))
        try checkContractKeys(final)
        try checkFinal(final, replayed)
    }

    /// The keys issue 2's output contract names, present (with `null` where it allows).
    func checkContractKeys(_ state: [String: Any]) throws {
        let top: Set = ["sport", "matchId", "innings", "striker", "nonStriker", "bowler", "result", "scoreboard"]
        #expect(top.isSubset(of: state.keys), "missing \(top.subtracting(state.keys))")
        #expect(state["sport"] as? String == "cricket")
        let innings = try #require(state["innings"] as? [[String: Any]])
        for inn in innings {
            let keys: Set = ["battingTeam", "superOver", "followOn", "runs", "wickets", "legalBalls", "overs",
                             "extras", "target", "batters", "bowlers"]
            #expect(keys.isSubset(of: inn.keys), "missing \(keys.subtracting(inn.keys))")
            let extras = try #require(inn["extras"] as? [String: Any])
            #expect(Set(["wides", "noBalls", "byes", "legByes", "penalty"]).isSubset(of: extras.keys))
            for batter in try #require(inn["batters"] as? [[String: Any]]) {
                let keys: Set = ["name", "runs", "balls", "fours", "sixes", "out", "howOut"]
                #expect(keys.isSubset(of: batter.keys), "missing \(keys.subtracting(batter.keys))")
            }
            for bowler in try #require(inn["bowlers"] as? [[String: Any]]) {
                let keys: Set = ["name", "legalBalls", "overs", "maidens", "runs", "wickets", "wides", "noBalls"]
                #expect(keys.isSubset(of: bowler.keys), "missing \(keys.subtracting(bowler.keys))")
            }
        }
        if let result = state["result"] as? [String: Any] {
            #expect(Set(["winner", "text"]).isSubset(of: result.keys), "result keys \(result.keys)")
        }
    }

    /// Every innings' figures and the result, from the JSON, against the referee.
    func checkFinal(_ state: [String: Any], _ replayed: Replayed) throws {
        let innings = try #require(state["innings"] as? [[String: Any]])
        try #require(innings.count == replayed.match.innings.count)
        for (i, (inn, data)) in zip(innings, replayed.match.innings).enumerated() {
            let r = replayed.finalReferees[i]
            let at = "innings \(i + 1)"
            #expect(inn["battingTeam"] as? String == data.team, "\(at)")
            #expect(inn["superOver"] as? Bool == data.isSuperOver, "\(at)")
            #expect(inn["runs"] as? Int == r.runs, "\(at)")
            #expect(inn["wickets"] as? Int == r.wickets, "\(at)")
            #expect(inn["legalBalls"] as? Int == r.legalBalls, "\(at)")
            #expect(inn["overs"] as? String == Self.oversBowled(data, replayed.match.info.ballsPerOver ?? 6), "\(at)")
            let e = try #require(inn["extras"] as? [String: Int])
            #expect([e["wides"], e["noBalls"], e["byes"], e["legByes"], e["penalty"]]
                == [r.extras.wides, r.extras.noBalls, r.extras.byes, r.extras.legByes, r.extras.penalty], "\(at)")
            var batters: [String: RefereeInnings.BatterFigures] = [:]
            for b in try #require(inn["batters"] as? [[String: Any]]) {
                let name = try #require(b["name"] as? String)
                batters[name] = .init(runs: try #require(b["runs"] as? Int), balls: try #require(b["balls"] as? Int))
            }
            #expect(batters == r.batters, "\(at) batters")
            var bowlers: [String: RefereeInnings.BowlerFigures] = [:]
            for b in try #require(inn["bowlers"] as? [[String: Any]]) {
                let name = try #require(b["name"] as? String)
                bowlers[name] = .init(
                    runs: try #require(b["runs"] as? Int), wickets: try #require(b["wickets"] as? Int),
                    legalBalls: try #require(b["legalBalls"] as? Int))
            }
            #expect(bowlers == r.bowlers, "\(at) bowlers")
        }
        let result = try #require(state["result"] as? [String: Any])
        let o = replayed.match.info.outcome
        let winner = o.isNoResult ? nil : (o.winner ?? o.eliminator)
        #expect(result["winner"] as? String == winner)
        let text = try #require(result["text"] as? String)
        if let runs = o.by?.runs { #expect(text.contains("won by \(runs) run"), "\(text)") }
        if let wickets = o.by?.wickets { #expect(text.contains("won by \(wickets) wicket"), "\(text)") }
    }

    /// Overs as the umpire counted them: completed overs and the balls of an unfinished one.
    static func oversBowled(_ inn: CricsheetInnings, _ ballsPerOver: Int) -> String {
        guard let last = inn.overs.last else { return "0.0" }
        let legal = last.deliveries.filter(\.isLegal).count
        let shortOver = inn.miscountedOvers?[String(last.over)]?.balls == legal
        return legal >= ballsPerOver || shortOver ? "\(inn.overs.count).0" : "\(inn.overs.count - 1).\(legal)"
    }
}
