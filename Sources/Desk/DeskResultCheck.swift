/// Whether a badminton result could have been played, under the laws most halls play
/// (BWF: best of 3 games to 21, 2 clear, capped at 30). A result outside them is refused,
/// not stored: it would reach the tournament software as if a court had recorded it.
enum DeskResultCheck {
    /// Why `games` is not a finished match, or nil when it is one.
    static func problem(_ games: [GameScore]) -> String? {
        guard !games.isEmpty else { return DeskMessages.noGames }
        guard games.count <= 3 else { return DeskMessages.tooManyGames(games.count) }
        var won = (0, 0)
        for (index, game) in games.enumerated() {
            guard isComplete(game) else { return DeskMessages.impossibleGame(game) }
            if won.0 == 2 || won.1 == 2 { return DeskMessages.playedOn(Array(games[...index])) }
            if game.side1 > game.side2 { won.0 += 1 } else { won.1 += 1 }
        }
        return won.0 == 2 || won.1 == 2 ? nil : DeskMessages.notDecided
    }

    /// A retirement: complete games, then at most one game cut short at any score.
    static func problemRetired(_ games: [GameScore]) -> String? {
        guard games.count <= 3 else { return DeskMessages.tooManyGames(games.count) }
        for (index, game) in games.enumerated() {
            guard (0...30).contains(game.side1), (0...30).contains(game.side2) else { return DeskMessages.impossiblePoints(game) }
            if index < games.count - 1, !isComplete(game) { return DeskMessages.impossibleGame(game) }
        }
        return nil
    }

    static func isComplete(_ game: GameScore) -> Bool {
        let high = max(game.side1, game.side2)
        let low = min(game.side1, game.side2)
        guard low >= 0 else { return false }
        if high == 21 { return low <= 19 }
        if high == 30 { return low == 28 || low == 29 }
        return high > 21 && high < 30 && low == high - 2
    }
}
