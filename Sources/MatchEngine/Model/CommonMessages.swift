/// Copy shared by every sport: how the input itself is wrong, before any rule applies.
public enum CommonMessages {
    public static let firstLineNotNewMatch =
        "The first line must start a match: {\"type\":\"newMatch\",\"sport\":\"cricket\",…}."
    public static func unknownSport(_ sport: String?, accepted: String) -> String {
        guard let sport else { return "newMatch needs a \"sport\": one of \(accepted)." }
        return "Unknown sport \"\(sport)\": use one of \(accepted)."
    }
    public static let notAnObject = "Each line must be one JSON object, such as {\"type\":\"undo\"}."
    public static func unknownAction(_ type: String, accepted: [String]) -> String {
        "Unknown action \"\(type)\": use one of \(accepted.joined(separator: ", "))."
    }
    public static let missingType = "The action has no \"type\" field."
    public static func badField(_ field: String, action: String, expected: String) -> String {
        "In \"\(action)\", \"\(field)\" must be \(expected)."
    }
    /// A number outside its range (ADR 008): the field, the value as given, what is accepted.
    public static func outOfRange(_ field: String, action: String, value: String, accepted: String) -> String {
        "In \"\(action)\", \"\(field)\" must be \(accepted), not \(value)."
    }
    /// A name holding NUL, ESC, a line break or another control character (ADR 046).
    public static func controlInName(_ field: String, action: String, code: String) -> String {
        "In \"\(action)\", \"\(field)\" holds a control character (\(code)), which no board can show: use letters, figures, spaces and punctuation."
    }
    public static func missingField(_ field: String, action: String) -> String {
        "\"\(action)\" needs \"\(field)\"."
    }
    public static func newerSchema(_ version: Int, supported: Int) -> String {
        "This match was set up by a newer Scoreline (schemaVersion \(version); this one reads up to \(supported)). Update Scoreline to score it."
    }
    public static func ambiguousTeam(_ name: String) -> String {
        "\"\(name)\" is the short code of both teams: use the full team name."
    }
    public static func badTime(_ raw: String) -> String {
        "\"at\" must be an ISO-8601 time such as \"2026-11-22T14:03:07Z\", not \"\(raw)\"."
    }
    public static func timeOutOfRange(_ raw: String, field: String, years: ClosedRange<Int>) -> String {
        "\"\(field)\" is \"\(raw)\": a time is accepted from \(years.lowerBound)-01-01 to \(years.upperBound)-12-31, on a day the month has, with an offset from -12:00 to +14:00."
    }
    public static func steadyOutOfRange(_ value: Int, accepted: ClosedRange<Int>) -> String {
        "\"steady\" is \(value): a whole number of seconds from \(accepted.lowerBound) to \(accepted.upperBound) is accepted."
    }
    public static func wrongSport(_ actionSport: String, match: String) -> String {
        "This is a \(match) match: a \(actionSport) action cannot be recorded in it."
    }
    static let expectedWholeNumber = "a whole number"
    static let expectedTrueOrFalse = "true or false"
    static let expectedText = "text in quotes"
    static let expectedNumber = "a number"
    static let expectedOther = "of another form (see docs/actions.md)"
    public static let stateNotEncodable = "The state could not be written as JSON."
    /// Only a caller that resumed from a snapshot sees this; it re-folds the journal and retries.
    public static let undoNeedsFullHistory = "Undo reaches back before the saved snapshot: the match must be re-read from its journal first."
    public static let nothingToUndo = "Nothing to undo: no action is left since the match started."

    // MARK: Idle board

    static let idleTitle = "Scoreline"
    static func nextMatch(_ title: String) -> String { "Next: \(title)" }
    static let setupOnPhone = "Set up a match on a phone on this network:"
    static func setupAddresses(_ urls: [String]) -> String { urls.joined(separator: "  or  ") }
    static let setupWaitingForNetwork = "Set up a match on a phone: waiting for a network connection"
    static let setupNoWebApp = "No match set up. Name a preset, or turn on the phone web app, in"
    static func setupInConfig(_ path: String) -> String { "\(path) (docs/deploy.md)" }
}
