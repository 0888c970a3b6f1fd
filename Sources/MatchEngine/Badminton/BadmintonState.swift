/// The folded state of a badminton match. Only the rules (`BadmintonRules`) change it.
public struct BadmintonState: Sendable, Equatable {
    public var setup: BadmintonSetup
    /// Games closed by `advanceGame` (or automatically), in order.
    public var closedGames: [BadmintonGame] = []
    /// The game on the board: in play, or won and waiting for `advanceGame`.
    public var game: BadmintonGame
    public var result: BadmintonResult?
    public var cards: [BadmintonCard] = []
    public var clock = MatchClock()
    /// The match was logged by its game scores (`loggedResult`): its games have no rallies,
    /// so server, courts, match time and rally counts are unknown, not zero.
    public var logged = false

    public enum Phase: String, Codable, Sendable, Equatable {
        case inPlay
        /// The game is won and stays on the board until `advanceGame`.
        case gameWon
        case finished
    }

    public var phase: Phase {
        if result != nil { return .finished }
        return game.winner == nil ? .inPlay : .gameWon
    }

    public var format: BadmintonFormat { setup.format }

    /// Every game with a winner, the one on the board included.
    public var wonGames: [BadmintonGame] {
        game.winner == nil ? closedGames : closedGames + [game]
    }

    public var gamesWon: PerSide<Int> {
        var count = PerSide(a: 0, b: 0)
        for game in wonGames { if let winner = game.winner { count[winner] += 1 } }
        return count
    }

    public func name(_ side: BadmintonSide) -> String { setup.sides[side].name }

    public func player(_ side: BadmintonSide, _ index: Int) -> String {
        let players = setup.sides[side].players
        return players.indices.contains(index) ? players[index] : setup.sides[side].name
    }
}

public struct BadmintonResult: Sendable, Equatable {
    public var winner: BadmintonSide
    public var how: How

    public enum How: String, Codable, Sendable, Equatable {
        case played, retired, walkover
    }
}

/// A misconduct card (Law 16), kept with the score when it was given.
public struct BadmintonCard: Codable, Sendable, Equatable {
    public var side: BadmintonSide
    public var player: String?
    public var kind: Kind
    public var game: Int
    public var score: PerSide<Int>

    public enum Kind: String, Codable, Sendable, Equatable {
        case yellow, red
    }
}

/// The breaks in play a display announces, derived from the state so that a warning or a
/// pause recorded during an interval does not hide it.
extension BadmintonState {
    public struct Interval: Sendable, Equatable {
        public var seconds: Int
        /// When the interval began (the time of the point that started it), if known.
        public var from: Timestamp?
        public var betweenGames: Bool

        /// Seconds left at `now`, counted down from `from` and floored at 0; the full length
        /// when `now` or `from` is unknown, or `now` is before the interval began.
        public func remainingSeconds(at now: Timestamp?) -> Int {
            guard let now, let from else { return seconds }
            return max(0, seconds - max(0, now.seconds - from.seconds))
        }
    }

    public var interval: Interval? {
        switch phase {
        case .finished: return nil
        case .gameWon:
            return Interval(seconds: BadmintonFormat.betweenGamesIntervalSeconds, from: game.points.last?.at, betweenGames: true)
        case .inPlay:
            if game.points.isEmpty, let previous = closedGames.last {
                return Interval(seconds: BadmintonFormat.betweenGamesIntervalSeconds, from: previous.points.last?.at, betweenGames: true)
            }
            guard let mark = format.intervalAt, game.justReached(mark) else { return nil }
            return Interval(seconds: BadmintonFormat.midGameIntervalSeconds, from: game.points.last?.at, betweenGames: false)
        }
    }

    /// The players are due to change ends now (after a game, or mid-way in the decider).
    public var changeEnds: Bool {
        switch phase {
        case .finished: false
        case .gameWon: true
        case .inPlay:
            (game.points.isEmpty && !closedGames.isEmpty)
                || (game.start.decider && game.justReached(format.changeEndsAt))
        }
    }

    /// Sides one rally away from winning the game, and whether that would win the match.
    public var gamePoints: [(side: BadmintonSide, matchPoint: Bool)] {
        guard phase == .inPlay else { return [] }
        return BadmintonSide.allCases.compactMap { side in
            var next = game.score
            next[side] += 1
            guard format.gameWinner(next) == side else { return nil }
            return (side, gamesWon[side] + 1 >= format.gamesToWin)
        }
    }
}
