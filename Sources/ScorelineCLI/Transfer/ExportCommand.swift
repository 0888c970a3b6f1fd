import ArgumentParser
import CommandBasics
import FoundationEssentials
import Session
import Settings

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
    @Argument(help: "Match ids (see `scoreline matches`); none with --all.") var matchIds: [String] = []
    @Flag(help: "Export every match.") var all = false
    @Option(help: "json or csv.") var format = "json"
    @Option(help: "The file to write.") var out: String
    @Flag(help: "Accept a damaged journal's intact lines: warn, but exit 0.") var allowPartial = false

    func validate() throws {
        guard ["json", "csv"].contains(format) else { throw ValidationError(TransferMessages.badFormat(format)) }
        guard all || !matchIds.isEmpty else { throw ValidationError(TransferMessages.idsOrAll) }
        guard !all || matchIds.isEmpty else { throw ValidationError(TransferMessages.idsAndAll) }
        try MatchIdArgument.check(matchIds)
    }

    func run() throws {
        let outcome = try MatchExporter(store: data.store).export(matchIds: all ? nil : matchIds, csv: format == "csv", to: out)
        let said = outcome.said(out: out, allowPartial: allowPartial)
        if !said.isEmpty { StandardStream.error.write(Data(said.utf8)) }
        if let written = outcome.written { StandardStream.output.write(Data(TransferMessages.exported(written, to: out).utf8)) }
        if !outcome.isClean(allowPartial: allowPartial) { throw ExitCode(2) }
    }
}
