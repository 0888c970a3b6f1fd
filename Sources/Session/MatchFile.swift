import FoundationEssentials
import MatchEngine

/// A match written as JSON Lines (a newMatch line, then one action a line), folded in memory
/// for `render` and `scorecard`: the file's line numbers stand in for journal numbers, so a
/// refusal names the line to fix. Blank lines are skipped but keep the numbering.
public enum MatchFile {
    public enum Refusal: Error, Sendable {
        /// No line at all.
        case empty
        /// The first line does not start a match: its number and the engine's reason.
        case notAMatch(line: Int, message: String)
    }

    /// The match `bytes` make, with the lines the engine refused (they change nothing).
    public static func fold(_ bytes: Data) throws(Refusal) -> FoldedMatch {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first else { throw .empty }
        do throws(LineRejection) {
            return try SportRegistry.fold(
                newMatch: Data(first.element), records: lines.dropFirst().map { (seq: $0.offset + 1, line: Data($0.element)) }, snapshot: nil)
        } catch {
            throw .notAMatch(line: first.offset + 1, message: error.message)
        }
    }
}
