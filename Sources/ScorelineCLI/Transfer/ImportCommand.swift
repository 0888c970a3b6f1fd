import ArgumentParser
import CommandBasics
import FoundationEssentials
import Images
import Session
import Store

/// `scoreline import`: merges an export into the data directory by match id. The file is
/// checked whole first; a match here is never replaced, and one that cannot be read to its
/// end is not touched at all (ADR 010). Exit status 2 when any match was not imported.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import a JSON export, merging by match id without duplicates.",
        discussion: "The file may be up to \(MatchExport.maxFileBytes >> 20) MiB.")

    @OptionGroup var data: DataDirectoryOption
    @Argument(help: "The JSON export file.") var file: String

    func run() throws {
        let bytes = try MatchExport.readFile(file)
        let report = try MatchExport.importJSON(
            bytes, source: file, into: data.store, checkLine: ImportedTimes.problem(inLine:), check: ImportCheck.refusal,
            checkPhoto: { MatchPhoto.checkStored(name: $0.name, bytes: $0.bytes) })
        StandardStream.output.write(Data(TransferMessages.importSummary(report).utf8))
        let said = TransferMessages.importNotes(report)
        if !said.isEmpty { StandardStream.error.write(Data(said.utf8)) }
        if !report.isClean { throw ExitCode(2) }
    }
}
