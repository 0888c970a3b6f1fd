/// Why the badminton rules refused an action. Each case maps to one sentence in
/// `BadmintonMessages`, so tests can match the case and scorers read the sentence.
public enum BadmintonRejection: MatchRejection {
    case nothingToUndo
    case invalidSetup(String)
    /// The match has a result; only undo (or minus, after a won final game) can change it.
    case matchOver
    /// The game is won and waits for `advanceGame`: game number, winner's name, final score.
    case gameWon(game: Int, winner: String, score: String)
    /// `advanceGame` while the game is still in play: game number and score.
    case gameInPlay(game: Int, score: String)
    /// `minus` for a side with no point in this game: side name, game number.
    case noPointToRemove(side: String, game: Int)
    /// Without `side`'s latest point the game would have been won earlier, before later rallies.
    case minusEndsGameEarlier(side: String, game: Int, winner: String, score: String)
    case paused
    case notPaused
    case alreadyPaused
    /// A name in `advanceGame` or a card that is not on the side it must be on.
    case notOnSide(player: String, side: String, role: String)
    case walkoverAfterPlay
    /// Any action after `loggedResult`: the match has no rallies to correct.
    case loggedMatch
    /// `loggedResult` once a rally was scored: the game and score on the board.
    case loggedAfterRallies(game: Int, score: String)
    /// `loggedResult` with an empty list of games.
    case loggedNoGames
    /// A side's points in a logged game outside 0…maximum (the cap, or the highest cap a
    /// format may set when it has none).
    case loggedOutOfRange(game: Int, side: String, points: Int, maximum: Int)
    /// A logged score no game ends at under the format (21-20; 30-30 capped at 30; 12-11 in a
    /// game to 11 by 1, where someone had won first).
    case loggedNotFinished(game: Int, score: String, format: String, rule: String)
    /// A logged score past the end of the game: it ended at `earlier` (23-20 at 22-20).
    case loggedEndsEarlier(game: Int, score: String, earlier: String, format: String, rule: String)
    /// A logged game after the match was already won: the winner and the games it took.
    case loggedAfterDecided(game: Int, winner: String, games: String)
    /// The logged games leave the match undecided (none at all, or 1-1 in a best of 3).
    case loggedUndecided(games: String, bestOf: Int, needed: Int)

    public var message: String { BadmintonMessages.message(for: self) }
}
