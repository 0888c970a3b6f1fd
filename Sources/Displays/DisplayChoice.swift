/// The card, connector and mode chosen, each with a one-line reason.
public struct DisplayChoice: Equatable, Sendable, CustomStringConvertible {
    public var card: String
    public var driver: String
    public var connector: String
    /// The mode's index in the connector's mode list (the kernel's order).
    public var modeIndex: Int
    public var mode: ModeDescription
    public var cardReason: String
    public var connectorReason: String
    public var modeReason: String

    /// `/dev/dri/card0 Virtual-1 1920x1080@60 (preferred mode)`: the log line after `display: `.
    public var description: String { "\(card) \(connector) \(mode) (\(modeReason))" }

    /// Why this card and connector, for `doctor` and the debug log.
    public var why: String { "card: \(cardReason); connector: \(connectorReason); mode: \(modeReason)" }

    /// The same screen in the same mode: nothing to set up again.
    func sameOutput(as other: DisplayChoice) -> Bool {
        card == other.card && connector == other.connector && mode == other.mode
    }
}
