import Displays
import FoundationEssentials
import Renderer
import Settings

/// `scoreline debug displays`' body: every DRM card's connectors and modes as JSON (the format
/// of the fixtures in Tests/Fixtures/displays), and the card, connector and mode `run` would
/// take with `display`'s keys, in a sentence.
public enum DisplayProbe {
    public static func describe(_ display: ScorelineConfig.Display, directory: String) throws -> (json: Data, verdict: String) {
        let cards = DRMDisplay.describeCards(in: directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var json = try encoder.encode(["cards": cards])
        json.append(0x0A)
        let verdict = switch DisplaySelection.choose(cards, display.displayRequest) {
        case .chosen(let choice): "would choose: \(choice)\n  \(choice.why)"
        case .waiting(let why): "no screen: \(why)"
        case .failed(let error): "error: \(error)"
        }
        return (json, verdict + "\n")
    }
}
