import ArgumentParser

@main
struct Scoreline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scoreline",
        abstract: "A live scoreboard for cricket and badminton, drawn straight to a screen.",
        subcommands: [ReplayCommand.self, RenderCommand.self, BenchCommand.self, DebugCommand.self]
    )
}
