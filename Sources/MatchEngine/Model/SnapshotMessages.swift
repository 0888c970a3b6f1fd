/// Why a saved state was not used to resume a match, for the log: the journal is folded
/// instead, so nothing is lost and the board is the same, only the start is slower.
public enum SnapshotMessages {
    public static let foldedInstead = "the match is folded from its journal instead"

    public static func unknownVersion(_ version: Int, reads: Int, legacy: Int) -> String {
        "The snapshot is in format \(version), which this build does not read (it reads \(reads), and \(legacy) as JSON): \(foldedInstead)."
    }

    public static let damaged = "The snapshot's state does not read (damaged or cut short): \(foldedInstead)."

    public static let incoherent =
        "The snapshot's state names a team or a bowler's balls this match does not have: \(foldedInstead)."

    public static let notAState = "The snapshot holds no state this build knows (neither its format nor JSON): \(foldedInstead)."

    public static let otherSetUp =
        "The snapshot's set-up differs from the match's first line (a player renamed, or another match's snapshot): \(foldedInstead)."

    public static let badNewMatch = "The match's first line does not read as a set-up, so the snapshot cannot be checked: \(foldedInstead)."

    public static func notResumable(_ sport: String?) -> String {
        "A \(sport ?? "match of an unknown sport") is not resumed from a snapshot: \(foldedInstead)."
    }
}
