/// What the board's bottom line says after a press that records nothing, so every press shows
/// in the next frame: a volunteer who pressed Wide sees it is waiting for the runs.
enum ButtonMessages {
    static func armed(_ modifier: String) -> String {
        let name = switch modifier {
        case "wide": "Wide"
        case "noBall": "No-ball"
        case "bye": "Byes"
        case "legBye": "Leg-byes"
        default: modifier
        }
        return "\(name): now press the runs (Dot for none, Undo cancels)"
    }

    // Why a cricket press records nothing: each names the hold that moves the match on. Short,
    // for an LED panel's bottom line; the board above already says "Innings break" or the result.
    static let holdToEndInnings = "hold Advance to end the innings"
    static let inningsBreak = "hold Advance to start the next innings"
    static let awaitingResult = "hold Advance to record no result"
    static let matchOver = "hold Advance for the next match"

    /// An ignored press's reason, as a sentence: "hold Advance to end the innings" → "Hold …".
    static func ignored(_ why: String) -> String {
        guard let first = why.first else { return why }
        return first.uppercased() + why.dropFirst()
    }
}
