/// The board when no match is in progress: the venue and the next match, if one is queued.
public enum IdleBoard {
    public static func build(venue: String?, next: String?) -> Scoreboard {
        var fields = [BoardField("title", CommonMessages.idleTitle, priority: BoardPriority.essential, role: .emphasis)]
        if let venue { fields.append(BoardField("venue", venue, priority: BoardPriority.high)) }
        if let next { fields.append(BoardField("next", CommonMessages.nextMatch(next), priority: BoardPriority.high, role: .notice)) }
        return Scoreboard(layout: .idle, fields: fields)
    }
}
