import ArgumentParser

@main
struct Scoreline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scoreline",
        abstract: "A live scoreboard for cricket and badminton, drawn straight to a screen.",
        subcommands: [RunCommand.self, WatchCommand.self, ReplayCommand.self, RenderCommand.self, FeedCommand.self, ScorecardCommand.self, AddCommand.self, MatchesCommand.self, StatsCommand.self, PortalCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self, QueueCommand.self, RosterCommand.self, ConfigCommand.self, RemoteCommand.self, NetworkCommand.self, DoctorCommand.self, DebugCommand.self]
    )
}
