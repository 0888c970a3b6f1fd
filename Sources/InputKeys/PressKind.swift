/// How a button was pressed.
public enum PressKind: String, Sendable, Equatable, Codable {
    /// A press (short, when the button also has a long press).
    case press
    /// Held past the button's long-press time; fires while still held.
    case long
    /// Another step of auto-repeat while held.
    case `repeat`
}
