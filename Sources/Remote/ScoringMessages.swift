/// The scoring and set-up pages' copy, for replies and pages.
enum ScoringMessages {
    static let noMatch = "No match is in play. Set one up first."
    static let stale = "The match moved on before this reached the scoreboard (another scorer or the buttons). Here is the board now: check it, then score again if you still need to."
    static func started(_ id: String) -> String { "Match \(id) started." }
    static let nothingQueued = "Nothing was queued: the idle board is showing."
    static let busy = "The scoreboard is busy; try again in a moment."
    static func limited(seconds: Int) -> String {
        "Commands are coming faster than anyone can score (more than 20 a second). Nothing was recorded; wait \(seconds) s and score again."
    }
    static let pairFirst = "Pair this phone with the scoreboard first (the Pair page)."
    static let notText = "Send each command as a text message of JSON."
    static func matchInPlay(_ title: String) -> String {
        "A match is in play (\(title)). Finish it first, or add this one to the queue to start when it is done."
    }
    static let cannotStore = "The scoreboard could not save the match"
}
