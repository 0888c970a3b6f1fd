import Store

/// A roster form from the roster page, decoded and checked on its own (names, lengths, the
/// short code); `RosterRules` then checks it against the roster (a name used twice, a player
/// that is not there).
public enum RosterEdit: Sendable, Equatable {
    case player(name: String)
    case team(name: String, short: String, players: [String])

    public static let maxName = MatchEdit.maxName
    /// A board's short code: "RIV", "MCC2".
    public static let maxShort = 6
    /// A cricket side is at most 30 (the engine's `playersPerSide`); badminton's is 1 or 2.
    public static let maxTeamPlayers = 30

    /// POST /roster/players and /roster/players/:id: `{"name":"A. Khan"}`.
    public static func player(_ bytes: [UInt8]) throws(MatchEditRefusal) -> RosterEdit {
        let form = try MatchEditForm(bytes, accepted: ["name"])
        return .player(name: try form.requiredText("name", maxLength: maxName))
    }

    /// POST /roster/teams and /roster/teams/:id: `{"name":"Riverside","short":"RIV",
    /// "players":["p1","p2"]}`. A team needs at least one player: a cricket XI may be partly
    /// kept here and finished on the set-up page.
    public static func team(_ bytes: [UInt8]) throws(MatchEditRefusal) -> RosterEdit {
        let form = try MatchEditForm(bytes, accepted: ["name", "short", "players"])
        let name = try form.requiredText("name", maxLength: maxName)
        let short = try form.requiredText("short", maxLength: maxShort)
        guard short.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
            throw .bad(RosterMessages.badShort(short), field: "short")
        }
        guard let players = try form.strings("players", maxCount: maxTeamPlayers, maxLength: 20), !players.isEmpty else {
            throw .bad(RosterMessages.teamNeedsPlayers, field: "players")
        }
        for (index, id) in players.enumerated() where players[..<index].contains(id) {
            throw .bad(RosterMessages.playerTwice, field: "players.\(index)")
        }
        return .team(name: name, short: short.uppercased(), players: players)
    }

    /// A delete's body: `{}` (or none at all); anything in it is refused by name.
    public static func delete(_ bytes: [UInt8]) throws(MatchEditRefusal) { try MatchEditForm.empty(bytes) }
}
