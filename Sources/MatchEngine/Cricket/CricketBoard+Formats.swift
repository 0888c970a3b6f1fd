/// What a club format changes on the board (docs/formats.md): balls instead of overs, the
/// runs wickets cost, the pair in, skins and the last hour. Under the default rules every
/// function here returns what the Laws' board shows.
extension CricketBoard {
    /// The score field: "207 · 3 wkts (-15)" where wickets cost runs or batters stay in (on a
    /// small panel "207/3 (-15)"), else the usual 187/6.
    static func scoreField(_ inn: Innings, _ rules: CricketRulesConfig) -> BoardField {
        let plain = CricketFormat.score(runs: inn.runs, wickets: inn.wickets, rules.scoreFormat)
        guard rules.wicketCost > 0 || !rules.allOut, inn.kind != .superOver else {
            return BoardField("score", plain, priority: Priority.essential, role: .emphasis)
        }
        // Runs lost to this side's wickets, or won from the other side's (ECB's variant).
        let moved = (inn.format?.runsWon ?? 0) - (inn.format?.runsLost ?? 0)
        return BoardField(
            "score", CricketMessages.scoreWithCost(inn.runs, wickets: inn.wickets, moved: moved),
            compact: CricketMessages.scoreWithCostCompact(plain, moved: moved),
            priority: Priority.essential, role: .emphasis)
    }

    /// No run rate where it means nothing: a balls format (the Hundred's boards show none) or
    /// a pairs game, whose total starts from a set number and moves with its wickets.
    static func showsRates(_ rules: CricketRulesConfig) -> Bool {
        rules.progress == .overs && rules.oversPerPair == nil
    }

    /// Overs bowled, or for a balls format "63 balls" ("63" on a small panel).
    static func progressField(_ inn: Innings, _ rules: CricketRulesConfig) -> BoardField {
        let compact = rules.progress == .balls ? "\(ballsBowled(inn, rules))" : nil
        return BoardField("overs", progressText(inn, rules), compact: compact, priority: Priority.essential)
    }

    static func ballsBowled(_ inn: Innings, _ rules: CricketRulesConfig) -> Int {
        inn.completedOvers * rules.ballsPerOver + inn.ballsInOver
    }

    /// Under the overs: "of 20", "37 to go" for a balls format, or the last hour's overs left.
    static func limitField(_ inn: Innings, _ rules: CricketRulesConfig) -> BoardField? {
        guard let limit = inn.limit else { return nil }
        if let ends = inn.format?.lastHourEndsAt, inn.closed == nil {
            let left = max(0, ends - inn.completedOvers)
            return BoardField("oversLimit", CricketMessages.lastHourLeft(left), compact: CricketMessages.oversLeftCompact(left), priority: Priority.medium, role: .notice)
        }
        if rules.progress == .balls, let left = ballsRemaining(inn, rules.ballsPerOver) {
            return BoardField("oversLimit", CricketMessages.ballsToGo(left), priority: Priority.extra, role: .muted)
        }
        return BoardField("oversLimit", CricketMessages.oversLimit(limit.balls == 0 ? "\(limit.overs)" : limit.description), priority: Priority.extra, role: .muted)
    }

    /// Overs in the innings summary: "16.0", or "100 balls".
    static func progressText(_ inn: Innings, _ rules: CricketRulesConfig) -> String {
        guard rules.progress == .balls else { return CricketFormat.overs(inn.completedOvers, inn.ballsInOver) }
        return CricketMessages.ballsBowled(ballsBowled(inn, rules))
    }

    /// The pair in with its own score and, in an indoor game, the skins so far; `nil` when
    /// the match has no pairs.
    static func pairField(_ s: CricketState, _ inn: Innings) -> BoardField? {
        guard s.rules.oversPerPair != nil, let pairs = inn.format?.pairs, let pair = pairs.last else { return nil }
        var text = CricketMessages.pairLine(pairs.count, runs: pair.runs, wickets: pair.wickets)
        if s.rules.skins, let skins = skins(s) {
            text += " · " + CricketMessages.skins(skins.batting, skins.fielding, level: skins.level)
        }
        return BoardField("partnership", text, compact: CricketMessages.pairCompact(pairs.count, runs: pair.runs), priority: Priority.medium)
    }

    /// Skins decided so far in the chase: each pair whose overs are all bowled against the
    /// pair that batted the same overs first. Counted for the side batting now.
    static func skins(_ s: CricketState) -> (batting: Int, fielding: Int, level: Int)? {
        let regular = s.innings.filter { $0.kind == .regular }
        guard regular.count == 2, let perPair = s.rules.oversPerPair,
            let first = regular[0].format?.pairs, let second = regular[1].format?.pairs
        else { return nil }
        var tally = (batting: 0, fielding: 0, level: 0)
        let chase = regular[1]
        for (k, pair) in second.enumerated() where k < first.count {
            let done = chase.completedOvers >= (k + 1) * perPair || chase.closed != nil
            guard done else { continue }
            if pair.runs > first[k].runs { tally.batting += 1 }
            else if pair.runs < first[k].runs { tally.fielding += 1 }
            else { tally.level += 1 }
        }
        return tally
    }

    /// A starting total shows before the extras: where the score began.
    static func extrasText(_ inn: Innings) -> String {
        let extras = CricketMessages.extras(inn.extras)
        guard let start = inn.format?.startingRuns, start != 0 else { return extras }
        return CricketMessages.startedOn(start) + " · " + extras
    }
}
