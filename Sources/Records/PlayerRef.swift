/// A player as the records know them. Matches keep names, not ids, so a player is their team
/// and name; where the club's roster names them in that team, its id is carried too, so a
/// page can link the roster and a renamed team still meets its players.
public struct PlayerRef: Codable, Sendable, Hashable, Comparable {
    public var team: String
    public var name: String

    public init(team: String, name: String) {
        self.team = team
        self.name = name
    }

    public static func < (a: PlayerRef, b: PlayerRef) -> Bool {
        (a.name, a.team) < (b.name, b.team)
    }
}
