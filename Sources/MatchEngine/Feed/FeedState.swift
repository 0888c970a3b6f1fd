/// What the scorer's app has told the board so far: the latest accepted value of each field
/// code. The apps send a field only when it changes, so the board is this state, not the
/// last write. Codes this build does not know are kept (a few, short) for the log and ignored.
public struct FeedState: Codable, Sendable, Equatable {
    /// Enough for every code either app is known to send, and a bound on what a stranger can store.
    public static let maxUnknownCodes = 32
    /// An unknown code's value is kept only this long: it is never shown, only logged.
    public static let maxUnknownCharacters = 64

    /// By code (`"BTS"`), the value as accepted: trimmed of the spaces around it.
    public private(set) var values: [String: String] = [:]
    /// Well-formed codes this build does not know, with their (shortened) values.
    public private(set) var unknown: [String: String] = [:]

    public init() {}

    public subscript(code: FeedCode) -> String? { values[code.rawValue] }

    /// Nothing sent yet, known or not.
    public var isEmpty: Bool { values.isEmpty && unknown.isEmpty }

    /// Takes one write. An empty value (or spaces only: the apps clear a field with one space,
    /// RRQ in a first innings) clears the field. A refused write changes nothing.
    public mutating func apply(_ write: FeedWrite) -> FeedOutcome {
        if let refusal = write.textRefusal() { return .refused(refusal) }
        let value = Self.trimmed(write.value)
        guard let code = FeedCode(rawValue: write.code) else { return keepUnknown(write.code, value) }
        if value.isEmpty { return values.removeValue(forKey: code.rawValue) == nil ? .unchanged : .cleared }
        if let refusal = code.refusal(for: value) { return .refused(refusal) }
        if values[code.rawValue] == value { return .unchanged }
        values[code.rawValue] = value
        return .applied
    }

    private mutating func keepUnknown(_ code: String, _ value: String) -> FeedOutcome {
        if value.isEmpty { return unknown.removeValue(forKey: code) == nil ? .unchanged : .cleared }
        // Trimmed again after the cut, which may end in spaces: read back, it must be the same.
        let kept = Self.trimmed(String(value.prefix(Self.maxUnknownCharacters)))
        if unknown[code] == kept { return .unchanged }
        guard unknown[code] != nil || unknown.count < Self.maxUnknownCodes else {
            return .refused(FeedRefusal(code: code, FeedMessages.tooManyUnknown(code, limit: Self.maxUnknownCodes)))
        }
        unknown[code] = kept
        return .unknownKept
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }), let last = scalars.lastIndex(where: { $0 != " " }) else { return "" }
        return String(scalars[first...last])
    }

    // A state read back (a snapshot, a test fixture) goes through `apply` value by value, so
    // it holds only what a write could have put there and the board never meets a bad value.
    private enum CodingKeys: String, CodingKey { case values, unknown }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let values = try container.decodeIfPresent([String: String].self, forKey: .values) ?? [:]
        let unknown = try container.decodeIfPresent([String: String].self, forKey: .unknown) ?? [:]
        self.init()
        for (code, value) in (values.merging(unknown) { known, _ in known }).sorted(by: { $0.key < $1.key }) {
            _ = apply(FeedWrite(code: code, value: value))
        }
    }
}

/// What one write did to the state, for the caller's log.
public enum FeedOutcome: Equatable, Sendable {
    /// A known field took a new value.
    case applied
    /// A field was cleared.
    case cleared
    /// The field already had this value (or was already clear).
    case unchanged
    /// An unknown code's value was kept; the board ignores it.
    case unknownKept
    /// Nothing changed; the refusal says why.
    case refused(FeedRefusal)
}
