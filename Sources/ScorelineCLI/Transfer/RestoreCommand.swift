import ArgumentParser
import CommandBasics
import FoundationEssentials
import Settings
import Store

/// `scoreline restore`: merges a backup into the data directory (ADR 037). Nothing here is
/// written over; a line that fails its check is skipped and named, and the rest restores.
/// Exit status 2 when anything was skipped or left out.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a backup into the data directory, merging: nothing here is overwritten.",
        discussion: """
            A match not here is restored whole; one here with other contents is left as it is and named. \
            The roster, the current match and queue entries are written only where there is none; the config file only \
            with --config, where there is none, and only if it passes `config check`. Refused while a scoreboard runs here.
            """)

    @OptionGroup var data: DataDirectoryOption

    @Argument(help: "The backup file (from `scoreline backup`).")
    var file: String

    @Option(help: "Where the backup's config file goes, only if there is none (e.g. \(ScorelineConfig.defaultPath)); without it the config is not restored.")
    var config: String?

    func run() throws {
        let report = try restore()
        StandardStream.output.write(Data(BackupMessages.restored(report).utf8))
        let said = (report.notes + report.skipped).map { $0 + "\n" }.joined()
            + report.notRestored.map { BackupMessages.notRestored($0.item, $0.why) }.joined()
        if !said.isEmpty { StandardStream.error.write(Data(said.utf8)) }
        if !report.isClean { throw ExitCode(2) }
    }

    /// The store's refusals said for this command: the scoreboard to stop, the file missing.
    private func restore() throws -> BackupRestorer.Report {
        let result = Result { () throws(StoreError) in try BackupRestorer.restore(file, into: data.store, config: config, checkConfig: ConfigLoader.problems) }
        switch result {
        case .success(let report): return report
        case .failure(.busy(let path, let holder)): throw CommandFailure(BackupMessages.refusedWhileScoring(path, holder: holder))
        case .failure(.notFound): throw CommandFailure(TransferMessages.noSuchFile(file))
        case .failure(let error): throw error
        }
    }
}
