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

    @Option(help: "The backup file to write.")
    var out: String

    @Option(help: "The config file to carry (default \(ScorelineConfig.defaultPath), when there is one).")
    var config: String?

    func run() throws {
        var said = ""
        var configPath = config
        if config == nil {
            // The default is carried when it is there; a machine set up by hand may have none.
            if (try? PosixFileLayer().kind(of: ScorelineConfig.defaultPath)) != nil {
                configPath = ScorelineConfig.defaultPath
            } else {
                said += BackupMessages.noDefaultConfig
            }
        }
        let report = try BackupWriter(store: data.store).write(to: out, config: configPath)
        said += report.leftOut.map { $0 + "\n" }.joined()
        if !said.isEmpty { StandardStream.error.write(Data(said.utf8)) }
        StandardStream.output.write(Data(BackupMessages.backedUp(report, to: out).utf8))
        if !report.leftOut.isEmpty { throw ExitCode(2) }
    }
}
