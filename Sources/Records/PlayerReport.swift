import MatchEngine

/// A player's records, found by `PlayerLookup` and laid out once for `scoreline stats player
/// NAME` and the phone's player page: one section per person of that name, each with their
/// teams and their own tables. Two people of one name are two sections, never merged and never
/// one chosen for the other; `note` says so above them.
public struct PlayerReport: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        /// The page this person has in the portal or on the phone.
        public var link: RecordsLink
        public var name: String
        /// The teams they played for, newest first (none for a badminton player).
        public var teams: [String]
        /// A line above the tables (a badminton player's "not enough data yet").
        public var summary: String?
        public var tables: [RecordsTable]

        /// "A. Khan (Riverside)", "CH Gayle (Punjab Kings, Kings XI Punjab, …)", "Ana".
        public var heading: String { RecordsMessages.playerHeading(name, teams: teams) }

        /// `--as json`: the name, the teams, and each table's rows by its title.
        public var json: JSONValue {
            var object: [String: JSONValue] = ["name": .string(name), "teams": .array(teams.map(JSONValue.string))]
            if let summary { object["summary"] = .string(summary) }
            for t in tables { object[t.title] = .array(t.objects.map(JSONValue.object)) }
            return .object(object)
        }
    }

    /// What was asked for, as typed.
    public var name: String
    public var sections: [Section]

    /// `matches` newest first, as the archive lists them. `team` narrows which person of that
    /// name, not which matches: a person the roster links keeps every team's matches.
    public init(name: String, team: String? = nil, in matches: [ArchivedMatch]) {
        self.name = name
        let lookup = PlayerLookup(matches)
        let cricketers = lookup.cricketers(named: name, team: team)
        var sections: [Section] = []
        if !cricketers.isEmpty {
            let careers = CricketCareers(matches)
            sections += cricketers.map { Self.cricketer($0, careers: careers, matches: matches) }
        }
        let shuttlers = lookup.shuttlers(named: name)
        if !shuttlers.isEmpty {
            let analytics = BadmintonAnalytics(matches)
            for shuttler in shuttlers {
                guard let stats = analytics.players.first(where: { $0.player == shuttler }) else { continue }
                sections.append(Self.shuttler(stats, matches: matches))
            }
        }
        self.sections = sections
    }

    /// Nobody of that name batted, bowled, was on a team sheet or played badminton.
    public var isEmpty: Bool { sections.isEmpty }

    /// Said above the sections when the name is more than one person.
    public var note: String? {
        sections.count > 1 ? RecordsMessages.severalPlayers(sections.count, name: name) : nil
    }

    /// A cricketer's batting and bowling (one row each: theirs) and every match they played.
    public static func cricketer(_ c: PlayerLookup.Cricketer, careers: CricketCareers, matches: [ArchivedMatch]) -> Section {
        let tables = cricketerTables(c.player, careers: careers, matches: matches)
        return Section(link: .player(c.player), name: c.player.name, teams: c.teams, summary: nil,
                       tables: [tables.batting, tables.bowling, tables.matches])
    }

    /// The three tables of a cricketer's page, apart, for a surface that places them itself.
    public static func cricketerTables(_ player: PlayerRef, careers: CricketCareers, matches: [ArchivedMatch])
        -> (batting: RecordsTable, bowling: RecordsTable, matches: RecordsTable) {
        (RecordsTables.batting(careers.batting.filter { $0.player == player }),
         RecordsTables.bowling(careers.bowling.filter { $0.player == player }),
         RecordsTables.playerMatches(player, in: matches))
    }

    /// A badminton player's months, partners, opponents and matches.
    public static func shuttler(_ stats: BadmintonPlayerStats, matches: [ArchivedMatch]) -> Section {
        Section(link: .badmintonPlayer(stats.player), name: stats.player, teams: [],
                summary: stats.overall.enoughData ? nil : RecordsMessages.needMore(stats.overall.played),
                tables: [RecordsTables.months(stats), RecordsTables.partners(stats), RecordsTables.opponents(stats),
                         RecordsTables.playerMatches(stats.player, in: matches)])
    }
}
