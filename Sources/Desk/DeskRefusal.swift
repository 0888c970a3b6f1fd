/// Why the desk refused an action. Nothing is written or changed when one is raised; the
/// sentence (from `DeskMessages`) says what was asked and what is accepted.
public enum DeskRefusal: Error, Sendable, Equatable {
    case noSuchMatch(String)
    case noSuchCourt(Int, courts: Int)
    case duplicateMatch(String)
    case matchNotWaiting(String, state: String)
    case courtBusy(Int, holder: String)
    case notOnThatCourt(String, court: Int, state: String)
    case notCalled(String, state: String)
    case replayed(String, court: Int)
    case forged(String, court: Int)
    case badGames(String, why: String)
    case badWinner(String, winner: Int)
    case noWalkover(String, state: String)
    case notFinished(String, state: String)

    public var sentence: String { DeskMessages.refusal(self) }
}
