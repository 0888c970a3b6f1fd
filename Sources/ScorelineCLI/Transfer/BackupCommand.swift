import ArgumentParser
import CommandBasics
import FoundationEssentials
import Settings
import Store

/// `scoreline backup`: the whole data directory (every match folder, the roster, `current`,
/// the queue) and the config file as one file (ADR 037). It only reads, as an export does,
/// so it is safe while the scoreboard scores. Exit status 2 when something was left out.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write the whole data directory and the config file to one backup file.",
        discussion: """
            The backup is written beside OUT and renamed over it once whole, so a failed backup keeps the \
            one already there. The recovery bin and set-aside/ are not carried. `scoreline restore` reads it back.
            """)

    @OptionGroup var data: DataDirectoryOption
    @Option(help: "The backup file to write.") var out: String
    @Option(help: "The config file to carry (default \(ScorelineConfig.defaultPath), when there is one).") var config: String?

    func run() throws {
        let said = try BackupCommands.backup(data.store, to: out, config: config, defaultConfig: ScorelineConfig.defaultPath)
        if !said.errors.isEmpty { StandardStream.error.write(Data(said.errors.utf8)) }
        StandardStream.output.write(Data(said.output.utf8))
        if !said.clean { throw ExitCode(2) }
    }
}
