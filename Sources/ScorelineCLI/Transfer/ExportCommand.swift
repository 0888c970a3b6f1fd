import ArgumentParser
import CommandBasics
import FoundationEssentials
import Session
import Store

/// `scoreline export`: matches as JSON (lossless, re-importable) or CSV (per ball / rally).
/// The backup path: every readable match goes out, every other one is named with its file,
/// and the exit status is 2 unless everything went out whole (ADR 010).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export matches as JSON (lossless) or CSV (one row per ball or rally).",
        discussion: """
            CSV writes two files: OUT with the ball/rally rows and OUT-summary.csv with one row per match. \
            A match that cannot be read is named and left out; a journal damaged part-way exports its intact \
            lines with a warning. Either makes the exit status 2 (a damaged journal not, with --allow-partial).
            """)

    @OptionGroup var data: DataDirectoryOption

    @Argument(help: "Match ids (see `scoreline matches`); none with --all.")
    var matchIds: [String] = []

    @Flag(help: "Export every match.")
    var all = false

    @Option(help: "json or csv.")
    var format = "json"

    @Option(help: "The file to write.")
    var out: String

    @Flag(help: "Accept a damaged journal's intact lines: warn, but exit 0.")
    var allowPartial = false

    func validate() throws {
        guard ["json", "csv"].contains(format) else { throw ValidationError(TransferMessages.badFormat(format)) }
        guard all || !matchIds.isEmpty else { throw ValidationError(TransferMessages.idsOrAll) }
        guard !all || matchIds.isEmpty else { throw ValidationError(TransferMessages.idsAndAll) }
        try MatchIdArgument.check(matchIds)
    }

    func run() throws {
        let store = data.store
        let collected = MatchExport.collect(store, matchIds: all ? nil : matchIds)
        var unreadable: [String] = []
        var partial: [String] = []
        for problem in collected.problems {
            if case .partial = problem { partial.append(problem.sentence) } else { unreadable.append(problem.sentence) }
        }
        let files = PosixFileLayer()
        var written: Int?
        if format == "json" {
            // Nothing readable and something wrong: an older backup at OUT is worth more.
            if !collected.matches.isEmpty || unreadable.isEmpty {
                try files.replaceAtomically(out, with: try MatchExport.json(collected.matches))
                written = collected.matches.count
            }
        } else {
            let csv = CSVExport(collected.matches, store: store)
            unreadable += csv.unreadable
            partial += csv.partial
            if let events = csv.eventsFile, let summary = csv.summaryFile {
                try files.replaceAtomically(out, with: events)
                try files.replaceAtomically(Self.summaryPath(out), with: summary)
                written = csv.summary?.rows.count
            } else if unreadable.isEmpty {
                throw CommandFailure(TransferMessages.noCSVMatch)
            }
        }
        var said = (unreadable + partial).map { $0 + "\n" }.joined()
        if written == nil { said += TransferMessages.notWritten(out) }
        if !partial.isEmpty && !allowPartial { said += TransferMessages.allowPartialHint }
        if !said.isEmpty { StandardStream.error.write(Data(said.utf8)) }
        if let written { StandardStream.output.write(Data(TransferMessages.exported(written, to: out).utf8)) }
        if !unreadable.isEmpty || (!partial.isEmpty && !allowPartial) { throw ExitCode(2) }
    }

    static func summaryPath(_ out: String) -> String {
        out.hasSuffix(".csv") ? String(out.dropLast(4)) + "-summary.csv" : out + "-summary.csv"
    }
}
