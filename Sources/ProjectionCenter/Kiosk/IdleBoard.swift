import MatchEngine

/// The board when no match is in progress: the venue and the next match, if one is queued.
enum IdleBoard {
    static func build(venue: String?, next: String?) -> Scoreboard {
        var fields = [BoardField("title", KioskMessages.idleTitle, priority: BoardPriority.essential, role: .emphasis)]
        if let venue { fields.append(BoardField("venue", venue, priority: BoardPriority.high)) }
        if let next { fields.append(BoardField("next", KioskMessages.nextMatch(next), priority: BoardPriority.high, role: .notice)) }
        return Scoreboard(layout: .idle, fields: fields)
    }
}

enum KioskMessages {
    static let idleTitle = "Scoreline"
    static func nextMatch(_ title: String) -> String { "Next: \(title)" }
}
