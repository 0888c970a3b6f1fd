import ArgumentParser
import Kiosk

@main
struct Scoreline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scoreline",
        abstract: "A live scoreboard for cricket and badminton, drawn straight to a screen.",
        subcommands: [RunCommand.self, WatchCommand.self, ReplayCommand.self, RenderCommand.self, FeedCommand.self, ScorecardCommand.self, AddCommand.self, MatchesCommand.self, StatsCommand.self, PortalCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, QueueCommand.self, RosterCommand.self, ConfigCommand.self, RemoteCommand.self, NetworkCommand.self, DoctorCommand.self, DebugCommand.self]
    )

    /// `scoreline run` with plain `--name value` options skips ArgumentParser's reflection, a
    /// fifth of the start's instructions; anything else goes to it whole (ADR 060).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "run", let options = KioskArguments(plain: Array(arguments.dropFirst())) {
            do { try Kiosk.start(options) } catch { exit(withError: error) }
            return
        }
        main(nil)
    }
}
