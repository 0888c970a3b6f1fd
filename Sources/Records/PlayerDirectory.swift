import MatchEngine

/// The club's roster as the records use it: which roster player a name in a match is. A name
/// the roster holds once is that player in whichever team it appears; a name it holds more
/// than once is the one in the roster team of the match's team name, else nobody; a name it
/// does not hold stays team and name. Matches are never changed: this is read beside them.
public struct PlayerDirectory: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var name: String
        /// The roster teams the player is in, by name.
        public var teams: [String]

        public init(id: String, name: String, teams: [String]) {
            self.id = id
            self.name = name
            self.teams = teams
        }
    }

    private let byName: [String: [Entry]]

    public init(_ entries: [Entry] = []) {
        byName = Dictionary(grouping: entries, by: \.name)
    }

    public var isEmpty: Bool { byName.isEmpty }

    /// The roster id of `name` playing for `team`, if the roster says who that is.
    public func id(of name: String, team: String) -> String? {
        guard let entries = byName[name] else { return nil }
        if entries.count == 1 { return entries[0].id }
        let inTeam = entries.filter { $0.teams.contains(team) }
        return inTeam.count == 1 ? inTeam[0].id : nil
    }

    /// Every name in a cricket match that the roster knows, by side: "0:A. Khan" → "p7".
    public func ids(for record: MatchRecord) -> [String: String] {
        guard !isEmpty, record.sport == CricketSession.sport else { return [:] }
        var names: [Int: Set<String>] = [:]
        for (i, side) in record.sides.enumerated() { names[i, default: []].formUnion(side.players) }
        for inn in record.cricket?.innings ?? [] {
            names[inn.battingSide, default: []].formUnion(inn.batting.map(\.name))
            names[1 - inn.battingSide, default: []].formUnion(inn.bowling.map(\.name))
        }
        var out: [String: String] = [:]
        for (side, set) in names where record.sides.indices.contains(side) {
            for name in set {
                if let id = id(of: name, team: record.sides[side].name) { out["\(side):\(name)"] = id }
            }
        }
        return out
    }
}
