/// Starting and closing innings, targets, follow-on and super overs.
extension CricketRules {
    static func startInnings(_ s: inout CricketState, _ striker: String?, _ nonStriker: String?)
        throws(CricketRejection)
    {
        switch s.phase {
        case .awaitingOpeners: break
        case .inPlay: throw .inningsInProgress
        case .awaitingResult: throw .awaitingResult
        case .finished: throw .matchOver
        }
        let kind = s.innings.isEmpty ? .regular : s.nextInningsKind
        let team = nextBattingTeam(s, kind: kind)
        let strikerName = striker ?? CricketMessages.placeholderBatter(1)
        let nonStrikerName = nonStriker ?? CricketMessages.placeholderBatter(2)
        guard strikerName != nonStrikerName else { throw .batterAlreadyIn(strikerName) }

        let rules = s.rules
        let superOver = kind == .superOver
        let allOut = rules.lastManStands ? rules.playersPerSide : rules.playersPerSide - 1
        // A super over ends at two wickets, or sooner when a side is smaller than three.
        var innings = Innings(battingTeam: team, kind: kind, allOutAt: superOver ? min(2, allOut) : allOut)
        innings.limit = superOver ? OversNotation(overs: 1) : rules.oversPerInnings.map { OversNotation(overs: $0) }
        if rules.resultMode == .winDraw, !superOver, let first = rules.maxFirstInningsOvers {
            innings.limit = OversNotation(overs: first)
        }
        if let target = chaseTarget(s, kind: kind, team: team) {
            innings.target = target
            if let overs = target.overs { innings.limit = overs }
        }
        // Penalty runs won while fielding before this side had batted (Law 41.17.2).
        innings.runs = s.pendingPenalty[team]
        innings.extras.penalty = s.pendingPenalty[team]
        s.pendingPenalty[team] = 0
        if let format = startingFormat(s, team: team, kind: kind) {
            innings.format = format
            innings.runs += format.startingRuns + format.runsWon
            s.pendingWicketRuns?[team] = 0
            if rules.oversPerPair != nil {
                innings.format?.pairs = [PairScore(batters: [strikerName, nonStrikerName], firstOver: 0)]
            }
        }
        innings.batters = [BatterScore(name: strikerName), BatterScore(name: nonStrikerName)]

        s.innings.append(innings)
        s.revisedTarget = nil
        s.nextInningsKind = .regular
        s.striker = strikerName
        s.nonStriker = nonStrikerName
        s.bowler = nil
        s.needsBowler = true
        s.freeHit = false
        s.warnedBowlers = []
        s.phase = .inPlay
    }

    static func nextBattingTeam(_ s: CricketState, kind: CricketState.InningsKind) -> Int {
        guard let last = s.innings.last else { return s.setup.battingFirst }
        let other = 1 - last.battingTeam
        switch kind {
        case .regular: return other
        case .followOn: return last.battingTeam
        case .superOver:
            // The side that batted second in the tied match (or tied super over) bats first.
            let superInnings = s.innings.filter { $0.kind == .superOver }.count
            return superInnings % 2 == 0 ? last.battingTeam : other
        }
    }

    /// The target of the innings about to start, if it is a chase.
    static func chaseTarget(_ s: CricketState, kind: CricketState.InningsKind, team: Int) -> Target? {
        if kind == .superOver {
            let superInnings = s.innings.filter { $0.kind == .superOver }
            guard superInnings.count % 2 == 1, let first = superInnings.last else { return nil }
            return Target(runs: first.runs + 1, overs: OversNotation(overs: 1))
        }
        let regular = s.innings.filter { $0.kind != .superOver }
        guard regular.count == 2 * s.rules.inningsPerSide - 1 else { return nil }
        if let revised = s.revisedTarget { return revised }
        let own = regular.filter { $0.battingTeam == team }.reduce(0) { $0 + $1.runs }
        let theirs = regular.filter { $0.battingTeam != team }.reduce(0) { $0 + $1.runs }
        var overs = s.rules.inningsPerSide == 1 ? s.rules.oversPerInnings.map { OversNotation(overs: $0) } : nil
        if s.rules.resultMode == .winDraw { overs = transferredOvers(s) }
        return Target(runs: theirs - own + 1, overs: overs)
    }

    /// Closes the innings in play when the ball just recorded ended it.
    static func checkInningsEnd(_ s: inout CricketState) {
        guard s.phase == .inPlay, let innings = s.current else { return }
        let rules = s.rules
        if let target = innings.target, innings.runs >= target.runs, !playsAllOvers(rules) || innings.kind == .superOver {
            closeInnings(&s, by: .targetReached)
        } else if innings.wickets >= innings.allOutAt, rules.allOut || innings.kind == .superOver {
            closeInnings(&s, by: .allOut)
        } else if let limit = innings.limit,
            innings.completedOvers * 1000 + innings.ballsInOver >= limit.overs * 1000 + limit.balls
        {
            closeInnings(&s, by: .oversUp)
        }
    }

