/// The event slides the last action earned, found by comparing the state before it with the
/// state after (ADR 020): only what this action changed earns a slide, so a slide never
/// repeats and an undo earns none.
///
/// - wicket: a wicket fell on it (a ball, a retirement out, a batter timed out);
/// - fifty, hundred: a batter's score crossed 50 or 100 on it;
/// - maiden: it completed an over bowled by one bowler without a run charged to him (a wide
///   or a no-ball is charged, so it spoils the maiden; byes and leg-byes do not);
/// - hat-trick: its bowler's third wicket with his third ball running, across overs if need
///   be, in the same innings; only wickets credited to him count, and any other ball of his
///   (a run out on it included) ends the run, except a wide or no-ball that took no wicket;
/// - the chase: the action that begins a chase with a target, the openers walking out, or a
///   revised target set before its first ball ("need 201 off 120 balls");
/// - new batter: a batter not yet in this innings walks out (`newBatter`), named big with the
///   place in the order and the partner's score, as the crowd asks who is in.
public enum CricketEvents {
    typealias P = BoardPriority
    typealias M = CricketMessages

    /// Most important first: a hat-trick, a hundred, the wicket, a fifty, the chase, a maiden,
    /// the new batter.
    public static func slides(after action: CricketAction, from before: CricketState, to s: CricketState) -> [EventSlide] {
        guard let inn = s.current else { return [] }
        if s.innings.count == before.innings.count + 1 {
            if case .openers = action, let chase = chaseStart(inn, s) { return [chase] }
            return []
        }
        guard s.innings.count == before.innings.count, let was = before.current else { return [] }
        var out: [EventSlide] = []
        if case .delivery = action, let bowler = before.bowler, let hatTrick = hatTrick(bowler, was, inn, s) {
            out.append(hatTrick)
        }
        var fifties: [EventSlide] = []
        // By place in the order, not by name: batters are only ever appended, and a rename
        // (which scores nothing) must not make a batter on 55 look new.
        for (n, b) in inn.batters.enumerated() {
            let then = n < was.batters.count ? was.batters[n].runs : 0
            if then < 100 && b.runs >= 100 {
                out.append(slide(.hundred, rare: true, badge: M.badgeHundred, role: .boundary,
                                 headline: M.reachesHundred(b.name), detail: figures(b), inn, s))
            } else if then < 50 && b.runs >= 50 {
                fifties.append(slide(.fifty, rare: false, badge: M.badgeFifty, role: .boundary,
                                     headline: M.reachesFifty(b.name), detail: figures(b), inn, s))
            }
        }
        for fall in inn.fallOfWickets.dropFirst(was.fallOfWickets.count) {
            guard let b = inn.batterIndex(fall.batter).map({ inn.batters[$0] }) else { continue }
            let howOut = CricketFormat.lastHowOut(b)
            out.append(slide(.wicket, rare: false, badge: M.badgeWicket, role: .wicket,
                             headline: M.dismissal(b.name, howOut), detail: figures(b), inn, s))
        }
        out += fifties
        if case .setTarget = action, inn.legalBalls == 0, inn.completedOvers == 0, inn.currentOver.bowlers.isEmpty,
            let chase = chaseStart(inn, s)
        {
            out.append(chase)
        }
        if inn.overLog.count == was.overLog.count + 1, let over = inn.overLog.last,
            over.bowlers.count == 1, over.conceded == 0, over.legalBalls > 0,
            let b = inn.bowlerIndex(over.bowlers[0]).map({ inn.bowlers[$0] })
        {
            out.append(slide(.maiden, rare: false, badge: M.badgeMaiden, role: .notice,
                             headline: M.maiden(b.name), detail: CricketFormat.bowlerFigures(b, inn, s.rules), inn, s))
        }
        if case .newBatter = action, let arrival = newBatter(was, inn, s) { out.append(arrival) }
        return out
    }

    /// Only a batter new to the innings, found as the one the order grew by (the action may
    /// leave the name to the engine): one resuming after retiring hurt is already in the order,
    /// and the crowd knows them.
    static func newBatter(_ was: Innings, _ inn: Innings, _ s: CricketState) -> EventSlide? {
        guard inn.batters.count == was.batters.count + 1, let name = inn.batters.last?.name else { return nil }
        let position = inn.batters.count - 1
        let partnerName = [s.striker, s.nonStriker].compactMap { $0 }.first { $0 != name }
        let partner = partnerName.flatMap { inn.batterIndex($0) }.map { inn.batters[$0] }
        var arrival = slide(.newBatter, rare: false, badge: M.badgeNewBatter, role: .notice, headline: name,
                            detail: M.newBatterDetail(position: position + 1, partner: partner?.name,
                                                      runs: partner?.runs ?? 0, balls: partner?.balls ?? 0), inn, s)
        // Whom the slide is about, as data (never drawn): the roster's photo is found by it
        // (`Scoreboard.withPictures`, ADR 055), whatever the headline's wording.
        arrival.board.fields.append(BoardField("subject", name, priority: P.extra, role: .muted))
        return arrival
    }

    static func hatTrick(_ bowler: String, _ was: Innings, _ inn: Innings, _ s: CricketState) -> EventSlide? {
        guard let b = inn.bowlerIndex(bowler).map({ inn.bowlers[$0] }), b.wicketRun == 3,
            (was.bowlerIndex(bowler).flatMap { was.bowlers[$0].wicketRun } ?? 0) == 2
        else { return nil }
        return slide(.hatTrick, rare: true, badge: M.badgeHatTrick, role: .wicket,
                     headline: M.hatTrick(b.name), detail: CricketFormat.bowlerFigures(b, inn, s.rules), inn, s)
    }

    static func chaseStart(_ inn: Innings, _ s: CricketState) -> EventSlide? {
        guard let target = inn.target, inn.closed == nil else { return nil }
        let need = target.runs - inn.runs
        guard need > 0 else { return nil }
        let team = s.setup.teams[inn.battingTeam].name
        let balls = CricketBoard.ballsRemaining(inn, s.rules.ballsPerOver)
        return slide(.chaseStart, rare: false, badge: M.badgeChase, role: .notice,
                     headline: M.chase(team, need: need, balls: balls), detail: M.target(target.runs), inn, s)
    }

    static func figures(_ b: BatterScore) -> String {
        M.batterFigures(runs: b.runs, balls: b.balls, fours: b.fours, sixes: b.sixes)
    }

    static func slide(
        _ kind: EventSlide.Kind, rare: Bool, badge: String, role: BoardRole, headline: String, detail: String,
        _ inn: Innings, _ s: CricketState
    ) -> EventSlide {
        let team = s.setup.teams[inn.battingTeam]
        let score = M.scoreAt(CricketFormat.score(runs: inn.runs, wickets: inn.wickets, s.rules.scoreFormat), CricketBoard.progressText(inn, s.rules))
        return EventSlide(kind: kind, rare: rare, board: Scoreboard(layout: .cricketEvent, fields: [
            BoardField("badge", badge, priority: P.essential, role: role),
            BoardField("headline", headline, priority: P.essential, role: .emphasis),
            BoardField("detail", detail, priority: P.high),
            BoardField("score", score, priority: P.high),
            BoardField("battingTeam", team.name, compact: team.short, priority: P.medium, role: .muted),
        ]))
    }
}
