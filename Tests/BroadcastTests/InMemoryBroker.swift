import Broadcast
import EventLoop
import Logging
import Synchronization

/// The test half of the `MQTTClient` seam: a broker in memory that keeps retained messages
/// and publishes a vanished client's will, and clients whose events run synchronously on the
/// caller's thread. Acknowledgements are automatic or held until the test releases them, so
/// the publisher's one-in-flight rule can be watched. Like libmosquitto, a client keeps a QoS 1
/// message it has taken until it is acknowledged, through a lost connection: taken while
/// disconnected, or in flight when the connection went, it is sent again after the next
/// connection's `connected` event.
final class InMemoryBroker: Sendable {
    private struct State {
        var up = true
        var retained: [String: MQTTMessage] = [:]
        var clients: [InMemoryClient] = []
    }

    private let state = Mutex(State())
    /// Keeps retained messages over a restart (Mosquitto's `persistence true`).
    let persistent: Bool

    init(persistent: Bool = false) { self.persistent = persistent }

    func client(autoAcknowledge: Bool = true) -> InMemoryClient {
        let client = InMemoryClient(broker: self, autoAcknowledge: autoAcknowledge)
        state.withLock { $0.clients.append(client) }
        return client
    }

    var isUp: Bool { state.withLock { $0.up } }
    func retained(_ topic: String) -> MQTTMessage? { state.withLock { $0.retained[topic] } }
    func retainedText(_ topic: String) -> String? { retained(topic).map { String(decoding: $0.payload, as: UTF8.self) } }

    /// The broker goes: every client is cut off (no will: they did not vanish, it did).
    func goDown() {
        let clients = state.withLock { state -> [InMemoryClient] in
            state.up = false
            if !persistent { state.retained = [:] }
            return state.clients
        }
        for client in clients { client.cutOff("The connection was lost.") }
    }

    /// The broker is back: started clients reconnect (as libmosquitto's thread would).
    func comeBack() {
        let clients = state.withLock { state -> [InMemoryClient] in
            state.up = true
            return state.clients
        }
        for client in clients { client.reconnect() }
    }

    /// Accepts a message from a client: keeps it if retained, gives it to every subscriber.
    func accept(_ message: MQTTMessage) {
        let clients = state.withLock { state -> [InMemoryClient] in
            if message.retain {
                // MQTT: an empty retained payload clears the topic's retained message.
                state.retained[message.topic] = message.payload.isEmpty ? nil : message
            }
            return state.clients
        }
        for client in clients { client.offer(message, retained: false) }
    }

    func retainedMatching(_ filter: String) -> [MQTTMessage] {
        state.withLock { $0.retained.values.filter { Self.matches(filter, $0.topic) }.sorted { $0.topic < $1.topic } }
    }

    /// MQTT's filter rules: `+` one level, `#` the rest.
    static func matches(_ filter: String, _ topic: String) -> Bool {
        let f = filter.split(separator: "/", omittingEmptySubsequences: false)
        let t = topic.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in f.enumerated() {
            if part == "#" { return true }
            guard index < t.count else { return false }
            if part != "+" && part != t[index] { return false }
        }
        return f.count == t.count
    }
}

final class InMemoryClient: MQTTClient {
    private struct State {
        var events: MQTTEvents?
        var will: MQTTMessage?
        var connected = false
        var stopped = false
        var filters: [String] = []
        var nextId = 0
        /// Handed over, not yet acknowledged, in order.
        var pending: [(id: Int, message: MQTTMessage)] = []
        /// Every message handed to `publish`, in order.
        var handed: [MQTTMessage] = []
        var received: [MQTTMessage] = []
    }

    private let broker: InMemoryBroker
    private let state = Mutex(State())
    let autoAcknowledge: Bool

    init(broker: InMemoryBroker, autoAcknowledge: Bool) {
        self.broker = broker
        self.autoAcknowledge = autoAcknowledge
    }

    var handed: [MQTTMessage] { state.withLock { $0.handed } }
    var handedTopics: [String] { handed.map(\.topic) }
    var pendingCount: Int { state.withLock { $0.pending.count } }
    var isConnected: Bool { state.withLock { $0.connected } }

