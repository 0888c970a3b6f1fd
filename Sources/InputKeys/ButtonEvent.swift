import MatchEngine

/// What the recognizer reports: one per press, whatever the contacts did.
public struct ButtonEvent: Sendable, Equatable, CustomStringConvertible {
    public var button: BoxKey
    public var kind: BoxPressKind
    public var time: InputInstant

    public init(_ button: BoxKey, _ kind: BoxPressKind = .press, at time: InputInstant) {
        self.button = button
        self.kind = kind
        self.time = time
    }

    public var description: String { "\(button) \(kind.rawValue) at \(time)" }

    /// The press the engine plans: the same key and kind types, so nothing is translated.
    public var boxPress: BoxPress { BoxPress(button, kind) }
}
