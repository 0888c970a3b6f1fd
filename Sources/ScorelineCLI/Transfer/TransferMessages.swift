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
    static func noCSV(_ sport: String) -> String { "its sport (\(sport)) has no CSV form; export it as JSON." }
    static func csvOtherColumns(_ sport: String) -> String {
        "its rows (\(sport)) have other columns than the first match's; export each sport to its own CSV file."
    }
    static func csvRefused(_ path: String, seq: Int, why: String) -> String {
        "\(path): line \(seq) was refused on replay (\(why)); it is in the journal but not in the CSV."
    }
    static func csvUnfoldable(_ path: String, why: String) -> String {
        "\(path): the match cannot be rebuilt from its journal: \(why)"
    }
    static func csvPartial(_ id: String, _ what: String) -> String {
        "Exported only part of match \(MatchID.quoted(id)) as CSV: \(what)"
    }
    static func csvNotExported(_ id: String, _ why: String) -> String {
        "Not exported: match \(MatchID.quoted(id)): \(why)"
    }
    static func importSummary(_ report: MatchExport.ImportReport) -> String {
        "added \(report.added.count), extended \(report.extended.count), unchanged \(report.unchanged.count)\n"
    }
    static func notImported(_ id: String, _ why: String) -> String { "not imported: \(id): \(why)\n" }
    static func noSuchFile(_ path: String) -> String { "Cannot read \(path): no such file." }
    static let idsOrAll = "Name the matches to export, or use --all."
    static let idsAndAll = "Name the matches to export or use --all, not both."
    static func badFormat(_ format: String) -> String { "--format must be json or csv, not \(format)." }
}
