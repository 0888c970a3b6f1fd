import ArgumentParser
import CommandBasics
import Displays
import FoundationEssentials
import Renderer
import Settings

/// `scoreline debug displays`: every DRM card's connectors and modes as JSON (the format of
/// the fixtures in Tests/Fixtures/displays) and the card, connector and mode `run` would take.
struct DebugDisplaysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "displays",
        abstract: "Print the DRM cards, connectors and modes as JSON, and what scoreline run would choose."
    )

    @Option(help: "The config file whose display keys to apply (default: none, the built-in choice).")
    var config: String?

    @Option(help: "The directory of DRM device nodes.")
    var directory = "/dev/dri"

    func run() throws {
        let display = try config.map { try ConfigLoader.load($0).display } ?? ScorelineConfig.Display()
        let cards = DRMDisplay.describeCards(in: directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var json = try encoder.encode(["cards": cards])
        json.append(0x0A)
        StandardStream.output.write(json)
        let verdict = switch DisplaySelection.choose(cards, display.displayRequest) {
        case .chosen(let choice): "would choose: \(choice)\n  \(choice.why)"
        case .waiting(let why): "no screen: \(why)"
        case .failed(let error): "error: \(error)"
        }
        StandardStream.error.write(Data((verdict + "\n").utf8))
    }
}
