/// Builds the scorecard from the folded state. Pure: the same state gives the same card, and
/// every string on it is made here or in `CricketMessages`.
public enum CricketScorecard {
    public static func build(_ s: CricketState) -> Scorecard {
        let teams = s.setup.teams
        let twoInnings = s.rules.inningsPerSide > 1
        var perTeam = [0, 0]
        var innings: [ScorecardInnings] = []
        for (i, inn) in s.innings.enumerated() {
            if inn.kind != .superOver { perTeam[inn.battingTeam] += 1 }
            let team = teams[inn.battingTeam].name
            let title: String = switch inn.kind {
            case .superOver: CricketMessages.superOverTitle(team)
            case .followOn: CricketMessages.inningsTitle(team, number: perTeam[inn.battingTeam], followOn: true)
            case .regular: CricketMessages.inningsTitle(team, number: twoInnings ? perTeam[inn.battingTeam] : nil, followOn: false)
            }
            let live = i == s.innings.count - 1 && s.phase == .inPlay
            innings.append(card(inn, title: title, team: teams[inn.battingTeam], live: live, s))
        }
        return Scorecard(
            schemaVersion: Scorecard.schemaVersion, matchId: s.setup.matchId,
            title: CricketMessages.matchTitle(teams[0].name, teams[1].name),
            result: s.result?.text, innings: innings)
    }

    private static func card(_ inn: Innings, title: String, team: CricketTeam, live: Bool, _ s: CricketState) -> ScorecardInnings {
        let rules = s.rules
        let batted = Set(inn.batters.map(\.name))
        let waiting = team.players.filter { !batted.contains($0) }
        let label = live ? CricketMessages.yetToBat : CricketMessages.didNotBat
        return ScorecardInnings(
            title: title, battingTeam: team.name,
            batting: inn.batters.map(batter),
            notBatted: waiting.isEmpty ? nil : ScorecardNames(label: label, names: waiting),
            extras: extras(inn.extras),
            total: total(inn, rules),
            fallOfWickets: inn.fallOfWickets.map {
                ScorecardWicket(wicket: $0.wicket, runs: $0.runs, batter: $0.batter, overs: $0.overs,
                                text: CricketMessages.fallOfWicket($0.wicket, runs: $0.runs, batter: $0.batter, overs: $0.overs))
            },
            partnerships: partnerships(inn),
            bowling: inn.bowlers.map { b in
                ScorecardBowler(
                    name: b.name, overs: CricketFormat.bowlerOvers(b.name, inn, ballsPerOver: rules.ballsPerOver),
                    maidens: CricketFormat.maidens(b.name, inn), runs: b.runs, wickets: b.wickets,
                    economy: CricketFormat.rate(runs: b.runs, balls: b.legalBalls, ballsPerOver: rules.ballsPerOver),
                    wides: b.wides, noBalls: b.noBalls, legalBalls: b.legalBalls)
            })
    }

    static func batter(_ b: BatterScore) -> ScorecardBatter {
        let d = b.status == .out ? b.dismissal : nil
        // Caught and bowled: the bowler is the catcher, whatever the scorer put as fielder.
        let fielder = d.flatMap { $0.kind == .caughtAndBowled ? $0.bowler : $0.fielder }
        return ScorecardBatter(
            name: b.name, howOut: CricketFormat.howOut(b), dismissal: d?.kind,
            bowler: d.flatMap { $0.kind.creditsBowler ? $0.bowler : nil }, fielder: fielder,
            notOut: b.status == .batting, retired: b.status == .retiredHurt,
            runs: b.runs, balls: b.balls, fours: b.fours, sixes: b.sixes,
            // Per hundred balls is the run rate with an "over" of a hundred balls.
            strikeRate: CricketFormat.rate(runs: b.runs, balls: b.balls, ballsPerOver: 100))
    }

    static func extras(_ e: Extras) -> ScorecardExtras {
        ScorecardExtras(byes: e.byes, legByes: e.legByes, wides: e.wides, noBalls: e.noBalls, penalty: e.penalty,
                        total: e.total, detail: CricketMessages.extrasDetail(e))
    }

    static func total(_ inn: Innings, _ rules: CricketRulesConfig) -> ScorecardTotal {
        let overs = rules.progress == .balls
            ? CricketMessages.ballsBowled(CricketBoard.ballsBowled(inn, rules))
            : inn.ballsInOver == 0 ? "\(inn.completedOvers)" : CricketFormat.overs(inn.completedOvers, inn.ballsInOver)
        let score: String = switch inn.closed {
        case .allOut: CricketMessages.allOut(inn.runs)
        case .declared: CricketMessages.declared(CricketFormat.score(runs: inn.runs, wickets: inn.wickets, rules.scoreFormat))
        default: CricketFormat.score(runs: inn.runs, wickets: inn.wickets, rules.scoreFormat)
        }
        let rate = CricketBoard.showsRates(rules)
            ? CricketFormat.rate(runs: inn.runs, balls: inn.legalBalls, ballsPerOver: rules.ballsPerOver) : nil
        return ScorecardTotal(runs: inn.runs, wickets: inn.wickets, overs: overs,
                              text: CricketMessages.totalLine(score, overs: overs, balls: rules.progress == .balls),
                              runRate: rate)
    }

    /// The ended partnerships the fold logged, then the one not parted: the batters still
    /// in (one alone when last man stands and they have scored or faced).
    static func partnerships(_ inn: Innings) -> [ScorecardPartnership] {
        var out = (inn.partnerships ?? []).map {
            ScorecardPartnership(wicket: $0.wicket, batters: $0.batters, runs: $0.runs, balls: $0.balls, unbroken: false,
                                 text: CricketMessages.partnershipLine($0.wicket, runs: $0.runs, balls: $0.balls, batters: $0.batters, unbroken: false))
        }
        let inNow = inn.batters.filter { $0.status == .batting }.map(\.name)
        let current = inn.partnership
        if inNow.count == 2 || (inNow.count == 1 && (current.runs != 0 || current.balls > 0)) {
            let wicket = inn.wickets + 1
            out.append(ScorecardPartnership(
                wicket: wicket, batters: inNow, runs: current.runs, balls: current.balls, unbroken: true,
                text: CricketMessages.partnershipLine(wicket, runs: current.runs, balls: current.balls, batters: inNow, unbroken: true)))
        }
        return out
    }
}
