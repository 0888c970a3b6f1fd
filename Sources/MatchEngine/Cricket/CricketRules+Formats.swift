/// The club formats' rules (docs/formats.md): extras not bowled again, runs a wicket costs,
/// batters who stay in, pairs and the last hour. Under the default rules none of it applies.
extension CricketRules {
    /// Whether a ball counts as one of the over's balls: every legal ball, and a wide or
    /// no-ball that these rules do not have bowled again.
    static func counts(_ ball: Delivery, _ s: CricketState) -> Bool {
        if ball.isLegal { return true }
        switch s.rules.rebowlExtras {
        case .always: return false
        case .never: return true
        case .lastOver: return !inLastOver(s)
        }
    }

    /// True in the innings' last scheduled over, and always when the innings has no limit
    /// (there is then no "last over" to keep the Laws for, so the Laws apply throughout).
    static func inLastOver(_ s: CricketState) -> Bool {
        guard let inn = s.current, let limit = inn.limit else { return true }
        let last = limit.balls > 0 ? limit.overs : limit.overs - 1
        return inn.completedOvers >= last
    }

    /// In a pairs game every pair bats its overs: reaching the target does not end the chase.
    static func playsAllOvers(_ rules: CricketRulesConfig) -> Bool { rules.oversPerPair != nil }

    /// The format figures an innings starts with, or `nil` when the Laws alone apply.
    static func startingFormat(_ s: CricketState, team: Int, kind: CricketState.InningsKind) -> InningsFormat? {
        let r = s.rules
        let won = s.pendingWicketRuns?[team] ?? 0
        guard kind != .superOver,
            r.startingRuns != 0 || r.wicketCost != 0 || r.oversPerPair != nil || r.resultMode == .winDraw || won != 0
        else { return nil }
        return InningsFormat(startingRuns: r.startingRuns, runsWon: won)
    }

    /// What a dismissal costs under `wicketCost`: off the batting side's total, or onto the
    /// fielding side's (its latest innings, raising the target; else the innings it has yet
    /// to bat). Returns the runs taken off the batting side.
    static func chargeWicket(_ s: inout CricketState) -> Int {
        let cost = s.rules.wicketCost
        guard cost > 0, let inn = s.current, inn.kind != .superOver else { return 0 }
        switch s.rules.wicketCostTo {
        case .batting:
            withCurrent(&s) { inn in
                inn.runs -= cost
                inn.format?.runsLost += cost
            }
            return cost
        case .fielding:
            let fielding = 1 - inn.battingTeam
            if let earlier = s.innings.dropLast().lastIndex(where: { $0.battingTeam == fielding && $0.kind != .superOver }) {
                s.innings[earlier].runs += cost
                s.innings[earlier].format?.runsWon += cost
                withCurrent(&s) { $0.target?.runs += cost }
            } else {
                var pending = s.pendingWicketRuns ?? [0, 0]
                pending[fielding] += cost
                s.pendingWicketRuns = pending
            }
            return 0
        }
    }

    /// Runs scored (or lost to a wicket) by the pair in, for its own score; nothing when the
    /// match has no pairs.
    static func creditPair(_ s: inout CricketState, runs: Int, wicket: Bool) {
        guard s.current?.format?.pairs.isEmpty == false else { return }
        withCurrent(&s) { inn in
            guard let last = inn.format?.pairs.indices.last else { return }
            inn.format?.pairs[last].runs += runs
            if wicket { inn.format?.pairs[last].wickets += 1 }
        }
    }

    /// A pair's overs are done and the next pair has not come in.
    static func needsPair(_ s: CricketState) -> Bool {
        guard let perPair = s.rules.oversPerPair, s.phase == .inPlay, let inn = s.current, inn.closed == nil,
            inn.kind != .superOver
        else { return false }
        return (inn.format?.pairs.count ?? 0) * perPair <= inn.completedOvers
    }

    static func newPair(_ s: inout CricketState, _ striker: String?, _ nonStriker: String?) throws(CricketRejection) {
        try requireInPlay(s)
        guard needsPair(s), let inn = s.current else { throw .noPairNeeded }
        var taken = Set(inn.batters.map(\.name))
        let first = striker ?? nextPlaceholder(CricketMessages.placeholderBatter, taken: taken)
        taken.insert(first)
        let second = nonStriker ?? nextPlaceholder(CricketMessages.placeholderBatter, taken: taken)
        guard first != second else { throw .batterAlreadyIn(first) }
        for name in [first, second] where name == s.striker || name == s.nonStriker { throw .batterAlreadyIn(name) }
        let outgoing = [s.striker, s.nonStriker].compactMap { $0 }
        withCurrent(&s) { inn in
            // The pair going out (none before the first pair) ends its partnership.
            if !outgoing.isEmpty { closePartnership(&inn, pair: outgoing) }
            for name in [first, second] {
                if let i = inn.batterIndex(name) {
                    inn.batters[i].status = .batting
                } else {
                    inn.batters.append(BatterScore(name: name))
                }
            }
            inn.partnership = Partnership()
            inn.format?.pairs.append(PairScore(batters: [first, second], firstOver: inn.completedOvers))
        }
        s.striker = first
        s.nonStriker = second
    }

    static func lastHour(_ s: inout CricketState, minOvers: Int) throws(CricketRejection) {
        guard s.rules.resultMode == .winDraw else { throw .lastHourNeedsWinDraw }
        try requireInPlay(s)
        guard let inn = s.current else { throw .inningsNotStarted }
        let bpo = s.rules.ballsPerOver
        // The over in progress is finished first; the hour's overs follow it.
        let ends = inn.completedOvers + (inn.ballsInOver > 0 ? 1 : 0) + minOvers
        withCurrent(&s) { inn in
            if inn.format?.lastHourEndsAt == nil { inn.format?.scheduledLimit = inn.limit }
            inn.format?.lastHourEndsAt = ends
            let scheduled = inn.format?.scheduledLimit
            let scheduledBalls = scheduled.map { $0.overs * bpo + $0.balls } ?? Int.max
            inn.limit = scheduledBalls <= ends * bpo ? scheduled : OversNotation(overs: ends)
        }
    }

    /// The overs of a win/draw chase: the match's overs less those the first innings used,
    /// a part over counting as a whole one.
    static func transferredOvers(_ s: CricketState) -> OversNotation? {
        guard let match = s.rules.matchOvers,
            let first = s.innings.first(where: { $0.kind == .regular })
        else { return nil }
        let used = first.completedOvers + (first.ballsInOver > 0 ? 1 : 0)
        return OversNotation(overs: max(0, match - used))
    }
}
