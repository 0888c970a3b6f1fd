import InputKeys
import MatchEngine

/// The badminton meaning of each logical button: the six-button box (docs/inputs.md).
enum BadmintonButtons {
    static func primary(for event: ButtonEvent, state s: BadmintonState) -> ButtonActions.Outcome {
        switch (event.button, event.kind) {
        case (.plusA, .press): return .recorded([#"{"type":"point","side":"A"}"#])
        case (.plusB, .press): return .recorded([#"{"type":"point","side":"B"}"#])
        case (.minusA, _): return .recorded([#"{"type":"minus","side":"A"}"#])
        case (.minusB, _): return .recorded([#"{"type":"minus","side":"B"}"#])
        case (.undo, _): return .recorded([#"{"type":"undo"}"#])
        // The end of a game needs a deliberate hold: Advance, or +A and +B together.
        case (.advance, .long), (.startNext, _):
            switch s.phase {
            case .gameWon: return .recorded([#"{"type":"advanceGame"}"#])
            case .finished: return .startNextMatch
            case .inPlay: return .ignored("the game is not won yet")
            }
        case (.advance, _): return .ignored("hold Advance to start the next game")
        default: return .ignored("\(event.button) does nothing in badminton")
        }
    }
}
