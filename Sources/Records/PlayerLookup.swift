import MatchEngine

/// The one answer to "who is NAME?", for `scoreline stats player`, the phone's player page and
/// the portal alike, so the three never disagree about who a player is (issue 37).
///
/// Who a player is comes from `ArchivedMatch.player(side:name:)`: the roster's id when the
/// roster links the name (one person across every team they played for), else team and name.
/// A name is matched whatever its case, as the records' filters match (`RecordsFilter`); a team,
/// when given, keeps only the person who played for that team, in any match, so a link made from
/// an older team still finds a player who has since moved. Two people of one name are never
/// merged and never one silently chosen: the look-up returns both, each with their teams.
public struct PlayerLookup: Sendable {
    /// A cricketer as the archive knows them.
    public struct Cricketer: Sendable, Equatable {
        /// Their identity, with the team of their newest match (as `CricketCareers` shows it).
        public var player: PlayerRef
        /// Every team they played for, newest first.
        public var teams: [String]
    }

    /// Every cricketer in the matches, in name order (then team).
    public let cricketers: [Cricketer]
    /// Every badminton player (a badminton player is their name), in name order.
    public let shuttlers: [String]

    /// `matches` newest first, as the archive lists them: the first team met is the newest.
    public init(_ matches: [ArchivedMatch]) {
        var order: [PlayerRef] = []
        var teams: [PlayerRef: [String]] = [:]
        var shuttlers = Set<String>()
        for match in matches {
            if match.record.badminton != nil {
                for side in match.record.sides { shuttlers.formUnion(side.players) }
            }
            guard let cricket = match.record.cricket else { continue }
            var names: [(Int, String)] = []
            for (i, side) in match.record.sides.enumerated() { names += side.players.map { (i, $0) } }
            // Super-over innings too: their players have pages, though careers leave them out.
            for inn in cricket.innings {
                names += inn.batting.map { (inn.battingSide, $0.name) }
                names += inn.bowling.map { (1 - inn.battingSide, $0.name) }
            }
            for (side, name) in names where match.record.sides.indices.contains(side) {
                let ref = match.player(side: side, name: name)
                let team = match.record.sides[side].name
                if teams[ref] == nil { order.append(ref) }
                if !(teams[ref] ?? []).contains(team) { teams[ref, default: []].append(team) }
            }
        }
        cricketers = order.sorted().map { Cricketer(player: $0, teams: teams[$0] ?? []) }
        self.shuttlers = shuttlers.sorted()
    }

    /// The cricketers called `name` (and, with `team`, who played for it), each one person.
    public func cricketers(named name: String, team: String? = nil) -> [Cricketer] {
        let wanted = Self.folded(name)
        let inTeam = team.map(Self.folded)
        return cricketers.filter { c in
            Self.folded(c.player.name) == wanted && (inTeam.map { t in c.teams.contains { Self.folded($0) == t } } ?? true)
        }
    }

    /// The cricketer `player` is, with every team they played for.
    public func cricketer(_ player: PlayerRef) -> Cricketer? {
        cricketers.first { $0.player == player }
    }

    /// The badminton players called `name` whatever its case: more than one only when names
    /// differ by case alone, and then each is shown apart.
    public func shuttlers(named name: String) -> [String] {
        let wanted = Self.folded(name)
        return shuttlers.filter { Self.folded($0) == wanted }
    }

    /// Names and teams compared as people type them: whatever their case.
    static func folded(_ text: String) -> String { text.lowercased() }
}
