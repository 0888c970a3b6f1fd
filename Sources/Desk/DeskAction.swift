/// What the desk writes in its journal, one action a record: the day is the fold of them.
/// Each is checked by `DeskDay.apply` before it is written, and applied only once durable.
public enum DeskAction: Sendable, Equatable, Codable {
    /// Matches added to the day (an import, written in chunks of one journal group).
    case add(matches: [DeskMatch])
    /// The players called to a court; the desk issues the match's idempotency key here.
    case call(match: String, court: Int)
    /// A called match taken back off its court (back to waiting; its key is void).
    case uncall(match: String)
    /// The court's box reports it started the match it was sent.
    case start(match: String, court: Int, key: String)
    /// The court's box reports the match over. `retiredWinner` is the side that went
    /// through when the other gave up; then `games` may end in an unfinished game.
    case result(match: String, court: Int, key: String, games: [GameScore], retiredWinner: Int?)
    /// The desk corrects a finished match's games.
    case correct(match: String, games: [GameScore])
    /// Not played: `winner` goes through. Frees the court of a called match.
    case walkover(match: String, winner: Int)
}
