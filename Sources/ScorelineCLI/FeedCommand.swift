import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Renderer
import ScorerFeed
import Store

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

    @Argument(help: "A file of field writes, one a line (a recording), or a kiosk's feed journal (a path ending in .journal, e.g. /var/lib/scoreline/feed/feed.journal).")
    var file: String

    @OptionGroup var image: ImageOptions

    @Option(help: "The board as shown once the app disconnected at this time (ISO 8601 with the kiosk's offset, e.g. 2026-11-28T14:02:00+00:00).")
    var disconnectedAt: String?

    func run() throws {
        let link = try disconnectedAt.map { text throws -> FeedLink in
            guard let time = Timestamp(text) else {
                throw ValidationError("--disconnected-at must be an ISO 8601 time such as 2026-11-28T14:02:00+00:00, not \(text).")
            }
            return .disconnected(since: time)
        } ?? .live
        if file.hasSuffix(".journal") {
            let resumed: FeedRecorder.Resumed
            do throws(StoreError) { resumed = try FeedRecorder.read(file, files: PosixFileLayer()) } catch {
                throw ValidationError("\(error)")
            }
            try image.write(resumed.state.scoreboard(link: link))
            if !resumed.skipped.isEmpty {
                StandardStream.error.write(Data("\(file): records \(resumed.skipped.map(String.init).joined(separator: ", ")) could not be read and were skipped\n".utf8))
                throw ExitCode(2)
            }
            return
        }
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
        try image.write(state.scoreboard(link: link))
        // As the kiosk does: a malformed write changes nothing and is reported.
        for line in refused { StandardStream.error.write(Data("\(line)\n".utf8)) }
        if !refused.isEmpty { throw ExitCode(2) }
    }
}
