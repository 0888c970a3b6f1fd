import EventLoop
import Foundation
import MatchEngine
import Testing
@testable import Broadcast

/// `MosquittoClient`, `BoardPublisher` and `BoardInbox` against a real Mosquitto started here
/// on 127.0.0.1 with a free port and its own config in a temporary directory, stopped by its
/// pid. Every wait is for an event (the broker's log line, the inbox's doorbell) with a deadline.
@Suite(.serialized) struct RealBrokerTests {
    /// A Mosquitto of this test's own.
    final class Broker {
        let port: Int
        let directory: String
        private var process: Process?

        /// `listener`: lines added under the listener (a TLS broker's cafile, certfile,
        /// keyfile), given the broker's directory for files made there before it starts.
        init(listener: (String) throws -> [String] = { _ in [] }) throws {
            directory = NSTemporaryDirectory() + "scoreline-broker-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            port = try Self.freePort()
            let config = (["listener \(port) 127.0.0.1"] + (try listener(directory)) + [
                "allow_anonymous true",
                "persistence false",
                "log_dest stderr",
                "log_type information",
            ]).joined(separator: "\n") + "\n"
            try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/mosquitto.conf"))
        }

        deinit {
            stop()
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Starts it and returns once it says it is running (or throws after 5 s).
        func start() throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/mosquitto")
            process.arguments = ["-c", directory + "/mosquitto.conf"]
            let output = Pipe()
            // stderr: unbuffered, so "running" arrives when it is said.
            process.standardOutput = FileHandle.nullDevice
            process.standardError = output
            try process.run()
            self.process = process
            let fd = output.fileHandleForReading.fileDescriptor
            var seen = ""
            let deadline = MonotonicClock.milliseconds() + 5000
            while !seen.contains(" running") {
                let now = MonotonicClock.milliseconds()
                guard now < deadline else { throw BrokerFailure("mosquitto did not start: \(seen)") }
                var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, Int32(deadline - now)) > 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = read(fd, &buffer, buffer.count)
                guard n > 0 else { throw BrokerFailure("mosquitto ended: \(seen)") }
                seen += String(decoding: buffer[0..<n], as: UTF8.self)
            }
        }

        /// Stops it by its pid, at once (as a crash or a power cut would), and waits for it to end.
        func stop() {
            guard let process, process.isRunning else { return }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            self.process = nil
        }

