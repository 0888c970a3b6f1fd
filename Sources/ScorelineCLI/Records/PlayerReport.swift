import CommandBasics
import Records

/// `stats player NAME`: a cricketer's batting and bowling (in each team they played for), or a
/// badminton player's record month by month, with partners and opponents.
enum PlayerReport {
    static func tables(named name: String, in matches: [ArchivedMatch]) throws -> [RecordsTable] {
        let wanted = name.lowercased()
        let careers = CricketCareers(matches)
        let batting = careers.batting.filter { $0.player.name.lowercased() == wanted }
        let bowling = careers.bowling.filter { $0.player.name.lowercased() == wanted }
        var tables: [RecordsTable] = []
        if !batting.isEmpty || !bowling.isEmpty {
            tables += [RecordsTables.batting(batting), RecordsTables.bowling(bowling)]
        }
        if let badminton = BadmintonAnalytics(matches).players.first(where: { $0.player.lowercased() == wanted }) {
            tables += [RecordsTables.months(badminton), RecordsTables.partners(badminton), RecordsTables.opponents(badminton)]
        }
        guard !tables.isEmpty else { throw CommandFailure(StatsMessages.noSuchPlayer(name)) }
        return tables
    }
}
