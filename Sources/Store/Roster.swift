/// The club's players and teams (`<data>/roster.json`), as the set-up page offers them and a
/// rename picks from, so a player keeps one name across matches. The store only keeps it; what
/// an edit may do (a team needs players, a player in a team stays) is checked in
/// `RemoteProtocol` (`RosterRules`).
public struct Roster: Codable, Sendable, Equatable {
    /// Goes up only when a field changes meaning or goes away.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var players: [RosterPlayer]
    public var teams: [RosterTeam]

    public init(players: [RosterPlayer] = [], teams: [RosterTeam] = []) {
        schemaVersion = Self.currentSchemaVersion
        self.players = players
        self.teams = teams
    }

    public func player(_ id: String) -> RosterPlayer? { players.first { $0.id == id } }
    public func team(_ id: String) -> RosterTeam? { teams.first { $0.id == id } }
}

public struct RosterPlayer: Codable, Sendable, Equatable {
    /// "p1", "p2"…, one past the highest (`RosterRules`).
    public var id: String
    public var name: String
    /// The player's photo: a stored image's name in `images/` (ADR 053), never a path.
    /// Absent from the file when there is none, so older rosters read unchanged.
    public var photo: String?

    public init(id: String, name: String, photo: String? = nil) {
        self.id = id
        self.name = name
        self.photo = photo
    }
}

public struct RosterTeam: Codable, Sendable, Equatable {
    /// "t1", "t2"…
    public var id: String
    public var name: String
    /// The board's short code ("RIV").
    public var short: String
    /// Player ids, in batting order for cricket.
    public var players: [String]
    /// The team's badge: a stored image's name in `images/` (ADR 053), never a path.
    public var logo: String?

    public init(id: String, name: String, short: String, players: [String], logo: String? = nil) {
        self.id = id
        self.name = name
        self.short = short
        self.players = players
        self.logo = logo
    }
}
