import FoundationEssentials
import MatchEngine

/// What the readers of the archive need of one folded match (`matches list`, the records page,
/// the portal), made by the one fold and cached beside the match (ADR 052). A line of the
/// parts' lengths, then three parts, so that `matches list` decodes only the first: the
/// result and score, the record (both as compact bytes, `RecordBytes`: the records page reads
/// 5,000 of them) and the card (JSON, for the portal alone).
public struct MatchDigest: Sendable, Equatable {
    /// The cache's format, named in its header: a cache of any other is folded again. Raise
    /// it whenever what a fold puts here can change for the same journal (a rule, a sentence
    /// or a field of the record), so no build shows what an older one worked out.
    public static let format = "digest-2"

    /// The engine's result sentence once there is one.
    public var result: String?
    /// The score as the board shows it.
    public var score: String
    /// What the match adds to the records; nil for a sport that keeps none.
    public var record: MatchRecord?
    /// The cricket scorecard (the portal's match pages); nil when not read or not cricket.
    public var scorecard: Scorecard?

    public init(result: String?, score: String, record: MatchRecord?, scorecard: Scorecard?) {
        self.result = result
        self.score = score
        self.record = record
        self.scorecard = scorecard
    }

    /// Everything a folded match gives every reader.
    public init(_ session: any SportSession) {
        self.init(result: session.resultLine, score: MatchSummary.score(of: session.scoreboard), record: session.record, scorecard: session.scorecard)
    }

    /// How much of a cached digest a reader decodes.
    public enum Part: Sendable {
        /// The result and score (`matches list`).
        case line
        /// With the record (the records page).
        case record
        /// With the scorecard too (the portal).
        case full
    }

    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let card = try? encoder.encode(scorecard) else { return [] }
        let line = RecordBytes.line(result: result, score: score)
        let record = record.map { $0.bytes() }
        let lengths = "\(line.count) \(record.map { String($0.count) } ?? "none") \(card.count)\n"
        return Array(lengths.utf8) + line + (record ?? []) + Array(card)
    }

    /// The parts asked for, or `nil` when the bytes do not read (the caller folds again).
    public static func decode(_ bytes: [UInt8], part: Part) -> MatchDigest? {
        guard let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let lengths = bytes[..<headerEnd].split(separator: UInt8(ascii: " "))
        guard lengths.count == 3, let lineCount = Self.length(lengths[0]), let cardCount = Self.length(lengths[2]) else { return nil }
        let hasRecord = !lengths[1].elementsEqual("none".utf8)
        guard let recordCount = hasRecord ? Self.length(lengths[1]) : 0,
              bytes.count - (headerEnd + 1) == lineCount + recordCount + cardCount
        else { return nil }
        let lineStart = headerEnd + 1
        let recordStart = lineStart + lineCount
        let cardStart = recordStart + recordCount
        guard let line = RecordBytes.line(Array(bytes[lineStart..<recordStart])) else { return nil }
        var digest = MatchDigest(result: line.result, score: line.score, record: nil, scorecard: nil)
        if part != .line, hasRecord {
            guard let record = MatchRecord(bytes: Array(bytes[recordStart..<cardStart])) else { return nil }
            digest.record = record
        }
        if part == .full {
            guard let scorecard = try? JSONDecoder().decode(Scorecard?.self, from: Data(bytes[cardStart...])) else { return nil }
            digest.scorecard = scorecard
        }
        return digest
    }

    /// A length in the header: decimal digits, at most nine.
    private static func length(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...9).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
