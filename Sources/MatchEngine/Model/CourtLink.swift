/// How a follower's link to one court's scorer stands, as the follower saw it: the board is
/// live, the scorer went (its `status` said `offline`), or the broker went. The times are the
/// follower's own clock, stamped by its `WallClock`, shown as the local HH:MM they were
/// written with (docs/mqtt.md).
public enum CourtLink: Sendable, Equatable {
    case live
    case scorerOffline(since: Timestamp)
    case linkLost(since: Timestamp)
}

/// One court as the hall overview knows it: its name (the topic's court segment), the last
/// good board received (nil before the first), and its link.
public struct HallCourt: Sendable, Equatable {
    public var name: String
    public var board: Scoreboard?
    public var link: CourtLink
    /// A board was published while the follower listened (not only the broker's retained copy,
    /// which a court given up long ago also has): the court is being scored now.
    public var fresh: Bool

    public init(name: String, board: Scoreboard?, link: CourtLink = .live, fresh: Bool = false) {
        self.name = name
        self.board = board
        self.link = link
        self.fresh = fresh
    }
}

/// How a follower's broker answers, for the hall overview before any court is seen: not yet
/// tried or still trying (`connecting`), connected, or gone long enough to say so (since when).
public enum BrokerLink: Sendable, Equatable {
    case connecting
    case answering
    case notAnswering(since: Timestamp)
}
