import FoundationEssentials
import MatchEngine

/// The range check of an imported journal line's time (ADR 044): an export is typed by
/// someone, somewhere, so its `at` must be a time a person could mean, as a typed line's must.
public enum ImportedTimes {
    private struct Stamp: Decodable { let at: String? }

    /// Why the line's `at` is refused, naming the field and the range; nil when it has none or
    /// it is in range. A line that is not an object is left to the fold, which says why.
    public static func problem(inLine payload: [UInt8]) -> String? {
        guard let at = (try? JSONDecoder().decode(Stamp.self, from: Data(payload)))?.at else { return nil }
        return Timestamp.rangeProblem(at)
    }
}
