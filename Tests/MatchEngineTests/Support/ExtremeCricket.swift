import Deterministic
@testable import MatchEngine

/// Proposes actions at the edges of what is accepted (ADR 008): every run field at its limit,
/// the largest targets and par scores, the smallest and largest overs, the most and fewest
/// players; and, often enough to move the match along, a plausible action from
/// `RandomCricket`. The set-ups take every rule to one end of its range.
struct ExtremeCricket {
    var rng: SeededGenerator
    var plain: RandomCricket

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
        plain = RandomCricket(seed: seed &+ 1)
    }

    static let teams = [
        CricketTeam(name: "Riverside", short: "RIV", players: []),
        CricketTeam(name: "Hillcrest", short: "HIL", players: []),
    ]

    mutating func setup() -> CricketSetup {
        func end(_ range: ClosedRange<Int>) -> Int { rng.chance(50) ? range.lowerBound : range.upperBound }
        var rules = CricketRulesConfig()
        rules.inningsPerSide = end(CricketLimits.inningsPerSide)
        rules.oversPerInnings = rng.chance(30) ? nil : end(CricketLimits.oversPerInnings)
        rules.ballsPerOver = end(CricketLimits.ballsPerOver)
        rules.maxOversPerBowler = rng.chance(30) ? nil : end(CricketLimits.oversPerInnings)
        rules.playersPerSide = end(CricketLimits.playersPerSide)
        rules.lastManStands = rng.chance(50)
        rules.wideRuns = end(CricketLimits.extraPenalty)
        rules.noBallRuns = end(CricketLimits.extraPenalty)
        rules.freeHit = rng.chance(50)
        rules.followOnLead = end(CricketLimits.followOnLead)
        rules.houseRules.bowlerWarning = true
        rules.houseRules.p5 = true
        rules.houseRules.p10 = true
        rules.houseRules.bonusRuns = true
        return CricketSetup(matchId: "extreme", schemaVersion: 1, teams: Self.teams, rules: rules,
                            battingFirst: Int.random(in: 0...1, using: &rng), at: nil)
    }

    /// `nil` means "undo".
    mutating func next(for s: CricketState) -> CricketAction? {
        let most = CricketLimits.runsInABallField.upperBound
        let awarded = CricketLimits.awardedRuns.upperBound
        let r = s.rules
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<40: return plain.next(for: s)
        case 40..<50: return .delivery(Delivery(bat: most, penalty: rng.chance(50) ? most : 0))
        case 50..<55: return .delivery(Delivery(wides: max(most, r.wideRuns), penalty: most))
        case 55..<60: return .delivery(Delivery(bat: most, noBalls: r.noBallRuns, penalty: most))
        case 60..<64: return .delivery(Delivery(byes: most, penalty: most))
        case 64..<68: return .delivery(Delivery(legByes: most, wicket: rng.chance(30) ? WicketEvent(kind: .runOut) : nil))
        case 68..<72: return .penaltyRuns(runs: awarded, to: rng.chance(50) ? .batting : .fielding)
        case 72..<75: return .bonusRuns(runs: awarded)
        case 75..<77: return .warn
        case 77..<80: return .deadBallRuns(runs: awarded)
        case 80..<82: return .housePenalty(runs: rng.chance(50) ? 5 : 10)
        case 82..<85:
            let overs = OversNotation(overs: CricketLimits.targetOvers.upperBound, balls: r.ballsPerOver - 1)
            return .setTarget(runs: rng.chance(50) ? CricketLimits.targetRuns.upperBound : 1,
                              overs: rng.chance(30) ? OversNotation(overs: 0) : overs, method: rng.chance(50) ? .dls : nil)
        case 85..<87:
            let par = rng.chance(50) ? CricketLimits.parScore.upperBound : 0
            return .endMatch(reason: .dls, winner: rng.pick(["Riverside", "Hillcrest", nil]) ?? nil, parScore: par)
        case 87..<90: return rng.chance(50) ? .continueOver : .endOver
        case 90..<92: return .superOver
        default: return nil
        }
    }
}
