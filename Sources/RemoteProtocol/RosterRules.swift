import Store

/// What a roster edit may do to the roster, as pure functions: names are unique (a rename
/// picks a player by name), a team's players are on the roster, a player in a team stays until
/// the team lets them go. Each returns the new roster; a refusal changes nothing.
public enum RosterRules {
    /// Far past any club; keeps the file and the set-up page's lists small.
    public static let maxPlayers = 1000
    public static let maxTeams = 200

    public static func addPlayer(_ name: String, to roster: Roster) throws(MatchEditRefusal) -> (Roster, RosterPlayer) {
        guard roster.players.count < maxPlayers else { throw MatchEditRefusal(409, RosterMessages.fullPlayers(maxPlayers)) }
        try unique(name, among: roster.players.map(\.name))
        let player = RosterPlayer(id: nextId("p", roster.players.map(\.id)), name: name)
        var next = roster
        next.players.append(player)
        return (next, player)
    }

    public static func renamePlayer(_ id: String, to name: String, in roster: Roster) throws(MatchEditRefusal) -> Roster {
        guard let index = roster.players.firstIndex(where: { $0.id == id }) else { throw MatchEditRefusal(404, RosterMessages.noPlayer(id)) }
        try unique(name, among: roster.players.filter { $0.id != id }.map(\.name))
        var next = roster
        next.players[index].name = name
        return next
    }

    /// Refused while a team lists the player, naming the team.
    public static func deletePlayer(_ id: String, from roster: Roster) throws(MatchEditRefusal) -> Roster {
        guard let player = roster.player(id) else { throw MatchEditRefusal(404, RosterMessages.noPlayer(id)) }
        if let team = roster.teams.first(where: { $0.players.contains(id) }) {
            throw MatchEditRefusal(409, RosterMessages.playerInTeam(player.name, team: team.name))
        }
        var next = roster
        next.players.removeAll { $0.id == id }
        return next
    }

    public static func addTeam(_ edit: RosterEdit, to roster: Roster) throws(MatchEditRefusal) -> (Roster, RosterTeam) {
        guard roster.teams.count < maxTeams else { throw MatchEditRefusal(409, RosterMessages.fullTeams(maxTeams)) }
        let team = try checkedTeam(edit, id: nextId("t", roster.teams.map(\.id)), in: roster)
        var next = roster
        next.teams.append(team)
        return (next, team)
    }

    public static func editTeam(_ id: String, _ edit: RosterEdit, in roster: Roster) throws(MatchEditRefusal) -> Roster {
        guard let index = roster.teams.firstIndex(where: { $0.id == id }) else { throw MatchEditRefusal(404, RosterMessages.noTeam(id)) }
        var next = roster
        next.teams[index] = try checkedTeam(edit, id: id, in: roster)
        return next
    }

    public static func deleteTeam(_ id: String, from roster: Roster) throws(MatchEditRefusal) -> Roster {
        guard roster.team(id) != nil else { throw MatchEditRefusal(404, RosterMessages.noTeam(id)) }
        var next = roster
        next.teams.removeAll { $0.id == id }
        return next
    }

    private static func checkedTeam(_ edit: RosterEdit, id: String, in roster: Roster) throws(MatchEditRefusal) -> RosterTeam {
        guard case .team(let name, let short, let players) = edit else { throw .bad(RosterMessages.notATeam) }
        let others = roster.teams.filter { $0.id != id }
        try unique(name, among: others.map(\.name))
        if others.contains(where: { $0.short == short }) { throw MatchEditRefusal(409, RosterMessages.shortTaken(short), field: "short") }
        for (index, player) in players.enumerated() where roster.player(player) == nil {
            throw MatchEditRefusal(400, RosterMessages.noPlayer(player), field: "players.\(index)")
        }
        // An edit from the phone's form keeps the badge: the form does not carry it.
        return RosterTeam(id: id, name: name, short: short, players: players, logo: roster.team(id)?.logo)
    }

    /// Names compare without case: "a khan" and "A Khan" would be one person on a board.
    private static func unique(_ name: String, among names: [String]) throws(MatchEditRefusal) {
        if names.contains(where: { $0.lowercased() == name.lowercased() }) {
            throw MatchEditRefusal(409, RosterMessages.nameTaken(name), field: "name")
        }
    }

    /// The next id after the highest of `prefix` + number. Only the highest's, once deleted,
    /// can come back; no team lists a deleted player, so no list changes meaning.
    static func nextId(_ prefix: String, _ ids: [String]) -> String {
        let highest = ids.compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }.max() ?? 0
        return prefix + String(highest + 1)
    }
}
