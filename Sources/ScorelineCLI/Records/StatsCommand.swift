import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Records
import Session
import Store
import TextSafety

/// The archive's records, filtered, as text, JSON or CSV (docs/records.md).
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Careers, the table, head-to-head and badminton analytics from the stored matches.",
        discussion: StatsMessages.discussion)

    enum Report: String, ExpressibleByArgument, CaseIterable {
        case batting, bowling, table, headToHead = "head-to-head", badminton, player, results
    }

    enum Output: String, ExpressibleByArgument, CaseIterable {
        case text, json, csv
    }

    @Argument(help: "What to show: \(Report.allCases.map(\.rawValue).joined(separator: ", ")).")
    var report: Report = .batting

    @Argument(help: "With `player`: the player's name, whatever its case; every player of that name is shown apart, each with their teams.")
    var name: String?

    @OptionGroup var data: DataDirectoryOption
    @OptionGroup var filter: RecordsFilterOptions

    @Option(name: .customLong("as"), help: "text, json or csv.")
    var output: Output = .text

    @Option(help: "Show at most this many rows of each table.")
    var limit: Int?

    func validate() throws {
        if report == .player && (name ?? "").isEmpty { throw ValidationError(StatsMessages.playerNeedsName) }
        if report != .player && name != nil { throw ValidationError(StatsMessages.nameOnlyForPlayer(report.rawValue)) }
        if let limit, limit < 1 { throw ValidationError(StatsMessages.badLimit) }
    }

    func run() throws {
        let archive = try ArchiveReader(store: data.store, calendar: filter.calendar()).read()
        try filter.check(against: archive)
        let printout = try self.printout(archive.matches)
        let bytes: [UInt8]
        switch output {
        case .text:
            // Names come from match files: each line goes through ShownText, so no escape
            // sequence in a player's name reaches the terminal.
            bytes = Array(printout.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { ShownText.escaped(String($0), limit: 4096) }.joined(separator: "\n").utf8)
        case .csv:
            // One table a file is what a spreadsheet opens; several go one after another, each
            // with its heading row, separated by an empty line.
            bytes = printout.tables.enumerated().flatMap { i, t in
                (i > 0 ? [0x0D, 0x0A] : []) + CSVWriter.write(header: t.columns.map(\.key), rows: t.rows.map { $0.map(\.text) })
            }
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            bytes = Array(try encoder.encode(printout.json)) + [0x0A]
        }
        StandardStream.output.write(Data(bytes))
        for skipped in archive.skipped {
            StandardStream.error.write(Data(StatsMessages.skipped(skipped.matchId, why: skipped.why).utf8))
        }
    }

    func printout(_ archive: [ArchivedMatch]) throws -> RecordsPrintout {
        let matches = filter.records.apply(archive)
        switch report {
        case .batting: return RecordsPrintout(RecordsTables.batting(CricketCareers(matches).batting, limit: limit))
        case .bowling: return RecordsPrintout(RecordsTables.bowling(CricketCareers(matches).bowling, limit: limit))
        case .table: return RecordsPrintout(RecordsTables.standings(TeamStandings(matches)))
        case .headToHead: return RecordsPrintout(RecordsTables.headToHead(Array(HeadToHead.all(matches).prefix(limit ?? Int.max))))
        case .badminton: return RecordsPrintout(RecordsTables.badmintonPlayers(BadmintonAnalytics(matches)))
        case .results: return RecordsPrintout(RecordsTables.results(Array(matches.prefix(limit ?? Int.max))))
        case .player:
            // As the phone's player page: `--team` says which person of that name, not which
            // matches, so a player who moved club keeps every team's matches (PlayerReport).
            let report = PlayerReport(name: name ?? "", team: filter.team,
                                      in: RecordsFilter(season: filter.season, format: filter.format).apply(archive))
            guard !report.isEmpty else { throw CommandFailure(StatsMessages.noSuchPlayer(name ?? "", team: filter.team)) }
            return RecordsPrintout(report)
        }
    }
}

/// `--season`, `--team`, `--format` and the season's first month, shared by `stats` and `portal`.
struct RecordsFilterOptions: ParsableArguments {
    @Option(help: "Only this season: \"2026\", or \"2026/27\" when the season starts after January.")
    var season: String?

    @Option(help: "Only matches of this team (cricket) or player (badminton); with `stats player`, which player of that name.")
    var team: String?

    @Option(help: "Only this format: 20-over, 50-over, hundred, two-innings, pairs, indoor, singles, doubles…")
    var format: String?

    @Option(help: "The month the season starts, 1–12 (default: the config's [records] season_start_month, else 1).")
    var seasonStart: Int?

    @OptionGroup var config: KioskConfigOption

    var records: RecordsFilter { RecordsFilter(season: season, team: team, format: format) }

    func validate() throws {
        if let seasonStart, !SeasonCalendar.accepted.contains(seasonStart) { throw ValidationError(StatsMessages.badSeasonStart(seasonStart)) }
    }

    func calendar() throws -> SeasonCalendar {
        SeasonCalendar(startMonth: try seasonStart ?? config.load().seasonStartMonth)
    }

    /// A season, team or format that names nothing in the archive is said, with what is there,
    /// rather than printing empty tables that look like a season without cricket.
    func check(against archive: ArchiveReader.Archive) throws {
        if let season, !archive.seasons.contains(where: { $0.lowercased() == season.lowercased() }) {
            throw CommandFailure(StatsMessages.noSuchSeason(season, seasons: archive.seasons))
        }
        if let format, !archive.matches.contains(where: { RecordsFilter(format: format).admits($0) }) {
            throw CommandFailure(StatsMessages.noSuchFormat(format, formats: archive.formats.map(\.key)))
        }
        if let team, !archive.matches.contains(where: { RecordsFilter(team: team).admits($0) }) {
            throw CommandFailure(StatsMessages.noSuchTeam(team))
        }
    }
}
