/// A player as the records know them. Matches keep names, not ids, so a player is their team
/// and name; where the club's roster names them (`PlayerDirectory`), its id is carried too, and
/// then the id alone is who they are: a player who moved club, or whose team was renamed, has
/// one career. The team shown is the one of their newest match.
public struct PlayerRef: Codable, Sendable, Hashable, Comparable {
    public var team: String
    public var name: String
    /// The roster's id ("p7"), when the roster names this player.
    public var id: String?

    public init(team: String, name: String, id: String? = nil) {
        self.team = team
        self.name = name
        self.id = id
    }

    /// Who the player is: the roster id when there is one, else team and name.
    public var key: String { id.map { "#" + $0 } ?? team + "\u{0}" + name }

    public static func == (a: PlayerRef, b: PlayerRef) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public static func < (a: PlayerRef, b: PlayerRef) -> Bool {
        (a.name, a.team, a.key) < (b.name, b.team, b.key)
    }
}
