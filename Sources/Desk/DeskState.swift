/// Where a match stands on the day. A match holds a court only while `called` or `onCourt`,
/// so "a match on two courts" cannot be written down: the court is part of the one state.
public enum DeskState: Sendable, Equatable, Codable {
    case waiting
    /// The players are called to the court; the court's box has the match queued.
    /// `key` is the idempotency key the court must send back with the result.
    case called(court: Int, key: String)
    /// The court's box has started it.
    case onCourt(court: Int, key: String)
    /// Played out, with the games as the court recorded them (or as the desk corrected them).
    case finished(court: Int, games: [GameScore], key: String)
    /// Not played: `winner` (1 or 2) goes through.
    case walkover(winner: Int)
    /// Begun, then given up by the other side: `winner` (1 or 2) goes through.
    case retired(court: Int, games: [GameScore], winner: Int, key: String)

    public var court: Int? {
        switch self {
        case .called(let court, _), .onCourt(let court, _): court
        default: nil
        }
    }

    /// The word the desk's table and the exported CSV's Status column use.
    public var word: String {
        switch self {
        case .waiting: "waiting"
        case .called: "called"
        case .onCourt: "on court"
        case .finished: "finished"
        case .walkover: "walkover"
        case .retired: "retired"
        }
    }
}
