import ArgumentParser
import FoundationEssentials
import MatchEngine
import Renderer
import Settings

/// `scoreline feed`: the scorer's app's writes, off the radio (docs/bluetooth.md).
struct FeedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "The scorer's app over Bluetooth: draw the board a sequence of field writes makes.",
        subcommands: [FeedRenderCommand.self]
    )
}

/// Draws the board the kiosk shows after a sequence of writes: the reference a recorded feed,
/// or the VM test's screen, is compared with.
struct FeedRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the board after a file of field writes (one write a line, as the app sends it: BTS245/5) into a PNG or PPM."
    )

    @Argument(help: "A file of field writes, one a line (a journal's writes, or a recording).")
    var file: String

    @Option(help: "The panel size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    @Option(help: "The image to write: .png, or .ppm for raw pixels.")
    var out: String

    @Option(help: "daylight (black, white, amber) or indoor.")
    var theme = "daylight"

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    @Option(help: "The board as shown once the app disconnected at this time (ISO 8601 with the kiosk's offset, e.g. 2026-11-28T14:02:00+00:00).")
    var disconnectedAt: String?

    func run() throws {
        guard let panel = PixelSize(parsingImage: size) else { throw ValidationError(OptionMessages.badImageSize(size)) }
        guard let chosen = Theme.named(theme) else { throw ValidationError("--theme must be daylight or indoor, not \(theme).") }
        let link = try disconnectedAt.map { text throws -> FeedLink in
            guard let time = Timestamp(text) else {
                throw ValidationError("--disconnected-at must be an ISO 8601 time such as 2026-11-28T14:02:00+00:00, not \(text).")
            }
            return .disconnected(since: time)
        } ?? .live
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("Cannot read \(file): no such file, or no permission to read it.")
        }
        var state = FeedState()
        var refused: [String] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let outcome: FeedOutcome
            switch FeedWrite.decode(Array(line)) {
            case .success(let write): outcome = state.apply(write)
            case .failure(let refusal): outcome = .refused(refusal)
            }
            if case .refused(let refusal) = outcome { refused.append("\(file) line \(index + 1) was ignored: \(refusal.message)") }
        }
        try RenderCommand.write(state.scoreboard(link: link), panel: panel, rotation: .none, theme: chosen, fonts: fonts, to: out)
        // As the kiosk does: a malformed write changes nothing and is reported.
        for line in refused { StandardStream.error.write(Data("\(line)\n".utf8)) }
        if !refused.isEmpty { throw ExitCode(2) }
    }
}
