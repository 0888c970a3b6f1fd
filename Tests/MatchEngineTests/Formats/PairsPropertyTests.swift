import Deterministic
import PropertyBased
import Testing
@testable import MatchEngine

/// Random pairs innings: whatever is bowled, a total is where it started, plus every run
/// scored, less what the wickets cost; the pairs' own scores add up to it; a refused action
/// changes nothing and undo takes back exactly one.
@Suite struct PairsPropertyTests {
    @Test func aPairsTotalIsItsStartPlusRunsLessTheWicketsCost() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            playRandomInnings(seed: UInt64(seed))
        }
    }

    private func playRandomInnings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var rules = CricketFormats.rules(named: random.pick(["u11-pairs", "u9-ecb-pairs", "indoor"]) ?? "indoor") ?? CricketRulesConfig()
        rules.startingRuns = random.pick([0, 100, 200]) ?? 0
        rules.wicketCost = random.pick([0, 5, 6]) ?? 5
        rules.rebowlExtras = random.pick(CricketRulesConfig.Rebowl.allCases) ?? .always
        rules.oversPerPair = random.pick([1, 2, 4]) ?? 4
        rules.maxOversPerBowler = nil
        let setup = CricketSetup(
            matchId: "p", schemaVersion: 1,
            teams: [CricketTeam(name: "Riverside", short: "RIV", players: []), CricketTeam(name: "Hillcrest", short: "HIL", players: [])],
            rules: rules, battingFirst: 0, at: nil)
        guard var history = try? MatchHistory<CricketRules>(setup: setup) else {
            Issue.record("seed \(seed): set-up refused")
            return
        }
        var scored = 0
        var wickets = 0
        var steps = 0
        let cost = rules.wicketCostTo == .batting ? rules.wicketCost : 0
        while steps < 400, history.state.phase != .finished, history.state.innings.count < 2 || history.state.phase == .inPlay {
            steps += 1
            let s = history.state
            let action: CricketAction
            if s.phase == .awaitingOpeners {
                if !s.innings.isEmpty { break }
                action = .openers(striker: nil, nonStriker: nil)
            } else if CricketRules.needsPair(s) {
                action = .newPair(striker: nil, nonStriker: nil)
            } else if s.needsBowler {
                action = .bowler(name: "Bowler \(Int.random(in: 1...9, using: &random))")
            } else {
                action = .delivery(randomBall(&random, rules))
            }
            let before = history
            do {
                try history.apply(action)
            } catch {
                #expect(history.state == before.state, "seed \(seed): a refused \(action) changed the state")
                continue
            }
            // Undo takes back exactly this action.
            var undone = history
            try? undone.undo()
            #expect(undone.state == before.state, "seed \(seed): undo of \(action)")
            guard case .delivery(let ball) = action, let inn = history.state.current, history.state.innings.count == 1 else { continue }
            scored += ball.bat + ball.wides + ball.noBalls + ball.byes + ball.legByes + ball.penalty
            if ball.wicket != nil { wickets += 1 }
            #expect(inn.runs == rules.startingRuns + scored - cost * wickets, "seed \(seed)")
            #expect(inn.wickets == wickets, "seed \(seed)")
            let pairs = inn.format?.pairs ?? []
            #expect(pairs.reduce(0) { $0 + $1.runs } == inn.runs - rules.startingRuns, "seed \(seed): the pairs' scores add up")
            if rules.wicketCostTo == .fielding {
                #expect(history.state.pendingWicketRuns?[1] ?? 0 == rules.wicketCost * wickets, "seed \(seed)")
            }
            // Nobody is ever all out, and no batter's place is ever empty.
            #expect(history.state.phase != .inPlay || (history.state.striker != nil && history.state.nonStriker != nil))
        }
        #expect(history.state.innings.first?.closed == .oversUp || steps >= 400, "seed \(seed): the innings ends only by its overs")
    }

    private func randomBall(_ random: inout SplitMix64, _ rules: CricketRulesConfig) -> Delivery {
        var ball = Delivery()
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45: ball.bat = random.pick([0, 1, 2, 3, 4, 6]) ?? 0
        case 45..<55: ball.wides = rules.wideRuns + Int.random(in: 0...2, using: &random)
        case 55..<63: ball.noBalls = rules.noBallRuns; ball.bat = random.pick([0, 1, 4]) ?? 0
        case 63..<70: ball.byes = Int.random(in: 1...4, using: &random)
        case 70..<85: ball.wicket = WicketEvent(kind: random.pick([.bowled, .caught, .lbw, .stumped]) ?? .bowled)
        default: ball.wicket = WicketEvent(kind: .runOut); ball.bat = Int.random(in: 0...2, using: &random)
        }
        return ball
    }
}
