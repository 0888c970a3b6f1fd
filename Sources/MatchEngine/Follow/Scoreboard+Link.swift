extension Scoreboard {
    /// The board a single-court follower shows for `link`: unchanged while live; with the
    /// bottom line "Scorer offline since 14:02" or "Scoreboard link lost since 14:02" (a
    /// warning) while the scorer or the broker is gone, the last good board still up.
    public func withLink(_ link: CourtLink) -> Scoreboard {
        switch link {
        case .live: self
        case .scorerOffline(let since): withBottomLine(FollowMessages.scorerOffline(since: FollowMessages.clock(since)), compact: FollowMessages.scorerOfflineCompact, warning: true)
        case .linkLost(let since): withBottomLine(FollowMessages.linkLost(since: FollowMessages.clock(since)), compact: FollowMessages.linkLostCompact, warning: true)
        }
    }

    /// What a follower shows before the first board arrives: the idle screen saying it waits
    /// for the scorer, with the topic it follows, so whoever set it up can check the address.
    public static func waitingForScorer(topic: String) -> Scoreboard {
        Scoreboard(layout: .idle, fields: [
            BoardField("title", FollowMessages.waitingTitle, priority: BoardPriority.essential, role: .emphasis),
            BoardField("venue", FollowMessages.waitingTopic(topic), priority: BoardPriority.high, role: .muted),
        ])
    }
}
