import FoundationEssentials
import MatchEngine

/// What the readers of the archive need of one folded match (`matches list`, the records page,
/// the portal), made by the one fold and cached beside the match (ADR 052). Three lines, so
/// that `matches list` decodes only the first: the result and score, the record, the card.
public struct MatchDigest: Sendable, Equatable {
    /// The cache's format, named in its header: a cache of any other is folded again. Raise
    /// it whenever what a fold puts here can change for the same journal (a rule, a sentence
    /// or a field of the record), so no build shows what an older one worked out.
    public static let format = "digest-1"

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

    private struct Line: Codable {
        var result: String?
        var score: String
    }

    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // JSON escapes every newline in a string, so each part stays on its line.
        guard let line = try? encoder.encode(Line(result: result, score: score)),
            let record = try? encoder.encode(record), let card = try? encoder.encode(scorecard)
        else { return [] }
        return Array(line) + [UInt8(ascii: "\n")] + Array(record) + [UInt8(ascii: "\n")] + Array(card) + [UInt8(ascii: "\n")]
    }

    /// The parts asked for, or `nil` when the bytes do not read (the caller folds again).
    public static func decode(_ bytes: [UInt8], part: Part) -> MatchDigest? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count == 4, lines[3].isEmpty else { return nil }
        let decoder = JSONDecoder()
        guard let line = try? decoder.decode(Line.self, from: Data(lines[0])) else { return nil }
        var digest = MatchDigest(result: line.result, score: line.score, record: nil, scorecard: nil)
        if part != .line {
            guard let record = try? decoder.decode(MatchRecord?.self, from: Data(lines[1])) else { return nil }
            digest.record = record
        }
        if part == .full {
            guard let card = try? decoder.decode(Scorecard?.self, from: Data(lines[2])) else { return nil }
            digest.scorecard = card
        }
        return digest
    }
}
