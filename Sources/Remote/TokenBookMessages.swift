/// The copy of the token file, for the operator's log and `scoreline remote`.
enum TokenBookMessages {
    static let unnamed = "unnamed phone"
    static let notTokenFile = "it is not a token list (JSON with \"version\": 1 and \"tokens\": [{id, hash, label, created, lastUsed}])"

    static func unusable(_ path: String, why: String) -> String {
        "\(path) cannot be used: \(why). No phone is accepted as a scorer until it is fixed or a phone pairs again (pairing replaces the file; the phones paired before must pair again)."
    }

    static func newerVersion(_ version: Int) -> String { "version \(version) is not one this Scoreline reads (1): was it written by a newer one?" }

    static func badEntry(_ index: Int, field: String) -> String { "tokens[\(index)].\(field) is not valid" }

    static func replacing(_ path: String) -> String { "replacing the unusable \(path) with a new token list: phones paired before must pair again" }

    static func cannotWrite(_ path: String, why: String) -> String { "Cannot write \(path): \(why)" }

    static func noSuchToken(_ id: String, known: [String]) -> String {
        "No paired phone has the id \(id); " + (known.isEmpty ? "none is paired." : "the ids are \(known.joined(separator: ", ")) (scoreline remote list).")
    }

    static func ambiguous(_ id: String) -> String { "More than one paired phone's id starts with \(id); give more of it (scoreline remote list)." }
}
