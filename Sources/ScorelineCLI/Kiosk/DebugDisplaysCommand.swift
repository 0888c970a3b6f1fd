import ArgumentParser
import CommandBasics
import Displays
import FoundationEssentials
import Kiosk
import Settings

/// `scoreline debug displays`: every DRM card's connectors and modes as JSON (the format of
/// the fixtures in Tests/Fixtures/displays) and the card, connector and mode `run` would take.
struct DebugDisplaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "displays",
        abstract: "Print the DRM cards, connectors and modes as JSON, and what scoreline run would choose."
    )

    @Option(help: "The config file whose display keys to apply (default: none, the built-in choice).") var config: String?
    @Option(help: "The directory of DRM device nodes.") var directory = "/dev/dri"

    func run() throws {
        let (json, verdict) = try DisplayProbe.describe(try config.map { try ConfigLoader.load($0).display } ?? ScorelineConfig.Display(), directory: directory)
        StandardStream.output.write(json)
        StandardStream.error.write(Data(verdict.utf8))
    }
}
