import FoundationEssentials

/// What the kiosk last knew of its serial board, in `serial-board.json` in the data directory:
/// written by the kiosk when the state changes, read by `scoreline doctor`, which never opens
/// the port itself (the kiosk holds it, and a second reader would take the board's echoes).
public struct SerialBoardStatus: Codable, Equatable, Sendable {
    public static let fileName = "serial-board.json"

    public enum State: String, Codable, Sendable {
        /// The port is open and a line went out; no echo yet.
        case waiting
        /// The board echoed the last line sent.
        case answering
        /// No echo (or a wrong one) after every retry; lines are still sent.
        case notAnswering
        /// The device could not be opened (missing, no permission, not a tty); tried again.
        case cannotOpen
        /// The kiosk stopped and closed the port.
        case closed
    }

    public var device: String
    public var state: State
    /// When the board entered this state (UTC, ISO 8601).
    public var since: Date
    /// Why, for `cannotOpen` (the system's reason) and `notAnswering` (what came back, if anything).
    public var detail: String?

    public init(device: String, state: State, since: Date, detail: String? = nil) {
        self.device = device
        self.state = state
        self.since = since
        self.detail = detail
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    public static func decode(_ data: Data) -> SerialBoardStatus? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(SerialBoardStatus.self, from: data)
    }
}
