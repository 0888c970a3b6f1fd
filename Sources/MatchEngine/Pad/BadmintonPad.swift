/// The badminton half of a scorer's pad: both sides with their points and games, who serves,
/// and, once a game is won, the choices for the next one (the winner names its server, the
/// loser its receiver, Laws 7 and 11).
public struct BadmintonPad: Codable, Sendable, Equatable {
    public enum Waiting: String, Codable, Sendable, Equatable {
        /// A rally can be scored.
        case rally
        /// The game is won: the next one needs its server and receiver.
        case nextGame
        /// Play is suspended until `resume`.
        case paused
        case finished
    }

    public struct Side: Codable, Sendable, Equatable {
        /// "A" or "B", as the action lines name it.
        public var side: String
        public var name: String
        public var players: [String]
        /// Points in the game on the board.
        public var points: Int
        public var games: Int
        /// This side serves the next rally.
        public var serving: Bool
        /// "Aces 21-19" style game scores won so far, from this side's view ("21", "19").
        public var gameScores: [String]
        /// Cards given to this side ("Y", "R").
        public var cards: [String]
    }

    public var waiting: Waiting
    public var prompt: String
    public var a: Side
    public var b: Side
    /// "Game 2".
    public var game: String
    /// "Games 1-0".
    public var gamesLine: String
    /// The serving player and the receiver, when a rally is due.
    public var server: String?
    public var receiver: String?
    /// Once a game is won: the winner's side and its players (who may serve), the loser's
    /// (who may receive).
    public var winner: String?
    public var serverChoices: [String]
    public var receiverChoices: [String]
    public var paused: Bool
    public var canUndo: Bool
    public var result: String?
    /// The score as a screen reader says it: "Lin 12, Lee 9, game 2"; the result at the end.
    public var spoken: String
}

/// Builds the badminton pad from the state; the words are the board's own where it has them.
enum BadmintonPadBuilder {
    static func build(_ s: BadmintonState, canUndo: Bool) -> BadmintonPad {
        let waiting: BadmintonPad.Waiting = switch s.phase {
        case .finished: .finished
        case .gameWon: .nextGame
        case .inPlay: s.clock.paused ? .paused : .rally
        }
        let winner = waiting == .nextGame ? s.game.winner : nil
        let prompt: String = switch waiting {
        case .rally: PadMessages.nextRally
        case .paused: PadMessages.paused
        case .finished: s.result.map { BadmintonBoard.resultText(s, $0) } ?? ""
        case .nextGame: winner.map { PadMessages.chooseNextGame(s.name($0), s.name($0.other)) } ?? ""
        }
        let rally = waiting == .rally || waiting == .paused
        let won = s.gamesWon
        return BadmintonPad(
            waiting: waiting,
            prompt: prompt,
            a: side(.a, s, serving: rally && s.game.serving == .a),
            b: side(.b, s, serving: rally && s.game.serving == .b),
            game: BadmintonMessages.game(s.game.number),
            gamesLine: PadMessages.games(won.a, won.b),
            server: rally ? s.player(s.game.serving, s.game.server) : nil,
            receiver: rally ? s.player(s.game.serving.other, s.game.receiver) : nil,
            winner: winner?.rawValue,
            serverChoices: winner.map { s.setup.sides[$0].players } ?? [],
            receiverChoices: winner.map { s.setup.sides[$0.other].players } ?? [],
            paused: s.clock.paused,
            canUndo: canUndo,
            result: s.result.map { BadmintonBoard.resultText(s, $0) },
            spoken: spoken(s))
    }

    static func spoken(_ s: BadmintonState) -> String {
        if let result = s.result { return BadmintonBoard.resultText(s, result) }
        return PadMessages.spokenRally(s.name(.a), s.game.score[.a], s.name(.b), s.game.score[.b], game: s.game.number)
    }

    static func side(_ side: BadmintonSide, _ s: BadmintonState, serving: Bool) -> BadmintonPad.Side {
        let team = s.setup.sides[side]
        return BadmintonPad.Side(
            side: side.rawValue, name: team.name, players: team.players,
            points: s.game.score[side], games: s.gamesWon[side], serving: serving,
            gameScores: s.wonGames.map { "\($0.score[side])" },
            cards: s.cards.filter { $0.side == side }.map { $0.kind == .red ? BadmintonMessages.cardTokenRed : BadmintonMessages.cardTokenYellow })
    }
}

extension BadmintonSession {
    public var spokenScore: String? { BadmintonPadBuilder.spoken(state) }

    public func scoringPad() -> ScoringPad {
        let pad = BadmintonPadBuilder.build(state, canUndo: history.canUndo || history.baseCount > 0)
        return ScoringPad(sport: Self.sport, title: PadMessages.title(state.name(.a), state.name(.b)), badminton: pad)
    }
}
