import FoundationEssentials
import MatchEngine

/// One thing a surface asks of the scoring session: a button press, a typed action, a line a
/// scorer typed, or the start of the next match. Every surface (buttons, stdin, a phone, a
/// second scorer) sends these, so they all take the same path to the journal.
public struct SessionCommand: Sendable, Equatable {
    /// Who sent it (a phone's paired id, "buttons", "stdin"); with `number`, it makes a
    /// command idempotent: the same client and number are answered once and applied once.
    public var client: String?
    /// The client's own increasing number for this command.
    public var number: Int?
    /// The last durable action the client saw (its journal seq). When the match has moved on
    /// since, the command is refused and the reply names the current seq: a correction made
    /// against an old board must not land on a new one. Nil: apply to whatever is current.
    public var basedOn: Int?
    public var body: Body
    /// False for a match keyed in later (`scoreline add`): a line without its own `at` is then
    /// stored without one, rather than with the time it was typed in.
    public var stamp = true

    public enum Body: Sendable, Equatable {
        /// A logical button press from a box, a keypad, the terminal or a `run1` line.
        case press(BoxPress)
        /// An action already typed (a phone's form, a test).
        case action(MatchAction)
        /// An action line as JSON (stdin, docs/actions.md); its own `at` is kept when given.
        case line(Data)
        /// Archive the match and start the next queued one (or the preset).
        case startNext
    }

    public init(_ body: Body, client: String? = nil, number: Int? = nil, basedOn: Int? = nil) {
        self.body = body
        self.client = client
        self.number = number
        self.basedOn = basedOn
    }
}

extension SessionCommand.Body {
    /// A stdin line as the kiosk reads it: trimmed; a button's name (`run1`, `advance:long`)
    /// is a press, anything else a JSON action line; a blank line is nothing. The loop and the
    /// kiosk fuzzers both read lines through this, so the fuzzers take the kiosk's own path.
    public init?(stdinLine bytes: some BidirectionalCollection<UInt8>) {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return nil }
        let line = Array(bytes[first...last])
        if line.first != UInt8(ascii: "{"), let press = TypedPress.parse(String(decoding: line, as: UTF8.self)) {
            self = .press(press)
        } else {
            self = .line(Data(line))
        }
    }
}
