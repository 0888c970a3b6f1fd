import Broadcast
import CommandBasics
import Dispatch
import EventLoop
import Glibc
import MatchEngine
import ProjectionCenter
import Renderer
import Synchronization

/// One in-process follower for `bench follow`, as `scoreline run --follow` wires one: a
/// `MosquittoClient` + `BoardInbox` + `BoardFollower` on its own `Reactor`, on its own thread,
/// drawing with a `MemoryPresenter` (the real renderer and frame buffers). It records, on
/// CLOCK_MONOTONIC, when each board reached the client's thread (the broker's fan-out) and
/// when its frame was ready (the presenter's `present` returned).
final class FollowerThread: Sendable {
    struct Times {
        /// By board number: the first arrival of that board's payload (a board can arrive
        /// twice: the retained one again when a subscription is made twice at start).
        var received: [Int: Int64] = [:]
        var presented: [Int64] = []
        var failure: String?
    }
    /// Written on the follower's threads, read by the bench once every board was drawn.
    final class Record: Sendable {
        let times = Mutex(Times())
    }

    let record = Record()
    private let stopBell: Doorbell
    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts the thread; returns once the follower's loop is about to run. `presented` is
    /// signalled after every frame but the first (the waiting board).
    init(index: Int, options: MQTTOptions, topics: CourtTopics, size: PixelSize, boards: [[UInt8]: Int], presented: DispatchSemaphore) throws {
        guard let bell = Doorbell() else { throw CommandFailure("no eventfd for follower \(index)") }
        stopBell = bell
        let times = self.record
        let started = self.started
        let finished = self.finished
        let body: @Sendable () -> Void = {
            do {
                try Self.follow(options: options, topics: topics, size: size, boards: boards, stopBell: bell, times: times, presented: presented, started: started)
            } catch {
                times.times.withLock { $0.failure = "follower \(index): \(error)" }
                started.signal()
            }
            finished.signal()
        }
        try BenchThread.start(body)
        started.wait()
        if let failure = times.times.withLock({ $0.failure }) { throw CommandFailure(failure) }
    }

    /// Ends the follower's loop (it leaves the broker cleanly) from any thread, and waits for
    /// its thread to be done.
    func stop() {
        stopBell.ring()
        finished.wait()
    }

    private static func follow(
        options: MQTTOptions, topics: CourtTopics, size: PixelSize, boards: [[UInt8]: Int], stopBell: Doorbell, times: Record,
        presented: DispatchSemaphore, started: DispatchSemaphore
    ) throws {
        let reactor = Reactor()
        let presenter = try MemoryPresenter(size: size, rotation: .none, theme: .daylight, fonts: .locateBundled())
        let client = TimedClient(try MosquittoClient(options: options)) { message in
            let now = MonotonicClock.nanoseconds()
            guard let number = boards[message.payload] else { return }
            times.times.withLock { times in
                if times.received[number] == nil { times.received[number] = now }
            }
        }
        guard let inbox = BoardInbox(target: .court(topics), address: options.address) else { throw CommandFailure("no eventfd") }
        var frames = 0
        let follower = BoardFollower(target: .court(topics), client: client, inbox: inbox, show: { board in
            do {
                try presenter.present(board, seq: nil)
            } catch {
                times.times.withLock { $0.failure = "present: \(error)" }
            }
            let now = MonotonicClock.nanoseconds()
            frames += 1
            guard frames > 1 else { return }
            times.times.withLock { $0.presented.append(now) }
            presented.signal()
        })
        stopBell.attach(to: reactor) {
            follower.stop()
            reactor.stop()
        }
        try follower.start(on: reactor)
        started.signal()
        _ = reactor.run()
    }
}

/// The real client with a stopwatch on its thread: `onReceive` runs first for every message,
/// before the follower's inbox checks it.
final class TimedClient: MQTTClient {
    private let inner: MosquittoClient
    private let onReceive: @Sendable (MQTTMessage) -> Void

    init(_ inner: MosquittoClient, onReceive: @escaping @Sendable (MQTTMessage) -> Void) {
        self.inner = inner
        self.onReceive = onReceive
    }

    func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError) {
        var timed = events
        let received = events.received
        let onReceive = self.onReceive
        timed.received = { message in
            onReceive(message)
            received(message)
        }
        try inner.start(will: will, events: timed)
    }

    func publish(_ message: MQTTMessage) -> Int? { inner.publish(message) }
    func subscribe(_ filter: String) { inner.subscribe(filter) }
    func stop() { inner.stop() }
}

/// A detached POSIX thread running `body` (each follower its own, as each Pi is its own).
enum BenchThread {
    private final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    static func start(_ body: @escaping @Sendable () -> Void) throws {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            throw CommandFailure("pthread_create: \(String(cString: strerror(made)))")
        }
        pthread_detach(thread)
    }
}
