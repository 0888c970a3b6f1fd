/// What the store keeps about a match beside its journal: editable without touching the
/// scoring (names, date and notes are fixed here; scoring mistakes through actions).
public struct MatchMeta: Codable, Sendable, Equatable {
    /// Increases with every match created, so "newest first" needs no trustworthy clock.
    public var number: Int
    public var matchId: String
    public var sport: String
    public var title: String
    public var status: Status
    public var created: String
    /// The match date as the scorer states it (the clock may be wrong).
    public var date: String?
    public var notes: String?

    public enum Status: String, Codable, Sendable, Equatable {
        case current, finished
    }

    public init(number: Int, matchId: String, sport: String, title: String, status: Status, created: String) {
        self.number = number
        self.matchId = matchId
        self.sport = sport
        self.title = title
        self.status = status
        self.created = created
    }
}
