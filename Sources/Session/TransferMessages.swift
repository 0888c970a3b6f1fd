import Store

/// What `export` and `import` say beyond the store's own sentences.
public enum TransferMessages {
    public static func exported(_ count: Int, to out: String) -> String {
        "exported \(count) \(count == 1 ? "match" : "matches") to \(out)\n"
    }
    public static func notWritten(_ out: String) -> String {
        "Nothing could be exported, so \(out) was not written (a backup already there is kept).\n"
    }
    public static let noCSVMatch = "No match to export as CSV."
    public static let allowPartialHint = "Only part of a match went out; run again with --allow-partial to accept that (exit 0).\n"
    public static func importSummary(_ report: MatchExport.ImportReport) -> String {
        "added \(report.added.count), extended \(report.extended.count), unchanged \(report.unchanged.count)\n"
    }
    /// What an import says on standard error: the store's notes, then every match not
    /// imported (a conflict or a refusal), by id.
    public static func importNotes(_ report: MatchExport.ImportReport) -> String {
        let left = report.conflicts.merging(report.refused) { a, _ in a }
        return report.notes.map { $0 + "\n" }.joined() + left.sorted(by: { $0.key < $1.key }).map { notImported($0.key, $0.value) }.joined()
    }
    public static func notImported(_ id: String, _ why: String) -> String { "not imported: \(id): \(why)\n" }
    public static let idsOrAll = "Name the matches to export, or use --all."
    public static let idsAndAll = "Name the matches to export or use --all, not both."
    public static func badFormat(_ format: String) -> String { "--format must be json or csv, not \(format)." }
}
