import Store

/// What the CSV export says about a match it leaves out or exports only in part.
enum ExportMessages {
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
}
