/// The shape each kind of value must have. Only the shape: the app's arithmetic is its own,
/// and a board shows what was sent (a UK `245/5` and an Australian `5/245` both pass).
extension FeedCode {
    /// The most balls one over's line may list: six, and room for a long run of extras.
    public static let maxOverBalls = 24
    /// The longest single ball in that line (`4lbW`).
    public static let maxBallCharacters = 6
    /// The longest how-out code kept; the readable words are the board's to choose.
    public static let maxDismissalCharacters = 16

    /// `nil` when `value` (trimmed, not empty) has this code's shape, else why not.
    public func refusal(for value: String) -> FeedRefusal? {
        let accepted: Bool = switch kind {
        case .name: value.count <= FeedWrite.maxNameCharacters
        case .count: FeedShape.matches(value) { $0.whole() }
        case .overs: FeedShape.matches(value) { $0.overs() }
        case .rate: FeedShape.matches(value) { $0.rate() }
        case .score: FeedShape.matches(value) { $0.score() }
        case .flag: value == "0" || value == "1"
        case .figures: FeedShape.matches(value) { $0.figures() }
        case .batterScore: FeedShape.matches(value) { $0.batterScore() }
        case .dismissal: value.count <= Self.maxDismissalCharacters
        case .overBalls: Self.isOverLine(value)
        }
        if accepted { return nil }
        if kind == .name { return FeedRefusal(code: rawValue, FeedMessages.nameTooLong(rawValue, value.count, limit: FeedWrite.maxNameCharacters)) }
        return FeedRefusal(code: rawValue, FeedMessages.badValue(rawValue, value, accepted: FeedMessages.accepted(kind)))
    }

    private static func isOverLine(_ value: String) -> Bool {
        let balls = value.split(separator: " ")
        return balls.count <= maxOverBalls && balls.allSatisfy { $0.count <= maxBallCharacters }
    }
}

/// A left-to-right reader of the ASCII shapes above: each check must consume the whole value.
struct FeedShape {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Whether `read` takes the whole of `text`.
    static func matches(_ text: String, _ read: (inout FeedShape) -> Bool) -> Bool {
        var shape = FeedShape(text)
        return read(&shape)
    }

    /// `123`: one to four digits (9,999 covers any innings' runs or balls).
    mutating func whole() -> Bool { digits(upTo: 4) && atEnd }

    /// `31.2` or `5`: overs, then one digit of balls.
    mutating func overs() -> Bool { oversPart() && atEnd }

    /// `5.10`, `5.1` or `5`.
    mutating func rate() -> Bool {
        guard digits(upTo: 3) else { return false }
        return atEnd || (take(0x2E) && digits(upTo: 2) && atEnd)
    }

    /// `245/5`, `5/245`, `197`, `5/245d`, innings joined by ` & ` (at most four).
    mutating func score() -> Bool {
        for innings in 0..<4 {
            guard digits(upTo: 4) else { return false }
            if take(0x2F), !digits(upTo: 4) { return false }
            _ = take(0x64)
            if atEnd { return true }
            guard innings < 3, take(0x20), take(0x26), take(0x20) else { return false }
        }
        return false
    }

    /// `0/6 (1.2)` or `0/6`: wickets, runs, and the bowler's overs (`1-24` is read the same).
    mutating func figures() -> Bool {
        guard digits(upTo: 2), take(0x2F) || take(0x2D), digits(upTo: 4) else { return false }
        return atEnd || (take(0x20) && take(0x28) && oversPart() && take(0x29) && atEnd)
    }

    /// `50 (40)`, `50* (40)` or `50`.
    mutating func batterScore() -> Bool {
        guard digits(upTo: 4) else { return false }
        _ = take(0x2A)
        return atEnd || (take(0x20) && take(0x28) && digits(upTo: 4) && take(0x29) && atEnd)
    }

    private mutating func oversPart() -> Bool {
        guard digits(upTo: 3) else { return false }
        guard take(0x2E) else { return true }
        return digits(upTo: 1)
    }

    private var atEnd: Bool { index == bytes.count }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func digits(upTo limit: Int) -> Bool {
        let start = index
        while index < bytes.count, index - start < limit, (0x30...0x39).contains(bytes[index]) { index += 1 }
        return index > start
    }
}
