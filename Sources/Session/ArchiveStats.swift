import Records

/// What `scoreline stats` and `portal` ask of the archive (docs/records.md): whether the
/// filter names anything there, and the tables of one report. The CLI only parses options and
/// prints; the same questions the phone's records page asks go through `Records` alike.
public enum ArchiveStats {
    public enum Report: String, CaseIterable, Sendable {
        case batting, bowling, table, headToHead = "head-to-head", badminton, player, results
    }

    /// A filter the archive cannot answer, said with what is there.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// A season, team or format that names nothing in the archive is said, with what is
    /// there, rather than printing empty tables that look like a season without cricket.
    public static func check(season: String?, team: String?, format: String?, against archive: ArchiveReader.Archive) throws(Refusal) {
        if let season, !archive.seasons.contains(where: { $0.lowercased() == season.lowercased() }) {
            throw Refusal(description: StatsMessages.noSuchSeason(season, seasons: archive.seasons))
        }
        if let format, !archive.matches.contains(where: { RecordsFilter(format: format).admits($0) }) {
            throw Refusal(description: StatsMessages.noSuchFormat(format, formats: archive.formats.map(\.key)))
        }
        if let team, !archive.matches.contains(where: { RecordsFilter(team: team).admits($0) }) {
            throw Refusal(description: StatsMessages.noSuchTeam(team))
        }
    }

    /// One report's tables from `archive`, filtered by `filter`, at most `limit` rows where a
    /// report is a ranking. For `player`, the filter's team says which person of that name,
    /// not which matches, so a player who moved club keeps every team's matches (`PlayerReport`,
    /// as the phone's player page).
    public static func printout(_ report: Report, name: String?, limit: Int?, filter: RecordsFilter, of archive: [ArchivedMatch]) throws(Refusal) -> RecordsPrintout {
        let matches = filter.apply(archive)
        switch report {
        case .batting: return RecordsPrintout(RecordsTables.batting(CricketCareers(matches).batting, limit: limit))
        case .bowling: return RecordsPrintout(RecordsTables.bowling(CricketCareers(matches).bowling, limit: limit))
        case .table: return RecordsPrintout(RecordsTables.standings(TeamStandings(matches)))
        case .headToHead: return RecordsPrintout(RecordsTables.headToHead(Array(HeadToHead.all(matches).prefix(limit ?? Int.max))))
        case .badminton: return RecordsPrintout(RecordsTables.badmintonPlayers(BadmintonAnalytics(matches)))
        case .results: return RecordsPrintout(RecordsTables.results(Array(matches.prefix(limit ?? Int.max))))
        case .player:
            let person = PlayerReport(name: name ?? "", team: filter.team, in: RecordsFilter(season: filter.season, format: filter.format).apply(archive))
            guard !person.isEmpty else { throw Refusal(description: StatsMessages.noSuchPlayer(name ?? "", team: filter.team)) }
            return RecordsPrintout(person)
        }
    }
}
