import EventLoop
import ArgumentParser
import Broadcast
import CommandBasics
import Dispatch
import FoundationEssentials
import Glibc
import MatchEngine
import ProjectionCenter
import Renderer
import Settings

/// `scoreline-bench follow`: the scoreboard over MQTT (issue 15) against its own Mosquitto:
/// the bytes a board costs, publish → follower frame ready with 1, 12 and 48 followers beside
/// the broker's fan-out alone and a single render, and a follower process's start and memory.
struct FollowBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow", abstract: "Time the scoreboard over MQTT against the bench's own Mosquitto.")

    @Option(help: "Follower counts, comma-separated.")
    var followers = "1,12,48"

    @Option(help: "Timed boards per follower count (after one untimed).")
    var boards = 60

    @Option(help: "Milliseconds to let the system settle after every follower drew a board.")
    var gap = 50

    @Option(help: "Each follower's frame size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    @Option(help: "The ShuttleSet data (one folder per match).")
    var shuttleset = "../shared/data/shuttleset"

    @Option(help: "Runs of `scoreline run --follow` for start → READY=1 and peak RSS (0: none).")
    var starts = 10

    func run() throws {
        quietLogging()
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        let counts = followers.split(separator: ",").compactMap { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { throw CommandFailure("--followers: give counts like 1,12,48") }
        let scratch = "/tmp/scoreline-bench-follow-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let matches = try Self.realMatches(shuttleset: shuttleset, scratch: scratch)
        report(Self.bytesReport(matches))
        // The boards of one real badminton match, in order: each differs from the last.
        guard let played = matches.first(where: { $0.name != "T20" && $0.name != "two-innings" }), played.boards.count > boards else {
            throw CommandFailure("no ShuttleSet match with more than \(boards) boards in \(shuttleset)")
        }
        let sequence = Array(played.boards.prefix(boards + 1))
        let encoder = PublishedMatch.encoder()
        let payloads = try sequence.map { Array(try encoder.encode($0)) }
        report(try Self.renderReport(sequence, size: panel))

        let broker = try BenchBroker()
        defer { broker.stop() }
        let address = try BrokerAddress(parsing: broker.url)
        let publisher = try BenchPublisher(address: address)
        defer { publisher.stop() }
        report("boards: \(played.name), \(boards) timed boards per run, \(gap) ms apart once every follower drew; Mosquitto \(broker.url)\n")
        for count in counts {
            report(try latency(count, payloads: payloads, publisher: publisher, broker: broker, address: address, size: panel))
        }
        if starts > 0 {
            let start = try FollowStart(broker: broker, publisher: publisher, board: payloads[payloads.count - 1], size: size, scratch: scratch)
            report(try start.measure(runs: starts))
        }
    }

    private func report(_ text: String) {
        StandardStream.output.write(Data((text + "\n").utf8))
    }

    /// Publishes each board once every follower drew the last, and times, per (board,
    /// follower), publish → received on the client's thread and publish → frame ready.
    private func latency(
        _ count: Int, payloads: [[UInt8]], publisher: BenchPublisher, broker: BenchBroker, address: BrokerAddress, size: PixelSize
    ) throws -> String {
        guard let topics = CourtTopics(venue: "bench", court: "n\(count)") else { throw CommandFailure("bad topic") }
        let presented = DispatchSemaphore(value: 0)
        let numbers = Dictionary(payloads.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        guard numbers.count == payloads.count else { throw CommandFailure("two boards of the sequence are the same") }
        var threads: [FollowerThread] = []
        defer { for thread in threads { thread.stop() } }
        for i in 0..<count {
            let options = MQTTOptions(address: address, clientId: "bench-follow-\(count)-\(i)")
            threads.append(try FollowerThread(index: i, options: options, topics: topics, size: size, boards: numbers, presented: presented))
        }
        var published: [Int64] = []
        var brokerCPU: UInt64 = 0
        for (k, payload) in payloads.enumerated() {
            // Board 0 is retained before some followers have subscribed: it is their first board
            // whenever they subscribe, and is not timed.
            let cpuBefore = broker.cpuNanoseconds()
            published.append(MonotonicClock.nanoseconds())
            try publisher.publish(payload, topic: topics.board)
            for _ in 0..<count {
                guard presented.wait(timeout: .now() + .seconds(20)) == .success else {
                    throw CommandFailure("\(count) followers: board \(k) was not drawn by every follower within 20 s")
                }
            }
            if k > 0, let before = cpuBefore, let after = broker.cpuNanoseconds() { brokerCPU += after - before }
            usleep(UInt32(gap) * 1000)
        }
        var fanOut: [Double] = []
        var frame: [Double] = []
        var renders: [Double] = []
        for thread in threads {
            let times = thread.record.times.withLock { $0 }
            if let failure = times.failure { throw CommandFailure(failure) }
            guard times.received.count == payloads.count, times.presented.count == payloads.count else {
                throw CommandFailure("a follower got \(times.received.count) messages and drew \(times.presented.count) boards of \(payloads.count)")
            }
            for k in 1..<payloads.count {
                guard let received = times.received[k] else { throw CommandFailure("board \(k) was drawn but not received") }
                fanOut.append(Double(received - published[k]) / 1e6)
                frame.append(Double(times.presented[k] - published[k]) / 1e6)
                renders.append(Double(times.presented[k] - received) / 1e6)
            }
        }
        func line(_ name: String, _ values: [Double]) -> String {
            "  \(name): median \(format(median(values))) ms, p99 \(format(percentile(values, 0.99))) ms, max \(format(values.max() ?? 0)) ms"
        }
        return """
            \(count) follower\(count == 1 ? "" : "s") (\(fanOut.count) board × follower samples):
            \(line("publish → frame ready", frame))
            \(line("publish → received on the client's thread (the broker's fan-out)", fanOut))
            \(line("received → frame ready (decode, doorbell, loop, render, copy)", renders))
              Mosquitto's own CPU: \(fixed(Double(brokerCPU) / 1e3 / Double(fanOut.count), decimals: 1)) µs per delivery (\(fixed(Double(brokerCPU) / 1e6, decimals: 1)) ms for \(payloads.count - 1) publishes to \(count))

            """
    }

    /// The ShuttleSet matches, a T20 and a two-innings match, folded as a kiosk folds them.
    static func realMatches(shuttleset: String, scratch: String) throws -> [PublishedMatch] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: shuttleset))?.sorted() ?? []
        var matches: [PublishedMatch] = []
        for (i, folder) in folders.enumerated() where FileManager.default.fileExists(atPath: "\(shuttleset)/\(folder)/match.json") {
            matches.append(try PublishedMatch.shuttleSet("\(shuttleset)/\(folder)", root: "\(scratch)/s\(i)"))
        }
        guard !matches.isEmpty else { throw CommandFailure("no ShuttleSet matches (folders with match.json) in \(shuttleset)") }
        matches.append(try PublishedMatch.cricket("T20", oversPerInnings: 20, actions: 300, root: "\(scratch)/t20"))
        matches.append(try PublishedMatch.cricket("two-innings", oversPerInnings: nil, actions: 3000, root: "\(scratch)/test"))
        return matches
    }

    static func bytesReport(_ matches: [PublishedMatch]) -> String {
        func sizes(_ name: String, _ group: [PublishedMatch]) -> String {
            let boards = group.flatMap(\.boardBytes).map(Double.init)
            let summaries = group.flatMap(\.summaryBytes).map(Double.init)
            let actions = group.reduce(0) { $0 + $1.actions }
            return """
                  \(name): \(group.count) match\(group.count == 1 ? "" : "es"), \(actions) actions, \(boards.count) boards (\(fixed(Double(boards.count) / Double(max(1, actions)), decimals: 2)) per action)
                    board JSON: median \(Int(median(boards))) B, p99 \(Int(percentile(boards, 0.99))) B, max \(Int(boards.max() ?? 0)) B
                    summary JSON: median \(Int(median(summaries))) B, max \(Int(summaries.max() ?? 0)) B
                """
        }
        let badminton = matches.filter { $0.name != "T20" && $0.name != "two-innings" }
        return "bytes per message (JSON as BoardPublisher encodes it; the live board after each action that changed it):\n"
            + [sizes("badminton, ShuttleSet singles", badminton),
               sizes("cricket T20 (SyntheticCricket, 20 overs)", matches.filter { $0.name == "T20" }),
               sizes("cricket two innings a side (SyntheticCricket, to a result)", matches.filter { $0.name == "two-innings" })].joined(separator: "\n")
            + "\n"
    }

    /// One render alone, nothing else running: each board after the one before it, as a
    /// follower draws them.
    static func renderReport(_ boards: [Scoreboard], size: PixelSize) throws -> String {
        let presenter = try MemoryPresenter(size: size, rotation: .none, theme: .daylight, fonts: .locateBundled())
        var times: [Double] = []
        for round in 0..<3 {
            for board in boards {
                let ms = try time { () throws in try presenter.present(board, seq: nil) }
                if round > 0 { times.append(ms) }
            }
        }
        return "a single render alone (MemoryPresenter \(size.width)x\(size.height), \(times.count) boards): median \(format(median(times))) ms, p99 \(format(percentile(times, 0.99))) ms\n"
    }
}
