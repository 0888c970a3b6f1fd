/// Builds the cricket pad from the state. Every choice is asked of the rules by trying the
/// action on a copy of the state, so the pad offers exactly what the engine will accept and
/// holds no second copy of a rule.
enum CricketPadBuilder {
    static func build(_ s: CricketState, canUndo: Bool) -> CricketPad {
        let teams = s.setup.teams
        let rules = s.rules
        let waiting = self.waiting(s)
        let battingIndex = waiting == .openers ? CricketRules.nextBattingTeam(s, kind: s.nextInningsKind) : (s.current?.battingTeam ?? s.setup.battingFirst)
        let batting = teams[battingIndex]
        let fielding = teams[1 - battingIndex]
        let board = CricketBoard.build(s)

        var batterChoices: [String] = []
        switch waiting {
        case .openers: batterChoices = batting.players.filter { accepts(.openers(striker: $0, nonStriker: nil), s) }
        case .newPair: batterChoices = batting.players.filter { accepts(.newPair(striker: $0, nonStriker: nil), s) }
        case .newBatter: batterChoices = batting.players.filter { accepts(.newBatter(name: $0, onStrike: nil), s) }
        case .bowler, .ball, .result, .finished: break
        }
        var bowlerChoices: [String] = []
        if waiting == .bowler || waiting == .ball {
            // The XI first, then anyone who has bowled in this innings under another name
            // (a placeholder "Bowler 2" before the names were typed in).
            let bowled = s.current?.bowlers.map(\.name) ?? []
            let candidates = fielding.players + bowled.filter { !fielding.players.contains($0) }
            bowlerChoices = candidates.filter { accepts(.bowler(name: $0), s) }
        }
        let inPlay = s.phase == .inPlay
        let house = rules.houseRules
        return CricketPad(
            waiting: waiting,
            prompt: prompt(waiting, batting: batting.name),
            battingTeam: batting.name,
            bowlingTeam: fielding.name,
            scoreLine: s.result?.text ?? scoreLine(s, board),
            spoken: spoken(s, board),
            battersLine: battersLine(board),
            bowlerLine: inPlay ? board["bowler"].map { PadMessages.bowling($0.text) } ?? "" : "",
            overTokens: overTokens(s, board),
            striker: inPlay ? s.striker : nil,
            nonStriker: inPlay ? s.nonStriker : nil,
            bowler: inPlay && !s.needsBowler ? s.bowler : nil,
            batterChoices: batterChoices,
            bowlerChoices: bowlerChoices,
            fielders: fielding.players,
            dismissals: ballDismissals.map { PadChoice($0.rawValue, PadMessages.dismissal($0)) },
            canBeOut: inPlay ? [s.striker, s.nonStriker].compactMap { $0 } : [],
            wideRuns: rules.wideRuns,
            noBallRuns: rules.noBallRuns,
            bowlerWarning: house.bowlerWarning,
            p5: house.p5,
            p10: house.p10,
            bonusRuns: house.bonusRuns,
            canDeclare: accepts(.endInnings(reason: .declared), s),
            canSetTarget: accepts(.setTarget(runs: 1, overs: nil, method: .dls), s),
            canSuperOver: accepts(.superOver, s),
            canUndo: canUndo,
            canAwardPenalty: accepts(.penaltyRuns(runs: 5, to: .batting), s),
            canHousePenalty: waiting == .ball,
            endReasons: waiting == .result ? endReasons(s) : [],
            freeHit: inPlay && s.freeHit,
            result: s.result?.text)
    }

    /// What comes before the next ball, in the order the box fills the gaps (a new batter
    /// before the next over's bowler).
    static func waiting(_ s: CricketState) -> CricketPad.Waiting {
        switch s.phase {
        case .awaitingOpeners: return .openers
        case .awaitingResult: return .result
        case .finished: return .finished
        case .inPlay:
            if CricketRules.needsPair(s) { return .newPair }
            if !CricketRules.soloBatter(s), s.striker == nil || s.nonStriker == nil { return .newBatter }
            if s.needsBowler { return .bowler }
            return .ball
        }
    }

