/// What a scoring box's press says on the board's bottom line when it records nothing, so
/// every press shows in the next frame: a volunteer who pressed Wide sees it waits for the runs.
public enum BoxMessages {
    public static func armed(_ extra: BoxExtra) -> String {
        "\(name(extra)): now press the runs (Dot for none, Undo cancels)"
    }

    private static func name(_ extra: BoxExtra) -> String {
        switch extra {
        case .wide: "Wide"
        case .noBall: "No-ball"
        case .bye: "Byes"
        case .legBye: "Leg-byes"
        }
    }

    /// An ignored press's reason as a sentence: "hold Advance to end the innings" → "Hold …".
    public static func ignored(_ why: String) -> String {
        guard let first = why.first else { return why }
        return first.uppercased() + why.dropFirst()
    }

    static let noButtons = "no buttons are defined for this sport"

    // A press written as text (a config's terminal key, a `--input stdin` line).
    static func noKeyName(_ text: String) -> String { "\"\(text)\": a press starts with a button's name, such as \"undo\" or \"wicket:long\"" }
    static func unknownPressKind(_ text: String) -> String {
        "\"\(text)\": the part after ':' must be press, long or repeat (a bare name is a press)"
    }
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
    /// A penalty or house-rule key while an extra waits for its runs.
    static func extraWaiting(_ extra: BoxExtra) -> String {
        "\(name(extra).lowercased()) first: press its runs, or Undo to cancel it"
    }
    static func houseRuleOff(_ rule: String) -> String { "\(rule) is not a house rule of this match" }
    /// Key help's words for the penalty key ("p penalty (+5 batting)", "P penalty (hold: +5 fielding)").
    static let penaltyToBatting = "+5 batting"
    static let penaltyToFielding = "+5 fielding"

    // Badminton: the end of a game needs a deliberate hold.
    static let holdToStartNextGame = "hold Advance to start the next game"
    static let gameNotWon = "the game is not won yet"
    /// A rally key while play is suspended: the engine would refuse the point.
    static let pausedResumeFirst = "play is suspended: hold -A and -B (or Pause) to resume"
}
