import Store

/// What `export` and `import` say beyond the store's own sentences.
enum TransferMessages {
    static func exported(_ count: Int, to out: String) -> String {
        "exported \(count) \(count == 1 ? "match" : "matches") to \(out)\n"
    }
    static func notWritten(_ out: String) -> String {
        "Nothing could be exported, so \(out) was not written (a backup already there is kept).\n"
    }
    static let noCSVMatch = "No match to export as CSV."
    static let allowPartialHint = "Only part of a match went out; run again with --allow-partial to accept that (exit 0).\n"
    static func importSummary(_ report: MatchExport.ImportReport) -> String {
        "added \(report.added.count), extended \(report.extended.count), unchanged \(report.unchanged.count)\n"
    }
    static func notImported(_ id: String, _ why: String) -> String { "not imported: \(id): \(why)\n" }
    static func noSuchFile(_ path: String) -> String { "Cannot read \(path): no such file." }
    static let idsOrAll = "Name the matches to export, or use --all."
    static let idsAndAll = "Name the matches to export or use --all, not both."
    static func badFormat(_ format: String) -> String { "--format must be json or csv, not \(format)." }
}
