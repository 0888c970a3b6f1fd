/// One press of a box key, as the engine plans it: which key, and how it was pressed. The key
/// maps bind to it and the recognizer reports it, so a press keeps one type from the button
/// to the rules.
public struct BoxPress: Sendable, Hashable {
    public var key: BoxKey
    public var kind: BoxPressKind

    public init(_ key: BoxKey, _ kind: BoxPressKind = .press) {
        self.key = key
        self.kind = kind
    }
}

/// How a key was pressed.
public enum BoxPressKind: String, Sendable, Codable, CaseIterable {
    /// A press (short, when the key also has a long press).
    case press
    /// Held past the key's long-press time; fires while still held.
    case long
    /// Another step of auto-repeat while held.
    case `repeat`
}

/// Why a press written as text was refused, as a sentence that quotes the text.
public struct BoxPressTextError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Nothing before the colon.
        case noKeyName
        /// After the colon, something other than press, long or repeat.
        case unknownKind
    }

    public let reason: Reason
    public let description: String
}

extension BoxPress: Codable {
    /// A press as config files and `--input stdin` lines write it: the key's name, and after a
    /// colon how it was pressed (`undo`, `wicket:long`). Any name is a key here (the caller
    /// checks it against the keys it accepts); a kind that is not press, long or repeat is
    /// refused, never read as a plain press.
    public init(text: String) throws(BoxPressTextError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, !name.isEmpty else { throw BoxPressTextError(reason: .noKeyName, description: BoxMessages.noKeyName(text)) }
        guard parts.count > 1 else {
            self.init(BoxKey(name))
            return
        }
        guard let kind = BoxPressKind(rawValue: parts[1]) else { throw BoxPressTextError(reason: .unknownKind, description: BoxMessages.unknownPressKind(text)) }
        self.init(BoxKey(name), kind)
    }

    /// The text `init(text:)` reads back to this press: a plain press is the bare name.
    public var text: String { kind == .press ? key.rawValue : "\(key.rawValue):\(kind.rawValue)" }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        do {
            try self.init(text: c.decode(String.self))
        } catch let error as BoxPressTextError {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(text)
    }
}
