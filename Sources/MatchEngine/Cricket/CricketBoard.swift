/// Turns cricket state into the display model: every string a screen shows, formatted
/// here and nowhere else.
public enum CricketBoard {
    typealias Priority = BoardPriority

    /// How long a FOUR, SIX or WICKET flash stays on a live board after the ball that caused it.
    public static let flashSeconds = 8

    /// The board for `s`. With `now`, the flash shows only within `flashSeconds` of
    /// `lastActionAt` (and not at all when that time is unknown); without it, the board
    /// depends on the state alone, as the replay output does.
    public static func build(_ s: CricketState, now: Timestamp? = nil, lastActionAt: Timestamp? = nil) -> Scoreboard {
        guard let inn = s.current else { return preMatch(s) }
        let teams = s.setup.teams
        let rules = s.rules
        let batting = teams[inn.battingTeam]
        let bowling = teams[1 - inn.battingTeam]
        typealias P = Priority
        var f: [BoardField] = []

        f.append(BoardField("battingTeam", batting.name, compact: batting.short, priority: P.high, role: .emphasis))
        f.append(BoardField("bowlingTeam", CricketMessages.versus(bowling.name), compact: CricketMessages.versus(bowling.short), priority: P.extra, role: .muted))
        f.append(scoreField(inn, rules))
        f.append(progressField(inn, rules))
        if let limit = limitField(inn, rules) { f.append(limit) }
        let rates = showsRates(rules)
        if rates, let rate = CricketFormat.rate(runs: inn.runs, balls: inn.legalBalls, ballsPerOver: rules.ballsPerOver) {
            f.append(BoardField("crr", CricketMessages.crr(rate), priority: P.medium))
        }
        if let target = inn.target {
            f.append(BoardField("target", CricketMessages.target(target.runs), compact: CricketMessages.targetCompact(target.runs), priority: P.essential))
            let need = target.runs - inn.runs
            if need > 0, inn.closed == nil {
                if let remaining = ballsRemaining(inn, rules.ballsPerOver) {
                    f.append(BoardField("need", CricketMessages.need(need, balls: remaining), compact: CricketMessages.needCompact(need, balls: remaining), priority: P.essential, role: .notice))
                    if rates, let rrr = CricketFormat.rate(runs: need, balls: remaining, ballsPerOver: rules.ballsPerOver) {
                        f.append(BoardField("rrr", CricketMessages.rrr(rrr), priority: P.high))
                    }
                } else {
                    f.append(BoardField("need", CricketMessages.needRuns(need), compact: CricketMessages.needCompact(need, balls: nil), priority: P.essential, role: .notice))
                }
            }
        }
        // The DLS par the scorer gave with a DLS result, shown beside it.
        if let par = s.result?.par { f.append(BoardField("par", CricketMessages.dlsPar(par), priority: P.medium, role: .notice)) }
        if let previous = previousInningsSummary(s) {
            f.append(BoardField("previousInnings", previous.text, compact: previous.compact, priority: P.low, role: .muted))
        }
        for (slot, name) in [("batter1", s.striker), ("batter2", s.nonStriker)] where s.phase == .inPlay {
            guard let name, let b = inn.batterIndex(name).map({ inn.batters[$0] }) else { continue }
            let onStrike = name == s.striker
            f.append(BoardField(
                BoardKey(rawValue: slot), CricketMessages.batterLine(b.name, onStrike: onStrike, runs: b.runs, balls: b.balls),
                compact: CricketMessages.batterCompact(b.name, onStrike: onStrike, runs: b.runs),
                priority: P.high, flag: onStrike))
            f.append(BoardField(
                BoardKey(rawValue: slot + "Boundaries"), CricketMessages.boundaries(fours: b.fours, sixes: b.sixes),
                priority: P.extra, role: .muted))
        }
        // A bowler just named has no figures yet, but the screen should show who is on.
        if let name = s.bowler, inn.bowlerIndex(name) != nil || s.phase == .inPlay {
            let b = inn.bowlerIndex(name).map { inn.bowlers[$0] } ?? BowlerScore(name: name)
            let figures = CricketFormat.bowlerFigures(b, inn, rules)
            f.append(BoardField("bowler", CricketMessages.bowlerLine(b.name, figures), compact: figures,
                                short: CricketMessages.bowlerShort(b.name, figures), priority: P.medium,
                                flag: name == bowlingNow(s)))
        }
        if let other = otherBowlerField(s, inn) { f.append(other) }
        if let last = lastWicketField(s, inn) { f.append(last) }
        if let pair = pairField(s, inn) {
            f.append(pair)
        } else if s.phase == .inPlay {
            f.append(BoardField("partnership", CricketMessages.partnership(inn.partnership.runs, balls: inn.partnership.balls), priority: P.low, role: .muted))
        }
        f.append(BoardField("extras", extrasText(inn), priority: P.extra, role: .muted))
        if !inn.lastBalls.isEmpty {
            let tokens = inn.lastBalls.map { BoardToken($0.text, role: role(of: $0.kind)) }
            f.append(BoardField("lastBalls", tokens.map(\.text).joined(separator: " "), priority: P.medium, items: tokens))
        }
        if s.freeHit && s.phase == .inPlay {
            f.append(BoardField("freeHit", CricketMessages.freeHit, priority: P.high, role: .notice))
        }
        if flashShown(now: now, since: lastActionAt), let flash = flash(s.lastEvent) { f.append(flash) }
        if let status = statusLine(s) { f.append(status) }

        return Scoreboard(layout: layout(s), fields: f)
    }

