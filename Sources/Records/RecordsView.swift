import MatchEngine
/// The records page's tables for one filter of one reading of the archive (issue 42): the
/// standings, careers and head-to-head for cricket, the players and head-to-head for
/// badminton, and the filter form's choices. Worked out once and kept while the archive is
/// unchanged (`KeptArchive.view`), so a later view of the same filter costs only the check
/// that nothing changed, not the tables again.
public struct RecordsView: Sendable {
    public struct Cricket: Sendable {
        public var standings: RecordsTable
        public var batting: RecordsTable
        public var bowling: RecordsTable
        public var headToHead: RecordsTable
    }

    public struct Badminton: Sendable {
        public var players: RecordsTable
        public var headToHead: RecordsTable
    }

    /// The matches the filter admits.
    public var matchCount: Int
    /// Every season of the archive, newest first, and every format played, by key: the
    /// filter form's choices, whatever the filter.
    public var seasons: [String]
    public var formats: [RecordFormat]
    /// Nil when the filter admits no match of that sport.
    public var cricket: Cricket?
    public var badminton: Badminton?

    /// The tables the page shows for `filter`, at most `limit` rows in the careers.
    public init(_ matches: [ArchivedMatch], seasons: [String], formats: [RecordFormat], filter: RecordsFilter, limit: Int = 20) {
        let admitted = filter.apply(matches)
        let cricketMatches = admitted.filter { $0.record.cricket != nil }
        let badmintonMatches = admitted.filter { $0.record.badminton != nil }
        matchCount = admitted.count
        self.seasons = seasons
        self.formats = formats
        if cricketMatches.isEmpty {
            cricket = nil
        } else {
            let careers = CricketCareers(cricketMatches)
            cricket = Cricket(
                standings: RecordsTables.standings(TeamStandings(cricketMatches)),
                batting: RecordsTables.batting(careers.batting, limit: limit),
                bowling: RecordsTables.bowling(careers.bowling, limit: limit),
                headToHead: RecordsTables.headToHead(HeadToHead.all(cricketMatches)))
        }
        badminton = badmintonMatches.isEmpty ? nil : Badminton(
            players: RecordsTables.badmintonPlayers(BadmintonAnalytics(badmintonMatches)),
            headToHead: RecordsTables.headToHead(HeadToHead.all(badmintonMatches)))
    }
}
