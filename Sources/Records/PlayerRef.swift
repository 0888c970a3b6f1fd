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

    /// The same person as `key` says, compared part by part: the careers table compares and
    /// hashes every player of every match, and building `key` for each was a fifth of a
    /// season's first records view (ADR 052). A roster id never equals a team and name.
    public static func == (a: PlayerRef, b: PlayerRef) -> Bool {
        switch (a.id, b.id) {
        case (let x?, let y?): x == y
        case (nil, nil): a.team == b.team && a.name == b.name
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        if let id {
            hasher.combine(true)
            hasher.combine(id)
        } else {
            hasher.combine(false)
            hasher.combine(team)
            hasher.combine(name)
        }
    }

    public static func < (a: PlayerRef, b: PlayerRef) -> Bool {
        (a.name, a.team, a.key) < (b.name, b.team, b.key)
    }
}
