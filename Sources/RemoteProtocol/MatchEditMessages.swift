/// What the match-edit and roster decoders say when they refuse a body: each names the field
/// and what is accepted.
enum MatchEditMessages {
    static func tooBig(_ limit: Int) -> String { "The request is larger than \(limit >> 10) KB; send a smaller one." }
    static let notJSON = "The request is not JSON; send a JSON object (Content-Type: application/json)."
    static let notAnObject = "The request must be a JSON object, e.g. {\"name\":\"A. Khan\"}."
    static func unknownField(_ key: String, accepted: [String]) -> String {
        "\"\(shown(key))\" is not a field of this form; the fields are \(accepted.joined(separator: ", "))."
    }
    static func notText(_ key: String) -> String { "\(key) must be text." }
    static func missing(_ key: String) -> String { "\(key) is needed and cannot be empty." }
    static func tooLong(_ key: String, _ max: Int) -> String { "\(key) is too long: at most \(max) characters." }
    static func control(_ key: String) -> String { "\(key) has a control character (a tab or a line break); type it on one line." }
    static func notNumber(_ key: String, _ range: ClosedRange<Int>) -> String {
        "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound)."
    }
    static func notList(_ key: String) -> String { "\(key) must be a list." }
    static func tooMany(_ key: String, _ max: Int) -> String { "\(key) has too many entries: at most \(max)." }
    static func missingType(_ types: [String]) -> String { "type is needed: one of \(types.joined(separator: ", "))." }
    static func unknownType(_ type: String, _ types: [String]) -> String {
        "\"\(shown(type))\" is not an edit; type is one of \(types.joined(separator: ", "))."
    }
    static let sameName = "to is the same name as from; type the new name."
    static func badKind(_ kind: String, _ kinds: [String]) -> String {
        "\"\(shown(kind))\" is not a way out; kind is one of \(kinds.joined(separator: ", "))."
    }
    static func badSide(_ side: String) -> String { "side is A or B, not \"\(shown(side))\"." }
    static func badDate(_ date: String) -> String { "date \"\(shown(date))\" is not a date: give it as YYYY-MM-DD, e.g. 2026-11-21." }
    static let nothingToChange = "Nothing to change: give a title, a date or notes."

    /// Text from a request, shown back with quotes and controls made harmless and cut short.
    static func shown(_ text: String) -> String {
        let cut = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return String(cut.unicodeScalars.map { $0.properties.generalCategory == .control || $0 == "\"" ? "?" : Character($0) })
    }
}