    func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError) {
        state.withLock {
            $0.events = events
            $0.will = will
        }
        if broker.isUp {
            reconnect()
        } else {
            events.disconnected("Connection refused")
        }
    }

    func publish(_ message: MQTTMessage) -> Int? {
        let id = state.withLock { state -> Int? in
            guard !state.stopped, state.events != nil, state.connected || message.qos > 0 else { return nil }
            state.nextId += 1
            state.pending.append((state.nextId, message))
            state.handed.append(message)
            return state.nextId
        }
        guard let id else { return nil }
        // Like a fast broker: the acknowledgement may come before `publish` has returned.
        if autoAcknowledge, isConnected { acknowledgeNext() }
        return id
    }

    func subscribe(_ filter: String) {
        let connected = state.withLock { state -> Bool in
            if !state.filters.contains(filter) { state.filters.append(filter) }
            return state.connected
        }
        if connected { for message in broker.retainedMatching(filter) { offer(message, retained: true) } }
    }

    func stop() {
        state.withLock {
            $0.stopped = true
            $0.connected = false
        }
    }

    /// The client vanishes without a DISCONNECT (a killed scorer): the broker sends its will.
    func vanish() {
        let will = state.withLock { state -> MQTTMessage? in
            state.stopped = true
            state.connected = false
            return state.will
        }
        if let will { broker.accept(will) }
    }

    /// The broker acknowledges the oldest pending message: it is delivered, then reported.
    @discardableResult
    func acknowledgeNext() -> Bool {
        let next = state.withLock { state -> (Int, MQTTMessage, MQTTEvents?)? in
            guard state.connected, !state.pending.isEmpty else { return nil }
            let (id, message) = state.pending.removeFirst()
            return (id, message, state.events)
        }
        guard let (id, message, events) = next else { return false }
        broker.accept(message)
        events?.delivered(id)
        return true
    }

    func acknowledgeAll() { while acknowledgeNext() {} }

    // MARK: From the broker

    func cutOff(_ why: String) {
        let events = state.withLock { state -> MQTTEvents? in
            guard state.connected else { return nil }
            state.connected = false
            return state.events
        }
        events?.disconnected(why)
    }

    /// The connection is gone but the client has not noticed yet (a pulled cable before the
    /// keepalive runs out): no event until the next `reconnect`.
    func dropSilently() {
        state.withLock { $0.connected = false }
    }

    func reconnect() {
        let (events, filters) = state.withLock { state -> (MQTTEvents?, [String]) in
            guard !state.stopped, state.events != nil, !state.connected else { return (nil, []) }
            state.connected = true
            return (state.events, state.filters)
        }
        guard let events else { return }
        events.connected()
        // libmosquitto resends what was unacknowledged after the connect callback.
        if autoAcknowledge { acknowledgeAll() }
        for filter in filters { for message in broker.retainedMatching(filter) { offer(message, retained: true) } }
    }

    func offer(_ message: MQTTMessage, retained: Bool) {
        let events = state.withLock { state -> MQTTEvents? in
            guard state.connected, state.filters.contains(where: { InMemoryBroker.matches($0, message.topic) }) else { return nil }
            state.received.append(message)
            return state.events
        }
        // As a broker does (MQTT 3.1.1, 3.3.1.3): retain set only on the copy kept for a new
        // subscription, cleared on a message published while the client listens.
        var delivered = message
        delivered.retain = retained
        events?.received(delivered)
    }
}

/// Log lines kept for assertions.
final class RecordedLog: LogHandler, @unchecked Sendable {
    private let lines = Mutex<[String]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    // swiftlint:disable:next function_parameter_count
    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
        lines.withLock { $0.append("\(level) \(message)") }
        bell?.ring()
    }

    /// Rung on every line, so a test can wait for one logged on another thread.
    private let bell = Doorbell()

    /// Waits until a line contains `text`, at most `milliseconds`; true when one does.
    func wait(for text: String, milliseconds: UInt64) -> Bool {
        let deadline = MonotonicClock.milliseconds() + milliseconds
        while containing(text).isEmpty {
            let now = MonotonicClock.milliseconds()
            guard now < deadline, let bell else { return false }
            if bell.wait(milliseconds: Int(deadline - now)) { bell.answer() }
        }
        return true
    }

    var all: [String] { lines.withLock { $0 } }
    func clear() { lines.withLock { $0 = [] } }
    func containing(_ text: String) -> [String] { all.filter { $0.contains(text) } }

    var logger: Logger { Logger(label: "test") { _ in self } }
}
