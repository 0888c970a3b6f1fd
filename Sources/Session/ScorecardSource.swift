import FoundationEssentials
import MatchEngine
import Store
import TextSafety

/// `scoreline scorecard`'s match: a file (JSON Lines, as `replay` reads it) or standard input
/// folded in memory, else a match stored in the data directory by id, read only; and the card
/// as 80-column text or the engine's model as JSON (docs/scorecard.md).
public enum ScorecardSource {
    /// The match `given` names; `input` is standard input's bytes when `given` is "-".
    public static func load(_ given: String, input: Data?, store: MatchStore, dataDirectory: String) throws
        -> (any SportSession, [(seq: Int, message: String)]) {
        if let input { return try fold(input, given) }
        if let bytes = FileManager.default.contents(atPath: given) { return try fold(bytes, given) }
        // Not a file, and not even an id's form: say what is accepted rather than a store error.
        guard MatchID(given) != nil else { throw CommandRefusal(ScorecardMessages.neither(given, dataDir: dataDirectory)) }
        do {
            return (try MatchLoader(store: store).readSession(given, useSnapshot: true), [])
        } catch StoreError.notFound {
            throw CommandRefusal(ScorecardMessages.neither(given, dataDir: dataDirectory))
        } catch {
            throw CommandRefusal(ScorecardMessages.unreadable(given, why: "\(error)"))
        }
    }

    /// The card's text (names shown escaped: they come from a file) or its JSON, a newline
    /// after; refused for a match that is not cricket.
    public static func text(_ session: any SportSession, of given: String, json: Bool) throws -> String {
        guard let card = session.scorecard else {
            throw CommandRefusal(ScorecardMessages.notCricket(given, sport: type(of: session).sport))
        }
        guard json else { return ScorecardText.lines(card).map { ShownText.escaped($0, limit: 4096) }.joined(separator: "\n") + "\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(card), as: UTF8.self) + "\n"
    }

    /// Folds a JSON Lines match; line numbers stand in for journal numbers, as `render` does.
    private static func fold(_ bytes: Data, _ given: String) throws -> (any SportSession, [(seq: Int, message: String)]) {
        do throws(MatchFile.Refusal) {
            let folded = try MatchFile.fold(bytes)
            return (folded.session, folded.refused)
        } catch {
            switch error {
            case .empty: throw CommandRefusal(ScorecardMessages.empty(given))
            case .notAMatch(let line, let message): throw CommandRefusal(ScorecardMessages.notAMatch(given, line: line, message))
            }
        }
    }
}
