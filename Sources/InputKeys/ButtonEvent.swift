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
