import MatchEngine

/// The boards a follower shows besides the ones it receives: the waiting board, a court's
/// board with its link notice, the hall overview. PLACEHOLDER until helper B's engine pieces
/// land (the waiting board, `withLink`, `HallBoard`); the follower calls only these three.
enum FollowBoards {
    static func waiting(_ topic: String, venue: String?) -> Scoreboard {
        var fields = [BoardField("title", "Waiting for the scorer", priority: BoardPriority.essential, role: .emphasis)]
        fields.append(BoardField("next", topic, priority: BoardPriority.high, role: .notice))
        if let venue { fields.append(BoardField("venue", venue, priority: BoardPriority.high)) }
        return Scoreboard(layout: .idle, fields: fields)
    }

    static func court(_ board: Scoreboard, link: CourtLink) -> Scoreboard {
        switch link {
        case .live: return board
        case .scorerOffline(let since): return replacingBottomLine(board, "Scorer offline since \(since.text.dropFirst(11).prefix(5))")
        case .linkLost(let since): return replacingBottomLine(board, "Scoreboard link lost since \(since.text.dropFirst(11).prefix(5))")
        }
    }

    static func hall(venue: String, courts: [HallCourt]) -> Scoreboard {
        var fields = [BoardField("title", venue, priority: BoardPriority.essential, role: .emphasis)]
        let line = courts.map { "\($0.name): \($0.board == nil ? "no match" : "live")" }.joined(separator: "  ")
        fields.append(BoardField("next", line, priority: BoardPriority.high))
        return Scoreboard(layout: .idle, fields: fields)
    }

    private static func replacingBottomLine(_ board: Scoreboard, _ text: String) -> Scoreboard {
        var board = board
        board.fields.removeAll { $0.key == "error" }
        return board.withBottomLine(text, warning: true)
    }
}