    static func prompt(_ waiting: CricketPad.Waiting, batting: String) -> String {
        switch waiting {
        case .openers: PadMessages.chooseOpeners(batting)
        case .newPair: PadMessages.chooseNewPair(batting)
        case .newBatter: PadMessages.chooseNewBatter
        case .bowler: PadMessages.chooseBowler
        case .ball: PadMessages.nextBall
        case .result: PadMessages.chooseResult
        case .finished: PadMessages.matchOver
        }
    }

    /// Ways out off a ball; retired out, timed out and P10 have their own actions.
    static let ballDismissals: [DismissalKind] = [
        .bowled, .caught, .caughtAndBowled, .lbw, .runOut, .stumped, .hitWicket, .hitBallTwice, .obstructingTheField, .out,
    ]

    /// The batting side's score as the board shows it; before a ball, the board's status.
    static func scoreLine(_ s: CricketState, _ board: Scoreboard) -> String {
        guard let inn = s.current, let score = board["score"]?.text else {
            return board["status"]?.text ?? ""
        }
        let team = s.setup.teams[inn.battingTeam].name
        let progress = CricketBoard.progressText(inn, s.rules)
        return s.rules.progress == .overs ? PadMessages.scoreLine(team, score, progress) : PadMessages.scoreLineBalls(team, score, progress)
    }

    /// The score in words for a screen reader; the result once there is one, the board's
    /// status between innings.
    static func spoken(_ s: CricketState, _ board: Scoreboard) -> String {
        if let result = s.result?.text { return result }
        guard s.phase == .inPlay || s.phase == .awaitingResult, let inn = s.current else { return board["status"]?.text ?? "" }
        let team = s.setup.teams[inn.battingTeam].name
        let progress = s.rules.progress == .overs
            ? PadMessages.afterOvers(CricketFormat.overs(inn.completedOvers, inn.ballsInOver))
            : PadMessages.afterBalls(CricketBoard.progressText(inn, s.rules))
        let score = PadMessages.spokenScore(team, runs: inn.runs, wickets: inn.wickets, progress)
        guard let need = board["need"]?.text else { return score }
        return PadMessages.spokenWithNeed(score, need)
    }

    /// The board's lines for the batters in, striker first.
    static func battersLine(_ board: Scoreboard) -> String {
        let lines = [board["batter1"], board["batter2"]].compactMap { $0?.text }
        return lines.isEmpty ? "" : PadMessages.batting(lines)
    }

    /// The over in progress as the board's tokens; at an over's end (no ball of the next one
    /// yet) the over just completed, so the scorer still sees it while choosing the bowler.
    static func overTokens(_ s: CricketState, _ board: Scoreboard) -> [BoardToken] {
        guard let inn = s.current, let strip = board["lastBalls"]?.items else { return [] }
        let count = inn.currentOver.tokens ?? (inn.currentOver.bowlers.isEmpty ? inn.overLog.last?.tokens ?? 0 : 0)
        return Array(strip.suffix(min(count, strip.count)))
    }

    static func endReasons(_ s: CricketState) -> [PadChoice] {
        CricketAction.MatchEndReason.allCases
            .filter { accepts(.endMatch(reason: $0, winner: nil, parScore: nil), s) }
            .map { PadChoice($0.rawValue, PadMessages.endReason($0)) }
    }

    /// Whether the rules take `action` now; tried on a copy, the state is not changed.
    static func accepts(_ action: CricketAction, _ s: CricketState) -> Bool {
        do throws(CricketRejection) {
            _ = try CricketRules.apply(action, to: s)
            return true
        } catch {
            return false
        }
    }
}

extension CricketSession {
    public var spokenScore: String? { CricketPadBuilder.spoken(state, CricketBoard.build(state)) }

    public func scoringPad() -> ScoringPad {
        let teams = state.setup.teams
        let pad = CricketPadBuilder.build(state, canUndo: history.canUndo || history.baseCount > 0)
        return ScoringPad(sport: Self.sport, title: PadMessages.title(teams[0].name, teams[1].name), cricket: pad)
    }
}
