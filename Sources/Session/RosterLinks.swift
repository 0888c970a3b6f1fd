import Records
import Store

/// The roster read as links between the names in matches and people (ADR 048): each roster
/// entry is one person, in every team that lists their id. An entry that cannot say who someone
/// is gets a sentence naming the field, and links nobody: a name is never merged with another
/// person's on a guess, and the matches themselves are never touched.
enum RosterLinks {
    static func directory(_ roster: Roster) -> (directory: PlayerDirectory, problems: [String]) {
        var problems: [String] = []
        let byId = Dictionary(grouping: roster.players, by: \.id)
        // Two entries with one id would make two names one person: neither links until fixed.
        var doubled = Set<String>()
        for player in roster.players where !doubled.contains(player.id) && (byId[player.id]?.count ?? 0) > 1 {
            doubled.insert(player.id)
            problems.append(RosterLinkMessages.sharedId(player.id, names: (byId[player.id] ?? []).map(\.name)))
        }
        for team in roster.teams {
            for id in team.players where byId[id] == nil {
                problems.append(RosterLinkMessages.unknownId(id, team: team.name))
            }
        }
        let entries = roster.players.filter { !doubled.contains($0.id) }.map { player in
            PlayerDirectory.Entry(id: player.id, name: player.name,
                                  teams: roster.teams.filter { $0.players.contains(player.id) }.map(\.name))
        }
        return (PlayerDirectory(entries), problems)
    }
}

enum RosterLinkMessages {
    static func sharedId(_ id: String, names: [String]) -> String {
        "players: the id \"\(id)\" is given to \(names.map { "\"\($0)\"" }.joined(separator: " and ")); "
            + "each player needs an id of their own, so none of them is linked across teams until it is fixed"
    }
    static func unknownId(_ id: String, team: String) -> String {
        "teams: \"\(team)\" lists \"\(id)\", which is no player's id; give a player's id (\"p1\") or remove it"
    }
}
