/// One press of a box key, as the engine plans it: which key, and how it was pressed.
public struct BoxPress: Sendable, Hashable {
    public var key: BoxKey
    public var kind: BoxPressKind

    public init(_ key: BoxKey, _ kind: BoxPressKind = .press) {
        self.key = key
        self.kind = kind
    }
}

/// How a key was pressed; the raw names are those of `InputKeys.PressKind`.
public enum BoxPressKind: String, Sendable {
    /// A press (short, when the key also has a long press).
    case press
    /// Held past the key's long-press time.
    case long
    /// Another step of auto-repeat while held.
    case `repeat`
}
