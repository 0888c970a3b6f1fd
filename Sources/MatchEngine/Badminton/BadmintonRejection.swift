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

    public var message: String { BadmintonMessages.message(for: self) }
}