        static func freePort() throws -> Int {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
            }
            guard bound else { throw BrokerFailure("no free port") }
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }

    struct BrokerFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// What a follower's inbox has received so far, collected from its drains.
    final class Received {
        var boards: [String: Scoreboard] = [:]
        var statuses: [String: Bool] = [:]

        /// Drains `inbox` as its bell rings until `done` holds, at most `milliseconds`.
        func wait(_ inbox: BoardInbox, milliseconds: UInt64, until done: (Received) -> Bool) -> Bool {
            let deadline = MonotonicClock.milliseconds() + milliseconds
            while !done(self) {
                let now = MonotonicClock.milliseconds()
                guard now < deadline else { return false }
                if inbox.doorbell.wait(milliseconds: Int(deadline - now)) {
                    inbox.doorbell.answer()
                    let batch = inbox.drain()
                    boards.merge(batch.boards) { $1 }
                    statuses.merge(batch.statuses) { $1 }
                }
            }
            return true
        }
    }

    func board(_ score: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", score, priority: BoardPriority.essential)])
    }

    @Test func boardsGoThroughARealBrokerAndComeBackAfterItsRestart() throws {
        let broker = try Broker()
        try broker.start()
        let address = BrokerAddress(host: "127.0.0.1", port: broker.port)
        let topics = try #require(CourtTopics(venue: "riverside", court: "3"))
        let log = RecordedLog()

        let publisher = BoardPublisher(
            client: try MosquittoClient(options: MQTTOptions(address: address, clientId: "test-scorer")),
            topics: topics, address: address, logger: log.logger)
        try publisher.start()
        for score in ["1", "2", "3"] { publisher.publish(board: board(score)) }

        // A follower started after the boards: the retained board and status arrive at once.
        let target = FollowTarget.court(topics)
        let inbox = try #require(BoardInbox(target: target, address: address, logger: log.logger))
        let follower = try MosquittoClient(options: MQTTOptions(address: address, clientId: "test-follower"))
        try follower.start(will: nil, events: inbox.events)
        for filter in target.filters { follower.subscribe(filter) }
        let received = Received()
        #expect(received.wait(inbox, milliseconds: 5000) { $0.boards["3"] == board("3") && $0.statuses["3"] == true })

        // The broker restarts without persistence: its retained board is gone, and the
        // publisher's reconnection puts it back (libmosquitto's first retry comes after 1 s).
        broker.stop()
        received.boards = [:]
        received.statuses = [:]
        try broker.start()
        #expect(received.wait(inbox, milliseconds: 10_000) { $0.boards["3"] == board("3") && $0.statuses["3"] == true })
        #expect(log.wait(for: "publish: broker mqtt://127.0.0.1:\(broker.port) is back", milliseconds: 5000))
        #expect(log.containing("publish: broker mqtt://127.0.0.1:\(broker.port) unreachable").count == 1)

        // New boards flow again, and a clean stop leaves `offline` behind.
        publisher.publish(board: board("4"))
        #expect(received.wait(inbox, milliseconds: 5000) { $0.boards["3"] == board("4") })
        publisher.stop()
        #expect(received.wait(inbox, milliseconds: 5000) { $0.statuses["3"] == false })
        #expect(log.containing("did not acknowledge").isEmpty)
        follower.stop()
    }

    @Test func aBrokerThatIsNotThereIsOneLineAndStopReturns() throws {
        let port = try Broker.freePort()
        let address = BrokerAddress(host: "127.0.0.1", port: port)
        let log = RecordedLog()
        let publisher = BoardPublisher(
            client: try MosquittoClient(options: MQTTOptions(address: address, clientId: "test-lonely")),
            topics: try #require(CourtTopics(venue: "v", court: "1")), address: address, logger: log.logger)
        try publisher.start()
        publisher.publish(board: board("1"))
        #expect(log.wait(for: "publish: broker mqtt://127.0.0.1:\(port) unreachable", milliseconds: 5000))
        let started = MonotonicClock.milliseconds()
        publisher.stop()
        #expect(MonotonicClock.milliseconds() - started < 1000)
    }

    @Test func tlsFilesWithoutTLSAreRefusedAtStart() throws {
        let options = MQTTOptions(address: BrokerAddress(host: "127.0.0.1"), clientId: "x", caFile: "/etc/ssl/certs/ca-certificates.crt")
        let client = try MosquittoClient(options: options)
        #expect(throws: BroadcastError(BroadcastMessages.tlsFilesNeedTLS)) { try client.start(will: nil, events: MQTTEvents()) }
    }

    /// The kiosk blocks SIGTERM, SIGINT and SIGHUP only after the client has started (its
    /// signalfd); a network thread with them unblocked would take `systemctl stop` and die.
    @Test func theNetworkThreadBlocksEverySignal() throws {
        let client = try MosquittoClient(options: MQTTOptions(address: BrokerAddress(host: "127.0.0.1", port: try Broker.freePort()), clientId: "test-signals"))
        let recorder = try RealBrokerTLSTests.Recorder()
        try client.start(will: nil, events: recorder.events)
        defer { client.stop() }
        // No broker there: the thread's first attempt fails and says so, after it named itself.
        #expect(recorder.wait(milliseconds: 5000) { !$0.disconnected.isEmpty })
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        let masks = tasks.compactMap { task -> UInt64? in
            guard let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8), name == "scoreline-mqtt\n",
                  let status = try? String(contentsOfFile: "/proc/self/task/\(task)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") }) else { return nil }
            return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        }
        #expect(!masks.isEmpty, "a thread named scoreline-mqtt runs")
        for mask in masks {
            for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { #expect(mask & (1 << UInt64(signal - 1)) != 0, "signal \(signal) blocked") }
        }
    }

    /// libmosquitto queues a QoS 1 message published while disconnected and sends it on the
    /// next connection: `publish` gives its id, and the broker's acknowledgement names it.
    @Test func aMessagePublishedWhileTheBrokerIsDownIsAcknowledgedWhenItComes() throws {
        let broker = try Broker()
        let recorder = try RealBrokerTLSTests.Recorder()
        let client = try MosquittoClient(options: MQTTOptions(address: BrokerAddress(host: "127.0.0.1", port: broker.port), clientId: "test-queued"))
        try client.start(will: nil, events: recorder.events)
        #expect(recorder.wait(milliseconds: 5000) { !$0.disconnected.isEmpty })
        let id = try #require(client.publish(MQTTMessage(topic: "scoreline/q/1/board", payload: Array("queued".utf8))))
        #expect(client.publish(MQTTMessage(topic: "scoreline/q/1/board", payload: Array("qos 0".utf8), qos: 0)) == nil)
        try broker.start()
        #expect(recorder.wait(milliseconds: 5000) { $0.connected == 1 && $0.delivered.contains(id) })
        client.stop()
    }

    /// A 20,000-byte board is refused by its real size, and only 8 KB + 1 of it was copied.
    @Test func anOversizedBoardIsRefusedByItsRealSize() throws {
        let broker = try Broker()
        try broker.start()
        let address = BrokerAddress(host: "127.0.0.1", port: broker.port)
        let topics = try #require(CourtTopics(venue: "big", court: "1"))
        let log = RecordedLog()
        let inbox = try #require(BoardInbox(target: .court(topics), address: address, logger: log.logger))
        let recorder = try RealBrokerTLSTests.Recorder()
        let events = inbox.events
        let client = try MosquittoClient(options: MQTTOptions(address: address, clientId: "test-big"))
        try client.start(will: nil, events: MQTTEvents(
            connected: events.connected, disconnected: events.disconnected,
            received: { message in recorder.events.received(message); events.received(message) }))
        client.subscribe(topics.board)
        let sender = try MosquittoClient(options: MQTTOptions(address: address, clientId: "test-big-sender"))
        let sent = try RealBrokerTLSTests.Recorder()
        try sender.start(will: nil, events: sent.events)
        #expect(sent.wait(milliseconds: 5000) { $0.connected == 1 })
        _ = sender.publish(MQTTMessage(topic: topics.board, payload: [UInt8](repeating: UInt8(ascii: "x"), count: 20_000)))
        #expect(recorder.wait(milliseconds: 5000) { !$0.received.isEmpty })
        let got = recorder.seen.withLock { $0.received.first }
        #expect(got?.payload.count == BoardMessage.maxBytes + 1)
        #expect(got?.length == 20_000)
        // The loop checks what the client filed when it drains: drained here as the bell rings.
        let refusal = "follow: scoreline/big/1/board: refused: 20000 bytes is over the 8192-byte limit for a board"
        var logged = false
        for _ in 0..<50 where !logged {
            if inbox.doorbell.wait(milliseconds: 100) { _ = inbox.doorbell.answer() }
            _ = inbox.drain()
            logged = !log.containing(refusal).isEmpty
        }
        #expect(logged)
        sender.stop()
        client.stop()
    }
}
