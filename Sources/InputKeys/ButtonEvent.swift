/// One raw level change of one physical input, before debouncing. `input` names the physical
/// input uniquely across sources ("gpio:GPIO17", "evdev:KEY_KP1", "term:1") so two inputs
/// mapped to the same button are debounced separately.
public struct InputEdge: Sendable, Equatable {
    public enum Level: Sendable, Equatable {
        case down, up
        /// A complete press from a source that reports no release (a terminal key): already
        /// clean, so it skips debouncing.
        case tap(PressKind)
    }

    public var input: String
    public var button: Button
    public var level: Level
    public var time: InputInstant

    public init(input: String, button: Button, level: Level, time: InputInstant) {
        self.input = input
        self.button = button
        self.level = level
        self.time = time
    }
}

/// How a button was pressed.
public enum PressKind: String, Sendable, Equatable, Codable {
    /// A press (short, when the button also has a long press).
    case press
    /// Held past the button's long-press time; fires while still held.
    case long
    /// Another step of auto-repeat while held.
    case `repeat`
}

/// What the recognizer reports: one per press, whatever the contacts did.
public struct ButtonEvent: Sendable, Equatable, CustomStringConvertible {
    public var button: Button
    public var kind: PressKind
    public var time: InputInstant

    public init(_ button: Button, _ kind: PressKind = .press, at time: InputInstant) {
        self.button = button
        self.kind = kind
        self.time = time
    }

    public var description: String { "\(button) \(kind.rawValue) at \(time)" }
}
