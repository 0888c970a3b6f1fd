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

    typealias Report = ArchiveStats.Report

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
        let printout: RecordsPrintout
        do throws(ArchiveStats.Refusal) {
            printout = try ArchiveStats.printout(report, name: name, limit: limit, filter: filter.records, of: archive.matches)
        } catch { throw CommandFailure(error.description) }
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
}

extension ArchiveStats.Report: ExpressibleByArgument {}

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

    func check(against archive: ArchiveReader.Archive) throws {
        do throws(ArchiveStats.Refusal) { try ArchiveStats.check(season: season, team: team, format: format, against: archive) } catch {
            throw CommandFailure(error.description)
        }
    }
}
