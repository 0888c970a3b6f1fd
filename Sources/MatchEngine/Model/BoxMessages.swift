/// What a scoring box's press says on the board's bottom line when it records nothing, so
/// every press shows in the next frame: a volunteer who pressed Wide sees it waits for the runs.
public enum BoxMessages {
    public static func armed(_ extra: BoxExtra) -> String {
        let name = switch extra {
        case .wide: "Wide"
        case .noBall: "No-ball"
        case .bye: "Byes"
        case .legBye: "Leg-byes"
        }
        return "\(name): now press the runs (Dot for none, Undo cancels)"
    }

    /// An ignored press's reason as a sentence: "hold Advance to end the innings" → "Hold …".
    public static func ignored(_ why: String) -> String {
        guard let first = why.first else { return why }
        return first.uppercased() + why.dropFirst()
    }

    static let noButtons = "no buttons are defined for this sport"
    static func doesNothing(_ key: BoxKey, in sport: String) -> String { "\(key) does nothing in \(sport)" }

    // Why a cricket press records nothing: each names the hold that moves the match on. Short,
    // for an LED panel's bottom line; the board above already says "Innings break" or the result.
    static let holdToEndInnings = "hold Advance to end the innings"
    static let inningsBreak = "hold Advance to start the next innings"
    static let awaitingResult = "hold Advance to record no result"
    static let matchOver = "hold Advance for the next match"
    /// A pairs game after each pair's overs: no ball until the next pair comes in.
    static let nextPair = "hold Advance for the next pair"
    /// Key help's word for a held Advance in a pairs game ("E advance (hold: next pair)").
    static let nextPairNote = "next pair"
    static let noNonStriker = "no non-striker to run out"
    static let matchNotOver = "the match is not over"

    // Badminton: the end of a game needs a deliberate hold.
    static let holdToStartNextGame = "hold Advance to start the next game"
    static let gameNotWon = "the game is not won yet"
}
