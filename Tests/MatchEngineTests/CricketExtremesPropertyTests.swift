import Foundation
import PropertyBased
import Testing
@testable import MatchEngine

/// Whatever passes the ranges (ADR 008) folds and builds a board without trapping: matches
/// played at the edges of every range, long enough to pile up totals, through the typed
/// rules and again through the decoder, with the board, the replay output and the export
/// built along the way.
@Suite struct CricketExtremesPropertyTests {
    /// New seeds every run, so the property keeps meeting matches no run has seen.
    @Test func randomExtremeMatchesFoldAndBuildTheirBoards() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int.max)) { seed in
            Self.play(seed: UInt64(seed), actions: 600, boardEvery: 1)
        }
    }

    /// Long matches with fixed seeds: thousands of actions at the limits, so totals reach
    /// hundreds of thousands of runs. The board is built every few actions (each build walks
    /// every over bowled, and these innings run to thousands of overs).
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func longExtremeMatchesStayWithinTheBound(seed: UInt64) {
        Self.play(seed: seed, actions: 12_000, boardEvery: 13)
    }

    /// A timeless two-innings match with twelve-ball overs and every ball at the limit: 20,000
    /// balls in the first innings (about 1,700 overs, four million runs) before anyone is out.
    /// The board, with its run rate, partnership and bowlers' figures, is built all along.
    @Test func aMarathonInningsAtTheLimitsBuildsItsBoard() throws {
        var rules = CricketRulesConfig()
        rules.inningsPerSide = 2
        rules.ballsPerOver = CricketLimits.ballsPerOver.upperBound
        rules.playersPerSide = CricketLimits.playersPerSide.upperBound
        let setup = CricketSetup(matchId: "marathon", schemaVersion: 1, teams: ExtremeCricket.teams, rules: rules, battingFirst: 0, at: nil)
        var history = try MatchHistory<CricketRules>(setup: setup)
        try history.apply(.openers(striker: nil, nonStriker: nil))
        let most = CricketLimits.runsInABallField.upperBound
        var balls = 0
        while balls < 20_000 {
            if history.state.needsBowler {
                let over = history.state.current?.completedOvers ?? 0
                try history.apply(.bowler(name: over % 2 == 0 ? "Kofi" : "Lee"))
            }
            // 99 off the bat is odd: the batters cross, so both pile up runs.
            try history.apply(.delivery(Delivery(bat: most, penalty: most)))
            balls += 1
            if balls % 50 == 0 { _ = CricketBoard.build(history.state) }
        }
        let inn = try #require(history.state.current)
        #expect(inn.runs == 20_000 * 2 * most)
        #expect(inn.legalBalls == 20_000)
        #expect(inn.completedOvers == 20_000 / 12 && inn.ballsInOver == 20_000 % 12)
        let board = CricketBoard.build(history.state)
        #expect(board["score"]?.text == "\(20_000 * 2 * most)/0")
        // 198 runs a ball, 12 balls an over.
        #expect(board["crr"]?.text == "CRR 2376.00")
        #expect(Self.totalPastTheBound(history.state, actions: history.actions.count) == nil)
    }

    /// Plays `actions` proposals from `seed`; checks that every total is within the bound the
    /// ADR argues from, that the board, output and export build, and that the lines of the
    /// accepted actions fold back to the same state through the decoder.
    static func play(seed: UInt64, actions: Int, boardEvery: Int) {
        var random = ExtremeCricket(seed: seed)
        let setup = random.setup()
        guard var history = try? MatchHistory<CricketRules>(setup: setup) else {
            Issue.record("seed \(seed): set-up refused")
            return
        }
        let encoder = JSONEncoder()
        var lines = [newMatchLine(setup)]
        var accepted = 0
        for step in 0..<actions {
            let action = random.next(for: history.state)
            do {
                if let action { try history.apply(action) } else { try history.undo() }
            } catch {
                continue
            }
            accepted += 1
            lines.append(action.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"undo"}"#)
            if step % boardEvery == 0 { _ = CricketBoard.build(history.state) }
            if let problem = totalPastTheBound(history.state, actions: accepted) {
                Issue.record("seed \(seed) after \(accepted) actions: \(problem)")
                return
            }
        }
        let board = CricketBoard.build(history.state)
        #expect(board["score"] != nil || history.state.innings.isEmpty, "seed \(seed): no score on the board")
        #expect((try? encoder.encode(CricketOutput(history.state, board: board))) != nil, "seed \(seed): output not encodable")
        _ = CricketExport.tables(history)
        do throws(LineRejection) {
            var session = try CricketSession(newMatch: Data(lines[0].utf8))
            for line in lines.dropFirst() { try session.apply(line: Data(line.utf8)) }
            #expect(session.state == history.state, "seed \(seed): the lines fold to another state")
        } catch {
            Issue.record("seed \(seed): an accepted action's line was refused: \(error.message)")
        }
    }

    /// The first total past `actions` times the most one action can add, if any.
    static func totalPastTheBound(_ s: CricketState, actions: Int) -> String? {
        let bound = actions * CricketLimits.mostRunsInOneAction
        for (i, inn) in s.innings.enumerated() {
            var totals = [("runs", inn.runs), ("extras", inn.extras.total), ("adjustments", inn.adjustments),
                          ("partnership", inn.partnership.runs), ("over", inn.currentOver.conceded)]
            totals += inn.batters.map { ("batter \($0.name)", $0.runs) }
            totals += inn.bowlers.map { ("bowler \($0.name)", $0.runs) }
            if let over = totals.first(where: { abs($0.1) > bound }) {
                return "innings \(i + 1) \(over.0) is \(over.1), past \(bound)"
            }
            // A target is set (at most 9999) or worked out as one side's runs less the
            // other's, plus one: at most twice the bound past it.
            if let target = inn.target?.runs, abs(target) > 2 * bound + CricketLimits.targetRuns.upperBound {
                return "innings \(i + 1) target is \(target), past twice \(bound)"
            }
        }
        return nil
    }

    static func newMatchLine(_ setup: CricketSetup) -> String {
        let r = setup.rules
        let overs = r.oversPerInnings.map(String.init) ?? "null"
        let cap = r.maxOversPerBowler.map(String.init) ?? "null"
        return """
            {"type":"newMatch","sport":"cricket","matchId":"\(setup.matchId)","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],\
            "battingFirst":"\(setup.teams[setup.battingFirst].name)","rules":{"oversPerInnings":\(overs),"ballsPerOver":\(r.ballsPerOver),\
            "inningsPerSide":\(r.inningsPerSide),"playersPerSide":\(r.playersPerSide),"lastManStands":\(r.lastManStands),\
            "wideRuns":\(r.wideRuns),"noBallRuns":\(r.noBallRuns),"freeHit":\(r.freeHit),"maxOversPerBowler":\(cap),\
            "followOnLead":\(r.followOnLead),"houseRules":{"bowlerWarning":true,"p5":true,"p10":true,"bonusRuns":true}}}
            """
    }
}
