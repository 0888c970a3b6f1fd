import ArgumentParser
import Kiosk

@main
struct Scoreline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scoreline",
        abstract: "A live scoreboard for cricket and badminton, drawn straight to a screen.",
        subcommands: [RunCommand.self, WatchCommand.self, ReplayCommand.self, RenderCommand.self, FeedCommand.self, ScorecardCommand.self, AddCommand.self, MatchesCommand.self, StatsCommand.self, PortalCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, QueueCommand.self, RosterCommand.self, ConfigCommand.self, RemoteCommand.self, NetworkCommand.self, DoctorCommand.self, DebugCommand.self]
    )

    /// `scoreline run` with plain `--name value` options, the kiosk's start, reads them
    /// without ArgumentParser, whose parse (every command and option found by reflection, each
    /// a first-time protocol look-up) was a fifth of the instructions from exec to the first
    /// frame (ADR 060). Anything else goes to ArgumentParser whole, so every message and exit
    /// status is the same; an error from the kiosk is reported as `main` reports it.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "run", let options = KioskArguments(plain: Array(arguments.dropFirst())) {
            do { try RunCommand.start(options) } catch { exit(withError: error) }
            return
        }
        main(nil)
    }
}
