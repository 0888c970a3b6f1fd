/// The fall of wickets, the partnership in progress and the chase's target page.
extension CricketPages {
    /// `nil` before the innings' first wicket: a page with nothing to say is skipped.
    static func fallOfWickets(_ inn: ScorecardInnings) -> Scoreboard? {
        guard !inn.fallOfWickets.isEmpty else { return nil }
        var f = [BoardField("title", M.fallOfWicketsTitle, priority: P.essential, role: .emphasis)]
        // The latest wickets; each row's score says which wicket it was ("11-140").
        for (n, w) in inn.fallOfWickets.suffix(fallOfWicketsRows).enumerated() {
            f.append(BoardField(BoardKey(rawValue: "fow.\(n + 1).score"), M.wicketScore(w.wicket, runs: w.runs), priority: P.essential, role: .emphasis))
            f.append(BoardField(BoardKey(rawValue: "fow.\(n + 1).batter"), w.batter, priority: P.high))
            f.append(BoardField(BoardKey(rawValue: "fow.\(n + 1).overs"), M.atOvers(w.overs), priority: P.medium, role: .muted))
        }
        f.append(BoardField("total", inn.total.text, priority: P.high, role: .emphasis))
        return Scoreboard(layout: .cricketFallOfWickets, fields: f)
    }

    /// The partnership not parted, with each batter's runs off the bat and balls in it; `nil`
    /// when none is going: before the openers, and once the innings is closed (all out, its
    /// overs up, the target reached, declared), when the two not out are no longer batting.
    static func partnership(_ inn: ScorecardInnings, _ raw: Innings, _ s: CricketState) -> Scoreboard? {
        guard s.phase == .inPlay, raw.closed == nil, let current = inn.partnerships.last, current.unbroken else { return nil }
        let shares = raw.partnership.shares ?? []
        var f = [
            BoardField("title", M.partnershipTitle(current.wicket), priority: P.essential, role: .emphasis),
            BoardField("runs", "\(current.runs)", priority: P.essential, role: .emphasis),
            BoardField("balls", M.offBalls(current.balls), priority: P.high),
        ]
        for (slot, name) in zip(["batter1", "batter2"], current.batters) {
            let share = shares.first { $0.name == name }
            f.append(BoardField(BoardKey(rawValue: slot), M.share(name, runs: share?.runs ?? 0, balls: share?.balls ?? 0), priority: P.high))
        }
        // The best only when there is another to compare: alone it would repeat the figures above.
        if inn.partnerships.count > 1, let best = inn.partnerships.max(by: { $0.runs < $1.runs }) {
            f.append(BoardField("best", M.bestPartnership(best.wicket, runs: best.runs, balls: best.balls), priority: P.low, role: .muted))
        }
        f.append(BoardField("total", inn.total.text, priority: P.medium, role: .muted))
        return Scoreboard(layout: .cricketPartnership, fields: f)
    }

    /// Up to this many balls left, the need is counted in balls ("off 8 balls"); beyond, in
    /// overs ("in 32.4 overs"), as grounds show a long chase.
    static let needInBallsUpTo = 120

    /// What the chasing side needs; `nil` unless a chase is in play and not yet won.
    static func target(_ raw: Innings, _ s: CricketState) -> Scoreboard? {
        guard s.phase == .inPlay, raw.closed == nil, let target = raw.target else { return nil }
        let need = target.runs - raw.runs
        guard need > 0 else { return nil }
        let rules = s.rules
        let team = s.setup.teams[raw.battingTeam].name
        var f = [
            BoardField("title", M.needTitle(team), priority: P.essential, role: .emphasis),
            BoardField("need", "\(need)", priority: P.essential, role: .notice),
        ]
        let remaining = CricketBoard.ballsRemaining(raw, rules.ballsPerOver)
        let line: String = if let remaining {
            remaining <= needInBallsUpTo || rules.progress == .balls
                ? M.offBalls(remaining)
                : M.needInOvers(CricketFormat.overs(remaining / rules.ballsPerOver, remaining % rules.ballsPerOver))
        } else {
            M.toWin
        }
        f.append(BoardField("needLine", line, priority: P.essential))
        f.append(BoardField("target", M.target(target.runs), priority: P.high))
        if CricketBoard.showsRates(rules) {
            if let remaining, let rrr = CricketFormat.rate(runs: need, balls: remaining, ballsPerOver: rules.ballsPerOver) {
                f.append(BoardField("rrr", M.rrr(rrr), priority: P.medium))
            }
            if let crr = CricketFormat.rate(runs: raw.runs, balls: raw.legalBalls, ballsPerOver: rules.ballsPerOver) {
                f.append(BoardField("crr", M.crr(crr), priority: P.medium))
            }
        }
        if let par = s.result?.par { f.append(BoardField("par", M.dlsPar(par), priority: P.medium, role: .notice)) }
        return Scoreboard(layout: .cricketTarget, fields: f)
    }
}