    /// Ends the innings in play and decides what follows: the next innings or the result.
    static func closeInnings(_ s: inout CricketState, by reason: Innings.ClosedBy) {
        withCurrent(&s) { $0.closed = reason }
        s.lastEvent = .inningsEnd
        s.phase = .awaitingOpeners
        guard let closed = s.current else { return }
        let teams = s.setup.teams

        if closed.kind == .superOver {
            let pair = s.innings.filter { $0.kind == .superOver }
            guard pair.count % 2 == 0 else {
                s.nextInningsKind = .superOver
                return
            }
            let first = pair[pair.count - 2]
            if closed.runs > first.runs {
                finish(&s, winner: closed.battingTeam, CricketMessages.wonSuperOver(teams[closed.battingTeam].name))
            } else if closed.runs < first.runs {
                finish(&s, winner: first.battingTeam, CricketMessages.wonSuperOver(teams[first.battingTeam].name))
            } else {
                finish(&s, winner: nil, CricketMessages.tied, tied: true)
            }
            return
        }

        let regular = s.innings.filter { $0.kind != .superOver }
        let scheduled = 2 * s.rules.inningsPerSide
        // Play ends with the last hour: a first innings still going then leaves a draw.
        if s.rules.resultMode == .winDraw, regular.count < scheduled, reason == .oversUp,
            closed.format?.lastHourEndsAt != nil
        {
            finish(&s, winner: nil, CricketMessages.drawn, drawn: true)
            return
        }
        if s.rules.inningsPerSide > 1, regular.count == scheduled - 1, closed.closed == .rain {
            // An innings stopped by rain is not completed (Law 16.1): no innings result; the
            // scorer records the draw (or a restart) with endMatch.
            s.phase = .awaitingResult
            return
        }
        if s.rules.inningsPerSide > 1, regular.count == scheduled - 1 {
            // A side that batted twice and still trails has lost by an innings.
            let twice = closed.battingTeam
            let twiceRuns = regular.filter { $0.battingTeam == twice }.reduce(0) { $0 + $1.runs }
            let onceRuns = regular.filter { $0.battingTeam != twice }.reduce(0) { $0 + $1.runs }
            if twiceRuns < onceRuns {
                let winner = 1 - twice
                finish(&s, winner: winner, CricketMessages.wonByInnings(teams[winner].name, onceRuns - twiceRuns))
            }
            return
        }
        guard regular.count >= scheduled else { return }
        decideChase(&s, closed)
    }

    /// The result once the last scheduled innings is over.
    static func decideChase(_ s: inout CricketState, _ chase: Innings) {
        let teams = s.setup.teams
        guard let target = chase.target else { return }
        let chasing = chase.battingTeam
        let defending = 1 - chasing
        let dls = target.method == .dls
        let rules = s.rules
        if chase.runs >= target.runs && chase.kind != .superOver && playsAllOvers(rules) {
            // Every pair batted its overs: the margin is in runs, whichever side batted first.
            finish(&s, winner: chasing, CricketMessages.wonByRuns(teams[chasing].name, chase.runs - target.runs + 1))
        } else if chase.runs >= target.runs && chase.kind != .superOver && !rules.allOut {
            // Nobody is ever all out, so wickets in hand mean nothing: the balls left do.
            let left = CricketBoard.ballsRemaining(chase, rules.ballsPerOver)
            finish(&s, winner: chasing, CricketMessages.wonWithBalls(teams[chasing].name, left))
        } else if chase.runs >= target.runs {
            let wickets = chase.allOutAt - chase.wickets
            finish(&s, winner: chasing, CricketMessages.method(CricketMessages.wonByWickets(teams[chasing].name, wickets), dls: dls))
        } else if chase.closed == .rain {
            // Rain stopped the chase: only the scorer knows the outcome (DLS, no result).
            s.phase = .awaitingResult
        } else if rules.resultMode == .winDraw, chase.kind != .superOver, chase.closed != .allOut {
            // Win/draw: a chase that ends short with batters left is a draw, level or not.
            finish(&s, winner: nil, CricketMessages.drawn, drawn: true)
        } else if chase.runs == target.runs - 1 {
            finish(&s, winner: nil, dls ? CricketMessages.tiedDLS : CricketMessages.tied, tied: true)
        } else {
            finish(&s, winner: defending, CricketMessages.method(CricketMessages.wonByRuns(teams[defending].name, target.runs - 1 - chase.runs), dls: dls))
        }
    }

    static func finish(_ s: inout CricketState, winner: Int?, _ text: String, tied: Bool = false, drawn: Bool = false) {
        s.result = MatchResult(winner: winner.map { s.setup.teams[$0].name }, text: text, tied: tied, drawn: drawn ? true : nil)
        s.phase = .finished
        s.lastEvent = .matchEnd
    }

