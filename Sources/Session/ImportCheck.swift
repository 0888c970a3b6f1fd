import FoundationEssentials
import MatchEngine
import Store

/// The engine's check of a match an export brings (issue 39): `import` is a range-checked door
/// (promise 4), so every record is folded as the kiosk folds it when the match loads. A match
/// with a record the rules refuse (a number out of range, an action that does not apply) is
/// not imported; before, it was stored and the record skipped only when the match loaded.
public enum ImportCheck {
    /// Nil when every record folds; else a sentence naming the first refused record.
    public static func refusal(of match: MatchExport.ImportedMatch) -> String? {
        do {
            let folded = try MatchLoader.fold(match.records, snapshot: nil)
            guard let first = folded.refused.first else { return nil }
            return SessionMessages.importRecordRefused(seq: first.seq, why: first.message)
        } catch let rejection as LineRejection {
            return SessionMessages.importRecordRefused(seq: 1, why: rejection.message)
        } catch {
            return SessionMessages.importRecordRefused(seq: 1, why: "\(error)")
        }
    }
}

extension SessionMessages {
    static func importRecordRefused(seq: Int, why: String) -> String {
        "record \(seq) of its journal is refused by the rules (\(why)); the kiosk would skip it when the match loads, so the match was not imported. Correct or remove that record in the export."
    }
}