    /// The layout `build` gives `s`, without building the board: the session compares it
    /// before and after each action (a snapshot is due when it changes), and a press builds
    /// its board once, for the screens (issue 37).
    public static func layout(_ s: CricketState) -> BoardLayout {
        guard s.current != nil else { return .cricketBreak }
        return switch s.phase {
        case .inPlay: .cricketBanner
        case .awaitingOpeners, .awaitingResult: .cricketBreak
        case .finished: .result
        }
    }

    private static func preMatch(_ s: CricketState) -> Scoreboard {
        let teams = s.setup.teams
        let first = teams[s.setup.battingFirst]
        let second = teams[1 - s.setup.battingFirst]
        return Scoreboard(layout: layout(s), fields: [
            BoardField("battingTeam", first.name, compact: first.short, priority: Priority.high, role: .emphasis),
            BoardField("bowlingTeam", CricketMessages.versus(second.name), compact: CricketMessages.versus(second.short), priority: Priority.high, role: .muted),
            BoardField("status", CricketMessages.toBat(first.name), compact: CricketMessages.toBat(first.short), priority: Priority.essential, role: .notice),
        ])
    }

    /// Balls left in the chase by the schedule, which a miscounted over does not change.
    static func ballsRemaining(_ inn: Innings, _ ballsPerOver: Int) -> Int? {
        guard let limit = inn.limit else { return nil }
        let scheduled = limit.overs * ballsPerOver + limit.balls
        return max(0, scheduled - (inn.completedOvers * ballsPerOver + inn.ballsInOver))
    }

    private static func previousInningsSummary(_ s: CricketState) -> (text: String, compact: String)? {
        guard s.innings.count >= 2 else { return nil }
        if s.rules.inningsPerSide > 1 { return everyPreviousInnings(s) }
        let prev = s.innings[s.innings.count - 2]
        let team = s.setup.teams[prev.battingTeam]
        let score = CricketFormat.score(runs: prev.runs, wickets: prev.wickets, s.rules.scoreFormat)
        let overs = progressText(prev, s.rules)
        return (CricketMessages.inningsSummary(team.name, score, overs), CricketMessages.inningsSummary(team.short, score, overs))
    }

    /// The status line, with a compact form by team code for an LED panel ("CSK to bat",
    /// "CSK won by 4 wickets").
    private static func statusLine(_ s: CricketState) -> BoardField? {
        let text: String
        var compact: String?
        switch s.phase {
        case .finished:
            text = s.result?.text ?? ""
            // The result's text starts with the winner's name; the code stands in for it.
            if let winner = s.result?.winner, text.hasPrefix(winner),
                let team = s.setup.teams.first(where: { $0.name == winner }), team.short != team.name {
                compact = team.short + text.dropFirst(winner.count)
            }
        case .awaitingResult:
            text = CricketMessages.awaitingResult
        case .awaitingOpeners:
            let next = s.setup.teams[CricketRules.nextBattingTeam(s, kind: s.nextInningsKind)]
            text = s.nextInningsKind == .superOver ? CricketMessages.superOverNext(next.name) : CricketMessages.inningsBreak(next.name)
            compact = CricketMessages.toBat(next.short)
        case .inPlay:
            return nil
        }
        return BoardField("status", text, compact: compact, priority: Priority.essential, role: .result)
    }

    static func flashShown(now: Timestamp?, since: Timestamp?) -> Bool {
        guard let now else { return true }
        guard let since else { return false }
        return now.seconds - since.seconds < flashSeconds
    }

    private static func flash(_ event: CricketState.LastEvent?) -> BoardField? {
        switch event {
        case .four: BoardField("flash", CricketMessages.flashFour, priority: Priority.high, role: .boundary)
        case .six: BoardField("flash", CricketMessages.flashSix, priority: Priority.high, role: .boundary)
        case .wicket: BoardField("flash", CricketMessages.flashWicket, priority: Priority.high, role: .wicket)
        case .inningsEnd, .matchEnd, .none: nil
        }
    }

    private static func role(of kind: BallToken.Kind) -> BoardRole {
        switch kind {
        case .dot, .runs: .normal
        case .boundary: .boundary
        case .extra: .extra
        case .wicket: .wicket
        case .adjustment: .warning
        }
    }
}
