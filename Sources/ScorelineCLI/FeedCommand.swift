import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Renderer
import ScorerFeed
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

    @Argument(help: "A file of field writes, one a line (a recording), or a kiosk's feed journal (a path ending in .journal, e.g. /var/lib/scoreline/feed/feed.journal).") var file: String
    @OptionGroup var image: ImageOptions
    @Option(help: "The board as shown once the app disconnected at this time (ISO 8601 with the kiosk's offset, e.g. 2026-11-28T14:02:00+00:00).") var disconnectedAt: String?

    func run() throws {
        let link = try disconnectedAt.map { text throws -> FeedLink in
            guard let time = Timestamp(text) else {
                throw ValidationError("--disconnected-at must be an ISO 8601 time such as 2026-11-28T14:02:00+00:00, not \(text).")
            }
            return .disconnected(since: time)
        } ?? .live
        let replayed: FeedReplay.Replayed
        do { replayed = try FeedReplay.read(file) } catch { throw ValidationError("\(error)") }
        try image.write(replayed.state.scoreboard(link: link))
        // As the kiosk does: a malformed write changes nothing and is reported.
        if !replayed.problems.isEmpty {
            StandardStream.error.write(Data(replayed.problems.map { $0 + "\n" }.joined().utf8))
            throw ExitCode(2)
        }
    }
}