    // MARK: Scorer-driven endings

    static func endInnings(_ s: inout CricketState, _ reason: CricketAction.InningsEndReason)
        throws(CricketRejection)
    {
        if reason == .forfeited, s.phase == .awaitingOpeners {
            // A forfeited innings is recorded as an innings of no balls (Law 15.2).
            try startInnings(&s, nil, nil)
            s.innings[s.innings.count - 1].batters = []
        } else {
            try requireInPlay(s)
            if reason == .forfeited, let current = s.current, current.legalBalls + current.extras.total > 0 {
                throw .declareBeforeBall
            }
        }
        let closedBy: Innings.ClosedBy = switch reason {
        case .declared: .declared
        case .rain: .rain
        case .forfeited: .forfeited
        case .allOut: .allOut
        }
        closeInnings(&s, by: closedBy)
    }

    static func enforceFollowOn(_ s: inout CricketState) throws(CricketRejection) {
        let regular = s.innings.filter { $0.kind != .superOver }
        guard s.phase == .awaitingOpeners, s.rules.inningsPerSide == 2, regular.count == 2 else {
            throw .followOnNotAvailable
        }
        let lead = regular[0].runs - regular[1].runs
        guard lead >= s.rules.followOnLead else {
            throw .followOnLeadTooSmall(lead: lead, needed: s.rules.followOnLead)
        }
        s.nextInningsKind = .followOn
    }

    static func setTarget(_ s: inout CricketState, runs: Int, overs: OversNotation?, method: CricketAction.TargetMethod?)
        throws(CricketRejection)
    {
        // Runs and overs are in range (checked with every action); the balls must fit an over.
        guard overs.map({ $0.balls < s.rules.ballsPerOver }) ?? true else { throw .badTarget }
        let target = Target(runs: runs, overs: overs, method: method)
        let regular = s.innings.filter { $0.kind != .superOver }
        let scheduled = 2 * s.rules.inningsPerSide
        switch s.phase {
        case .awaitingOpeners where regular.count == scheduled - 1 && s.nextInningsKind != .superOver:
            s.revisedTarget = target
        case .inPlay where regular.count == scheduled && s.current?.kind != .superOver:
            withCurrent(&s) { innings in
                innings.target = target
                innings.limit = overs ?? innings.limit
            }
            checkInningsEnd(&s)
        default:
            throw .targetNotAllowed
        }
    }

    static func startSuperOver(_ s: inout CricketState) throws(CricketRejection) {
        guard s.phase == .finished, s.result?.tied == true,
            s.rules.oversPerInnings != nil
        else { throw .superOverNeedsTie }
        s.result = nil
        s.phase = .awaitingOpeners
        s.nextInningsKind = .superOver
    }

    static func endMatch(
        _ s: inout CricketState, _ reason: CricketAction.MatchEndReason, winner: String?, par: Int?
    ) throws(CricketRejection) {
        // A tie (of the match or of a super over) may be settled by a rule outside the ball
        // data, such as the boundary count: the scorer then awards the match to the winner.
        let settlesTie = reason == .award && s.phase == .finished && s.result?.tied == true
        // A win/draw league may give one side the better of a draw (a "winning draw").
        let settlesDraw = reason == .draw && winner != nil && s.phase == .finished && s.result?.drawn == true
        guard s.phase != .finished || settlesTie || settlesDraw else { throw .matchOver }
        var winnerIndex: Int?
        if let winner {
            guard let index = teamIndex(s, named: winner) else { throw .unknownTeam(winner) }
            winnerIndex = index
        }
        if s.phase == .inPlay { withCurrent(&s) { $0.closed = .matchEnded } }
        let teams = s.setup.teams
        switch reason {
        case .noResult: finish(&s, winner: nil, CricketMessages.noResult)
        case .abandoned: finish(&s, winner: nil, CricketMessages.abandoned)
        case .draw:
            let winDraw = s.rules.resultMode == .winDraw
            let text = winnerIndex.map { CricketMessages.winningDraw(teams[$0].name) } ?? CricketMessages.drawn
            finish(&s, winner: nil, text, drawn: winDraw)
        case .dls:
            guard let index = winnerIndex else {
                if winner == nil, par != nil {
                    finish(&s, winner: nil, CricketMessages.tiedDLS, tied: true)
                    s.result?.par = par
                    return
                }
                throw .dlsNeedsWinner
            }
            // The margin is the distance from the par score where play stopped.
            let margin = par.flatMap { p in s.current.map { abs($0.runs - p) } }
            finish(&s, winner: index, CricketMessages.wonDLS(teams[index].name, runs: margin))
            s.result?.par = par
        case .award:
            guard let index = winnerIndex else { throw .awardNeedsWinner }
            let text = settlesTie ? CricketMessages.wonTieBreak(teams[index].name) : CricketMessages.awarded(teams[index].name)
            finish(&s, winner: index, text)
        }
    }
}
