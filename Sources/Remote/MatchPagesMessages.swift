import Store

/// The match and roster pages' copy: error replies, and the words pages show around the
/// engine's own strings.
enum MatchPagesMessages {
    static let needsScorer = "Only a paired scorer's phone can change this. Pair this phone on the Pair page."
    static func tooBig(_ limit: Int) -> String { "The request is larger than \(limit >> 10) KB; send a smaller one." }
    static let notJSONType = "Send the request as JSON (Content-Type: application/json)."
    static func cannotList(_ why: String) -> String { "Cannot read the matches: \(why)" }
    static func noSuchMatch(_ id: String) -> String { "There is no match \(MatchID.quoted(id)) on this scoreboard." }
    static let badId = "That is not a match id."
    static let notRecorded = "The correction was not recorded."
    static func notDurable(_ why: String) -> String { "The correction was not saved: \(why)" }
    static let stale = "The match changed since this page was opened; it has been reloaded, check it and try again."
    static let noMatch = "No match is in play."
    static let deleteInPlay = "This match is in play on the scoreboard; finish it before deleting it."
    static func alreadyThere(_ id: String) -> String { "A match \(MatchID.quoted(id)) is already in the list; it cannot be restored over it." }
    static let uploadName = "the uploaded file"
    static let notAnImport = "The uploaded file is empty; choose a JSON export made by Scoreline."

    static func imported(_ report: MatchExport.ImportReport) -> String {
        let left = report.conflicts.merging(report.refused) { a, _ in a }.sorted { $0.key < $1.key }
        return "Added \(report.added.count), extended \(report.extended.count), unchanged \(report.unchanged.count)."
            + left.map { " Not imported: \(MatchID.quoted($0.key)): \($0.value)" }.joined()
            + report.notes.map { " " + $0 }.joined()
    }

    // Page words.
    static let matchesTitle = "Matches"
    static let binTitle = "Bin"
    static let rosterTitle = "Roster"
    static func editTitle(_ title: String) -> String { "Edit \(title)" }
    static let inPlay = "In play"
    static func deletedAt(days: Int) -> String {
        switch days {
        case 0: "Deleted today"
        case 1: "Deleted yesterday"
        default: "Deleted \(days) days ago"
        }
    }
    static func keptFor(_ days: Int) -> String { "Deleted matches are kept for \(days) days, then removed for good." }
    static let unknownMeta = "Its details cannot be read; it can still be restored."

    /// How out, as a scorer says it: the engine's `DismissalKind` names for the edit form.
    static func kind(_ kind: String) -> String {
        switch kind {
        case "out": "Out (how not known)"
        case "bowled": "Bowled"
        case "caught": "Caught"
        case "caughtAndBowled": "Caught and bowled"
        case "lbw": "LBW"
        case "stumped": "Stumped"
        case "runOut": "Run out"
        case "hitWicket": "Hit wicket"
        case "hitBallTwice": "Hit the ball twice"
        case "obstructingTheField": "Obstructing the field"
        case "timedOut": "Timed out"
        case "retiredOut": "Retired out"
        case "houseP10": "P10 (house rule)"
        default: kind
        }
    }
}
