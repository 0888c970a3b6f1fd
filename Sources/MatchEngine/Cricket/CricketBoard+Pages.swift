/// The banner's fields from the ground board's list (issue 14, docs/pages.md): the other
/// bowler, the last wicket and, in a two-innings match, every innings before this one.
extension CricketBoard {
    /// The bowler of the over before the one in play (or, between overs, before the one just
    /// ended): the other end's bowler, with his figures. `nil` when it is the bowler on now.
    static func otherBowlerField(_ s: CricketState, _ inn: Innings) -> BoardField? {
        guard s.phase == .inPlay else { return nil }
        let overs = s.needsBowler && inn.currentOver.bowlers.isEmpty ? inn.overLog.dropLast() : inn.overLog[...]
        guard let name = overs.last?.bowlers.last, name != s.bowler,
            let b = inn.bowlerIndex(name).map({ inn.bowlers[$0] })
        else { return nil }
        let figures = CricketFormat.bowlerFigures(b, inn, s.rules)
        return BoardField("otherBowler", CricketMessages.bowlerLine(b.name, figures), compact: figures,
                          short: CricketMessages.bowlerShort(b.name, figures), priority: Priority.low, role: .muted, flag: false)
    }

    /// Who is bowling now, for the banner's and the bowling card's flag: the bowler of an over
    /// under way (the page phase `inPlay`). Between overs, once the next bowler is named, and
    /// before an innings' first ball, nobody is: that name is the next over's, not a ball in
    /// play (docs/pages.md).
    static func bowlingNow(_ s: CricketState) -> String? {
        CricketPages.phase(s) == .inPlay && !s.needsBowler ? s.bowler : nil
    }

    /// "Last wkt: R. Sharma c Jadeja b Chahar 45 (32), 102/3": the innings' latest wicket.
    static func lastWicketField(_ s: CricketState, _ inn: Innings) -> BoardField? {
        guard s.phase == .inPlay, let fall = inn.fallOfWickets.last,
            let b = inn.batterIndex(fall.batter).map({ inn.batters[$0] })
        else { return nil }
        let howOut = CricketFormat.lastHowOut(b)
        let score = CricketFormat.score(runs: fall.runs, wickets: fall.wicket, s.rules.scoreFormat)
        return BoardField(
            "lastWicket", CricketMessages.lastWicket(b.name, howOut, runs: b.runs, balls: b.balls, score: score),
            compact: CricketMessages.lastWicketCompact(b.name, runs: b.runs, score: score),
            priority: Priority.low, role: .muted)
    }

    /// "ENG 325 & 210/4d · AUS 410": every innings before the one on the board, by side in the
    /// order the sides first batted (super overs left out: they are not innings of the match).
    static func everyPreviousInnings(_ s: CricketState) -> (text: String, compact: String)? {
        var order: [Int] = []
        var scores: [Int: [String]] = [:]
        for inn in s.innings.dropLast() where inn.kind != .superOver {
            if !order.contains(inn.battingTeam) { order.append(inn.battingTeam) }
            scores[inn.battingTeam, default: []].append(CricketMessages.inningsShort(
                runs: inn.runs, wickets: inn.wickets, allOut: inn.closed == .allOut, declared: inn.closed == .declared,
                s.rules.scoreFormat))
        }
        guard !order.isEmpty else { return nil }
        let teams = s.setup.teams
        func line(_ name: (CricketTeam) -> String) -> String {
            CricketMessages.sidesInnings(order.map { CricketMessages.sideInnings(name(teams[$0]), scores[$0] ?? []) })
        }
        return (line(\.name), line(\.short))
    }
}
