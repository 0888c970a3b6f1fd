/// Turns badminton state into the display model. Fields are keyed by end (`left…`,
/// `right…`), not by side, so a screen follows the players when they change ends without
/// knowing why.
public enum BadmintonBoard {
    typealias Priority = BoardPriority

    /// The board for `s`. With `now`, the match time runs on while the clock runs and an
    /// interval counts down from its start; without it, both stand where the actions left them.
    public static func build(_ s: BadmintonState, now: Timestamp? = nil) -> Scoreboard {
        typealias P = Priority
        let left = s.game.leftEnd(s.format)
        let live = s.phase == .inPlay
        var f: [BoardField] = []
        for (end, side) in [("left", left), ("right", left.other)] {
            let serving = live && s.game.serving == side
            let team = s.setup.sides[side]
            f.append(BoardField(
                key(end, "Name"), names(s, side, serving: serving),
                compact: team.short.map { serving ? BadmintonMessages.serving($0) : $0 },
                priority: P.essential, role: serving ? .server : .normal, flag: serving))
            if team.players != [team.name] {
                f.append(BoardField(key(end, "Team"), team.name, priority: P.low, role: .muted))
            }
            f.append(BoardField(key(end, "Games"), "\(s.gamesWon[side])", priority: P.essential))
            f.append(BoardField(key(end, "Points"), "\(s.game.score[side])", priority: P.essential, role: .emphasis))
            let won = s.wonGames
            if !won.isEmpty {
                let tokens = won.map { BoardToken("\($0.score[side])", role: $0.winner == side ? .emphasis : .muted) }
                f.append(BoardField(key(end, "GameScores"), tokens.map(\.text).joined(separator: " "), priority: P.medium, items: tokens))
            }
            let cards = s.cards.filter { $0.side == side }
            if !cards.isEmpty {
                let tokens = cards.map {
                    BoardToken($0.kind == .red ? BadmintonMessages.cardTokenRed : BadmintonMessages.cardTokenYellow, role: .warning)
                }
                f.append(BoardField(key(end, "Cards"), tokens.map(\.text).joined(separator: " "), priority: P.low, role: .warning, items: tokens))
            }
        }
        if live {
            let right = s.game.serviceCourt == .right
            f.append(BoardField(
                "serviceCourt", right ? BadmintonMessages.courtRight : BadmintonMessages.courtLeft,
                compact: right ? BadmintonMessages.courtRightCompact : BadmintonMessages.courtLeftCompact,
                priority: P.high, role: .server))
        }
        if s.phase != .finished {
            f.append(BoardField("game", BadmintonMessages.game(s.game.number), priority: P.medium, role: .muted))
        }
        f += notices(s, now: now)
        if s.logged {
            // Where match time would be: a logged match has no rallies, so no time of its own.
            f.append(BoardField("logged", BadmintonMessages.logged, priority: P.low, role: .muted))
        } else if s.clock.latest != nil {
            f.append(BoardField("elapsed", BadmintonMessages.elapsed(s.clock.elapsedSeconds(at: now)), priority: P.low, role: .muted))
        }
        return Scoreboard(layout: layout(s), fields: f)
    }

    /// The layout `build` gives `s`, without building the board (see `CricketBoard.layout`).
    public static func layout(_ s: BadmintonState) -> BoardLayout {
        s.phase == .finished ? .result : .badmintonCourt
    }

    private static func key(_ end: String, _ name: String) -> BoardKey { BoardKey(rawValue: end + name) }

    /// The players of a side, the server marked.
    private static func names(_ s: BadmintonState, _ side: BadmintonSide, serving: Bool) -> String {
        let players = s.setup.sides[side].players.enumerated().map { index, name in
            serving && index == s.game.server ? BadmintonMessages.serving(name) : name
        }
        return players.count == 2 ? BadmintonMessages.pair(players[0], players[1]) : players.first ?? ""
    }

    private static func notices(_ s: BadmintonState, now: Timestamp?) -> [BoardField] {
        typealias P = Priority
        var f: [BoardField] = []
        if let result = s.result {
            let short = resultText(s, result, short: true)
            f.append(BoardField("status", resultText(s, result), compact: short == resultText(s, result) ? nil : short,
                                priority: P.essential, role: .result))
            return f
        }
        if s.clock.paused {
            f.append(BoardField("paused", BadmintonMessages.paused, priority: P.essential, role: .warning))
        }
        let points = s.gamePoints
        if let first = points.first {
            let match = points.allSatisfy(\.matchPoint)
            let text: String = switch (points.count, match) {
            case (2, true): BadmintonMessages.matchPointBoth
            case (2, false): BadmintonMessages.gamePointBoth
            case (_, true): BadmintonMessages.matchPoint(s.name(first.side))
            case (_, false): BadmintonMessages.gamePoint(s.name(first.side))
            }
            f.append(BoardField(
                "gamePoint", text, compact: match ? BadmintonMessages.matchPointCompact : BadmintonMessages.gamePointCompact,
                priority: P.high, role: .notice))
        }
        if let finished = s.phase == .gameWon ? s.game : (s.game.points.isEmpty ? s.closedGames.last : nil),
           let winner = finished.winner
        {
            let score = BadmintonMessages.score(finished.score, winner)
            f.append(BoardField("gameResult", BadmintonMessages.gameTo(finished.number, s.name(winner), score), priority: P.high, role: .result))
        }
        if let interval = s.interval {
            let remaining = interval.remainingSeconds(at: now)
            f.append(BoardField("interval", BadmintonMessages.interval(seconds: remaining), priority: P.high, role: .notice))
            f.append(BoardField("intervalSeconds", "\(interval.seconds)", priority: P.extra, role: .muted))
            if let from = interval.from {
                f.append(BoardField("intervalFrom", from.text, priority: P.extra, role: .muted))
            }
        }
        if s.changeEnds {
            f.append(BoardField("changeEnds", BadmintonMessages.changeEnds, priority: P.high, role: .notice))
        }
        return f
    }

    /// `short`: by the sides' codes where they have them (an LED panel's "CHN won 21-19, …").
    static func resultText(_ s: BadmintonState, _ result: BadmintonResult, short: Bool = false) -> String {
        func name(_ side: BadmintonSide) -> String { short ? s.setup.sides[side].short ?? s.name(side) : s.name(side) }
        let winner = name(result.winner)
        switch result.how {
        case .played:
            let scores = s.wonGames.map { BadmintonMessages.score($0.score, result.winner) }
            return BadmintonMessages.wonMatch(winner, scores)
        case .retired: return BadmintonMessages.retired(winner, name(result.winner.other))
        case .walkover: return BadmintonMessages.walkover(winner)
        }
    }
}
