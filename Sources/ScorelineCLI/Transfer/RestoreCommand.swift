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
    @Argument(help: "The backup file (from `scoreline backup`).") var file: String
    @Option(help: "Where the backup's config file goes, only if there is none (e.g. \(ScorelineConfig.defaultPath)); without it the config is not restored.") var config: String?

    func run() throws {
        let said = try BackupCommands.restore(file, into: data.store, config: config, checkConfig: ConfigLoader.problems)
        StandardStream.output.write(Data(said.output.utf8))
        if !said.errors.isEmpty { StandardStream.error.write(Data(said.errors.utf8)) }
        if !said.clean { throw ExitCode(2) }
    }
}
