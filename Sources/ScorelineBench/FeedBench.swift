import ArgumentParser
import CommandBasics
import EventLoop
import FoundationEssentials
import Glibc
import Logging
import MatchEngine
import ProjectionCenter
import Renderer
import ScorerFeed
import Settings
import Store

/// `scoreline-bench feed`: the scorer's app over Bluetooth (issue 18), write → frame ready.
/// Each ball is the burst the app sends (a dozen field writes at once); the clock starts at the
/// burst's first write and stops when the MemoryPresenter has the frame. It runs the real
/// follower on a reactor, with the real feed journal (fdatasync per write) in a temporary
/// directory. Beside it, in the same run: the floors, the journal's appends alone and one
/// render alone.
struct FeedBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed", abstract: "Time the scorer's app feed: a ball's burst of writes → frame ready.")

    @Option(help: "Timed balls per setting (after two untimed).")
    var balls = 120

    @Option(help: "The frame size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    @Option(help: "A directory on the disk to measure (the feed journal goes there); default /var/tmp.")
    var directory = "/var/tmp"

    func run() throws {
        quietLogging()
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        let bursts = (0..<(balls + 2)).map(Self.burst)
        let presenter = try MemoryPresenter(size: panel, rotation: .none, theme: .daylight, fonts: .locateBundled())
        report("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; \(balls) balls of \(bursts[2].count) writes each; frame \(panel.width)x\(panel.height) (MemoryPresenter); journal in \(directory)")
        for settle in [FeedFollower.Settle.standard, FeedFollower.Settle(quiet: 0, longest: 0)] {
            let times = try latency(bursts, settle: settle, presenter: presenter)
            let label = settle == .standard ? "settled as shipped (quiet \(settle.quiet) ms, at most \(settle.longest) ms)" : "no settling (drawn on the loop's next turn)"
            report("write → frame ready, \(label): median \(format(median(times))) ms, p99 \(format(percentile(times, 0.99))) ms")
        }
        let appends = try journalFloor(bursts)
        report("floor: a burst's journal appends alone (\(bursts[2].count) × line + fdatasync): median \(format(median(appends))) ms, p99 \(format(percentile(appends, 0.99))) ms")
        let renders = try renderFloor(bursts, presenter: presenter)
        report("floor: one render alone: median \(format(median(renders))) ms, p99 \(format(percentile(renders, 0.99))) ms")
    }

    private func report(_ text: String) { StandardStream.output.write(Data((text + "\n").utf8)) }

    /// Ball `n`'s burst: what the app sends after a single to the striker, in its order.
    static func burst(_ n: Int) -> [String] {
        // A 20-over chase's balls, round and round: every burst is one the app could send.
        let runs = n + 1
        let over = (n / 6) % 20, ball = n % 6 + 1
        return ["BTS\(runs)/0", "OVB\(over).\(ball)", "B1S\(runs)", "B1B\(n + 1)", "B1K\(n % 2)", "B2K\((n + 1) % 2)",
                "F1S0/\(runs) (\(over).\(ball))", "RRQ\(max(0, 180 - runs))", "RRR\(format(Double(max(0, 180 - runs)) / 10))",
                "OVR\(19 - over).\(6 - ball)", "COV\(Array(repeating: "1", count: ball).joined(separator: " "))", "CRR\(format(6.0))"]
    }

    private func scratch() -> String { "\(directory)/scoreline-bench-feed-\(getpid())" }

    private func latency(_ bursts: [[String]], settle: FeedFollower.Settle, presenter: MemoryPresenter) throws -> [Double] {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = PosixFileLayer()
        let (recorder, resumed) = try FeedRecorder.open(dataDirectory: root, files: files)
        let reactor = Reactor()
        let link = ScriptedAppLink()
        let phone = "/org/bluez/hci0/dev_BE_NC_HM_AR_K0_01"
        var failure: (any Error)?
        let follower = FeedFollower(
            name: "Bench", link: link, recorder: recorder, resumed: resumed, now: { nil },
            show: { board in
                do { try presenter.present(board, seq: nil) } catch { failure = error }
            }, settle: settle, logger: Logger(label: "bench"))
        var times: [Double] = []
        var next = 0
        func sendNext() {
            guard next < bursts.count else { return reactor.stop() }
            for text in bursts[next] { link.write(text, from: phone) }
            next += 1
        }
        follower.drew = { since in
            let ms = Double(MonotonicClock.nanoseconds() - since) / 1_000_000
            if next > 2 { times.append(ms) }
            // The next ball once this frame is up: bursts never overlap.
            _ = reactor.after(milliseconds: 1) { sendNext() }
        }
        try follower.start(on: reactor)
        link.connect(phone)
        _ = reactor.after(milliseconds: 1) { sendNext() }
        _ = reactor.run()
        follower.stop()
        if let failure { throw failure }
        return times
    }

    private func journalFloor(_ bursts: [[String]]) throws -> [Double] {
        let root = scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (recorder, _) = try FeedRecorder.open(dataDirectory: root, files: PosixFileLayer())
        var times: [Double] = []
        for (n, burst) in bursts.enumerated() {
            let ms = try time { () throws in for text in burst { try recorder.record(write: text, at: nil) } }
            if n >= 2 { times.append(ms) }
        }
        return times
    }

    private func renderFloor(_ bursts: [[String]], presenter: MemoryPresenter) throws -> [Double] {
        var state = FeedState()
        var times: [Double] = []
        for (n, burst) in bursts.enumerated() {
            for text in burst { if case .success(let write) = FeedWrite.decode(Array(text.utf8)) { _ = state.apply(write) } }
            let board = state.scoreboard(link: .live)
            let ms = try time { () throws in try presenter.present(board, seq: nil) }
            if n >= 2 { times.append(ms) }
        }
        return times
    }
}
