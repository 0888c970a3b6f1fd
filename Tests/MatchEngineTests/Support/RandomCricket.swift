@testable import MatchEngine

/// Proposes plausible scorer actions for the state at hand: mostly legal, sometimes not, so
/// properties see both accepted and refused actions across every phase of a match.
struct RandomCricket {
    var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func setup() -> CricketSetup {
        var rules = CricketRulesConfig()
        let multiDay = rng.chance(20)
        rules.inningsPerSide = multiDay ? 2 : 1
        rules.oversPerInnings = multiDay ? nil : rng.pick([1, 2, 3, 5, 20])
        rules.maxOversPerBowler = rules.oversPerInnings.map { ($0 + 4) / 5 }
        rules.playersPerSide = Int.random(in: 2...11, using: &rng)
        rules.lastManStands = rng.chance(30)
        rules.wideRuns = rng.chance(20) ? 2 : 1
        rules.freeHit = rng.chance(70)
        rules.followOnLead = rng.pick([0, 50, 200]) ?? 200
        rules.houseRules = HouseRules()
        rules.houseRules.bowlerWarning = rng.chance(50)
        rules.houseRules.p5 = rng.chance(50)
        rules.houseRules.p10 = rng.chance(50)
        rules.houseRules.bonusRuns = rng.chance(50)
        let teams = [
            CricketTeam(name: "Riverside", short: "RIV", players: []),
            CricketTeam(name: "Hillcrest", short: "HIL", players: []),
        ]
        return CricketSetup(matchId: "prop", schemaVersion: 1, teams: teams, rules: rules, battingFirst: Int.random(in: 0...1, using: &rng), at: nil)
    }

    /// `nil` means "undo".
    mutating func next(for s: CricketState) -> CricketAction? {
        if rng.chance(4) { return nil }
        switch s.phase {
        case .finished:
            return rng.chance(60) ? .superOver : nil
        case .awaitingResult:
            return .endMatch(reason: rng.pick(CricketAction.MatchEndReason.allCases) ?? .noResult,
                             winner: rng.pick(["Riverside", "Hillcrest"]), parScore: rng.chance(50) ? 40 : nil)
        case .awaitingOpeners:
            if rng.chance(10) { return .followOn }
            if rng.chance(5) { return .setTarget(runs: Int.random(in: 1...60, using: &rng), overs: OversNotation(overs: 2, balls: 3)) }
            if rng.chance(3) { return .endInnings(reason: .forfeited) }
            return .openers(striker: rng.chance(50) ? nil : batterName(s, 1), nonStriker: rng.chance(50) ? nil : batterName(s, 2))
        case .inPlay:
            return inPlay(s)
        }
    }

    private mutating func inPlay(_ s: CricketState) -> CricketAction {
        let bowlers = ["Kofi", "Lee", "Mara", "Nia", "Omar", "Priya"]
        if s.needsBowler || rng.chance(2) {
            return .bowler(name: rng.chance(10) ? nil : rng.pick(bowlers))
        }
        if s.striker == nil || s.nonStriker == nil, !CricketRules.soloBatter(s) {
            if rng.chance(3) { return .timedOut(batter: nil) }
            let onStrike: Bool? = rng.pick([nil, true, false]) ?? nil
            let count = s.current?.batters.count ?? 0
            return .newBatter(name: rng.chance(30) ? nil : batterName(s, count + 1), onStrike: onStrike)
        }
        let roll = Int.random(in: 0..<100, using: &rng)
        let batters = [s.striker, s.nonStriker].compactMap { $0 }
        switch roll {
        case 0..<80: return .delivery(delivery(s))
        case 80..<82: return .setStrike(striker: rng.pick(batters) ?? "")
        case 82..<84: return .penaltyRuns(runs: 5, to: rng.chance(50) ? .batting : .fielding)
        case 84..<86: return .retire(batter: rng.pick(batters) ?? "", out: rng.chance(50))
        case 86..<87: return .endOver
        case 87..<88: return .continueOver
        case 88..<89: return .warn
        case 89..<90: return .deadBallRuns(runs: Int.random(in: 1...4, using: &rng))
        case 90..<91: return .housePenalty(runs: rng.chance(50) ? 5 : 10)
        case 91..<92: return .bonusRuns(runs: Int.random(in: 1...3, using: &rng))
        case 92..<93: return .renamePlayer(from: rng.pick(batters) ?? "", to: "Renamed \(Int.random(in: 0...999, using: &rng))")
        case 93..<94:
            let out = s.current?.batters.filter { $0.status == .out }.map(\.name) ?? []
            return .amendWicket(batter: rng.pick(out) ?? "nobody", kind: rng.pick(DismissalKind.allCases) ?? .bowled, fielder: "Sub")
        case 94..<95: return .endInnings(reason: rng.pick(CricketAction.InningsEndReason.allCases) ?? .declared)
        case 95..<96: return .setTarget(runs: Int.random(in: 1...80, using: &rng), overs: nil)
        case 96..<97: return .endMatch(reason: rng.pick(CricketAction.MatchEndReason.allCases) ?? .draw, winner: nil, parScore: nil)
        default: return .delivery(Delivery(bat: -1))
        }
    }

    private mutating func delivery(_ s: CricketState) -> Delivery {
        var d = Delivery()
        let wideRuns = s.rules.wideRuns
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<8: d.wides = wideRuns + (rng.chance(20) ? Int.random(in: 1...4, using: &rng) : 0)
        case 8..<14:
            d.noBalls = s.rules.noBallRuns
            if rng.chance(30) { d.bat = Int.random(in: 0...6, using: &rng) } else if rng.chance(20) { d.byes = 1 }
        case 14..<18: d.byes = Int.random(in: 1...4, using: &rng)
        case 18..<22: d.legByes = Int.random(in: 1...4, using: &rng)
        default: d.bat = rng.pick([0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 6, 5]) ?? 0
        }
        if rng.chance(2) { d.penalty = 5 }
        if d.bat == 4, rng.chance(10) { d.boundary = false }
        if rng.chance(9) {
            let kind = rng.pick(DismissalKind.allCases) ?? .bowled
            let out = rng.chance(80) ? s.striker : s.nonStriker
            d.wicket = WicketEvent(kind: kind, playerOut: rng.chance(30) ? nil : out, fielder: rng.chance(50) ? "Fielder" : nil)
        }
        return d
    }

    private func batterName(_ s: CricketState, _ n: Int) -> String {
        let team = s.current.map { s.phase == .inPlay ? $0.battingTeam : 1 - $0.battingTeam } ?? s.setup.battingFirst
        return "\(team == 0 ? "R" : "H")\(n)"
    }
}
