import MatchEngine

/// The boards a follower shows besides the ones it receives, all made by the engine: the
/// waiting board, a court's board with its link notice, the hall overview.
enum FollowBoards {
    static func waiting(_ topic: String) -> Scoreboard {
        Scoreboard.waitingForScorer(topic: topic)
    }

    /// The link's notice replaces the scorer's own bottom line (what the last press meant),
    /// which is stale once the scorer or the link is gone; one bottom line fits the board.
    static func court(_ board: Scoreboard, link: CourtLink) -> Scoreboard {
        guard link != .live else { return board }
        var board = board
        board.fields.removeAll { $0.key == "error" }
        return board.withLink(link)
    }

    static func hall(venue: String, courts: [HallCourt], unseen: Int, broker: BrokerLink, following: String) -> Scoreboard {
        HallBoard.board(venue: venue, courts: courts, unseen: unseen, broker: broker, following: following)
    }
}
