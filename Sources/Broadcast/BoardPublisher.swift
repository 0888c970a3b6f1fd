import EventLoop
import FoundationEssentials
import Logging
import MatchEngine
import Synchronization

/// Publishes one court to a broker (docs/mqtt.md): each new live board to `…/board`, the match
/// summary to `…/match`, and `online`/`offline` to `…/status`, all retained at QoS 1, with
/// `offline` left as the will.
///
/// It never blocks the press path: per topic it keeps the newest message not yet handed over
/// (a newer board replaces an older one waiting) and at most one in flight until the broker
/// acknowledges it. On every connection, the first or after an outage, it publishes `online`
/// and the newest board and summary again: a broker restarted without persistence has lost
/// its retained messages. A broker that is down is one line in the log, and one when it is back.
public final class BoardPublisher: Sendable {
    enum Kind: CaseIterable { case status, board, match }

    private struct Slot {
        /// The newest message of this topic: what a (re)connection publishes again.
        var latest: MQTTMessage?
        /// The newest not yet handed to the client.
        var waiting: MQTTMessage?
        var inFlight = InFlight.none
        /// The message of `.sent`: libmosquitto resends it after a reconnect, so what comes
        /// after it must wait for its acknowledgement or an older board would be retained last.
        var flying: MQTTMessage?
    }

    private enum InFlight: Equatable {
        case none
        /// Handed to the client, its id not known yet.
        case handing
        case sent(Int)
    }

    private struct State {
        var slots: [Kind: Slot] = [:]
        var connected = false
        var everConnected = false
        /// An outage has been logged, and its end not yet.
        var outageLogged = false
        var stopping = false
        /// `stop` has put `offline` in place: a reconnection now must not put `online` back.
        var closing = false
        /// Acknowledgements that came before `publish` returned their id.
        var early: Set<Int> = []
    }

    public let topics: CourtTopics
    private let client: any MQTTClient
    private let address: BrokerAddress
    private let logger: Logger
    private let state = Mutex(State())
    /// The stored title of the match in play, read once per match (loop thread only).
    private nonisolated(unsafe) var titleCache: (matchId: String, title: String)?
    /// Rung on each acknowledgement, for a clean stop waiting for `offline` to be delivered.
    private let acknowledged: Doorbell?

    public init(client: any MQTTClient, topics: CourtTopics, address: BrokerAddress, logger: Logger = Logger(label: "scoreline.publish")) {
        self.client = client
        self.topics = topics
        self.address = address
        self.logger = logger
        self.acknowledged = Doorbell()
    }

    /// Starts the connection with `offline` as the will; the first `online` goes out on connect.
    /// With `desk`, this court's command topic is read on the same connection (a broker user
    /// holds one: docs/desk.md), each message handed to `desk.received` on the client's thread,
    /// and `desk.connected` told of each connection (to send the results again).
    public func start(desk: DeskLink? = nil) throws(BroadcastError) {
        logger.info("\(BroadcastMessages.publishing(address, prefix: topics.prefix))")
        let will = message(.status, Array(CourtTopics.offline.utf8))
        state.withLock { $0.slots[.status] = Slot(latest: message(.status, Array(CourtTopics.online.utf8))) }
        let command = topics.command
        try client.start(will: will, events: MQTTEvents(
            connected: { [weak self] in
                self?.connected()
                desk?.connected()
            },
            disconnected: { [weak self] why in self?.disconnected(why) },
            delivered: { [weak self] id in self?.delivered(id) },
            received: { message in if message.topic == command { desk?.received(message) } }
        ))
        if desk != nil { client.subscribe(command) }
    }

    /// The desk's side of a court's connection (`start(desk:)`).
    public struct DeskLink: Sendable {
        public var received: @Sendable (MQTTMessage) -> Void
        public var connected: @Sendable () -> Void

        public init(received: @escaping @Sendable (MQTTMessage) -> Void, connected: @escaping @Sendable () -> Void) {
            self.received = received
            self.connected = connected
        }
    }

    /// A message that is not a board (a called match's result for the desk), handed to the
    /// connection as it is (QoS 1: libmosquitto resends it across reconnects); nil: not taken.
    @discardableResult
    public func publish(other message: MQTTMessage) -> Int? {
        client.publish(message)
    }

    /// Offers the live board; a board over `BoardMessage.maxBytes` is logged, not published
    /// (every follower would refuse it).
    public func publish(board: Scoreboard) {
        offer(.board, encoded(board, topic: topics.board))
    }

    public func publish(summary: MatchSummary) {
        offer(.match, encoded(summary, topic: topics.match))
    }

    /// A scoring session's publication: the live board, and the summary of the match in play
    /// (none on the idle board). `title` reads the stored title, asked once per match.
    public func publish(live: Scoreboard, match: (matchId: String, session: any SportSession, seq: Int)?, title: (String) -> String) {
        publish(board: live)
        guard let match else { return }
        if titleCache?.matchId != match.matchId { titleCache = (match.matchId, title(match.matchId)) }
        publish(summary: MatchSummary(matchId: match.matchId, title: titleCache?.title ?? "", session: match.session, seq: match.seq))
    }

    /// Publishes `offline` and waits up to `waitMilliseconds` for the broker to acknowledge it,
    /// then disconnects cleanly (the will is dropped, so the `offline` sent is what stays).
    public func stop(waitMilliseconds: Int = 1000) {
        let offline = message(.status, Array(CourtTopics.offline.utf8))
        let connected = state.withLock { state -> Bool in
            state.closing = true
            state.slots[.status, default: Slot()].latest = offline
            state.slots[.status, default: Slot()].waiting = offline
            return state.connected
        }
        if connected {
            pump()
            let deadline = MonotonicClock.milliseconds() + UInt64(waitMilliseconds)
            while !state.withLock({ $0.slots[.status]?.inFlight == InFlight.none && $0.slots[.status]?.waiting == nil }) {
                let now = MonotonicClock.milliseconds()
                guard now < deadline, let acknowledged, acknowledged.wait(milliseconds: Int(deadline - now)) else {
                    logger.notice("\(BroadcastMessages.offlineNotAcknowledged)")
                    break
                }
                acknowledged.answer()
                pump()
            }
        }
        state.withLock { $0.stopping = true }
        client.stop()
    }

    // MARK: The queue

    private func message(_ kind: Kind, _ payload: [UInt8]) -> MQTTMessage {
        let topic: String
        switch kind {
        case .status: topic = topics.status
        case .board: topic = topics.board
        case .match: topic = topics.match
        }
        return MQTTMessage(topic: topic, payload: payload, qos: 1, retain: true)
    }

    private func encoded(_ value: some Encodable, topic: String) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do {
            bytes = Array(try encoder.encode(value))
        } catch {
            logger.error("\(BroadcastMessages.notEncoded(topic, "\(error)"))")
            return nil
        }
        guard bytes.count <= BoardMessage.maxBytes else {
            logger.error("\(BroadcastMessages.oversized(topic, bytes: bytes.count, limit: BoardMessage.maxBytes))")
            return nil
        }
        return bytes
    }

    private func offer(_ kind: Kind, _ payload: [UInt8]?) {
        guard let payload else { return }
        let next = message(kind, payload)
        let changed = state.withLock { state -> Bool in
            guard !state.stopping, state.slots[kind]?.latest != next else { return false }
            state.slots[kind, default: Slot()].latest = next
            state.slots[kind, default: Slot()].waiting = next
            return true
        }
        if changed { pump() }
    }

    /// Hands each topic's waiting message to the client when none of that topic is in flight.
    /// The client is called outside the lock: its events may come back on another thread at once.
    private func pump() {
        for kind in Kind.allCases {
            let taken = state.withLock { state -> MQTTMessage? in
                guard state.connected, !state.stopping, var slot = state.slots[kind], slot.inFlight == .none,
                      let waiting = slot.waiting else { return nil }
                slot.waiting = nil
                slot.inFlight = .handing
                state.slots[kind] = slot
                return waiting
            }
            guard let taken else { continue }
            let id = client.publish(taken)
            let again = state.withLock { state -> Bool in
                guard var slot = state.slots[kind], slot.inFlight == .handing else { return false }
                if let id, state.early.remove(id) == nil {
                    slot.inFlight = .sent(id)
                    slot.flying = taken
                } else {
                    slot.inFlight = .none
                    slot.flying = nil
                    // Not connected after all: keep it unless something newer is waiting.
                    if id == nil, slot.waiting == nil { slot.waiting = taken }
                }
                state.slots[kind] = slot
                return id != nil && slot.inFlight == .none && slot.waiting != nil
            }
            if again { pump() }
        }
    }

    // MARK: Events, on the client's thread

    private func connected() {
        let wasOutage = state.withLock { state -> Bool in
            state.connected = true
            for kind in Kind.allCases {
                guard var slot = state.slots[kind] else { continue }
                if case .sent = slot.inFlight {
                    // libmosquitto resends the message in flight on this connection; the
                    // newest follows once it is acknowledged, unless it is that message.
                    slot.waiting = slot.latest == slot.flying ? nil : slot.latest
                } else if slot.inFlight == .none {
                    // Sent and acknowledged before, but a broker restarted without persistence
                    // has lost its retained copy: the newest goes again.
                    slot.waiting = slot.latest
                }
                state.slots[kind] = slot
            }
            if state.slots[.status]?.latest?.payload != Array(CourtTopics.online.utf8), !state.closing {
                let online = message(.status, Array(CourtTopics.online.utf8))
                state.slots[.status, default: Slot()].latest = online
                state.slots[.status, default: Slot()].waiting = state.slots[.status]?.flying == online ? nil : online
            }
            defer { state.outageLogged = false; state.everConnected = true }
            return state.outageLogged
        }
        if wasOutage {
            logger.notice("\(BroadcastMessages.brokerBack(address))")
        } else {
            logger.info("\(BroadcastMessages.publishConnected(address))")
        }
        pump()
    }

    private func disconnected(_ why: String) {
        let first = state.withLock { state -> Bool in
            state.connected = false
            state.early.removeAll()
            // What is in flight stays so: libmosquitto keeps it and sends it again on the next
            // connection, and its acknowledgement then frees the topic.
            defer { state.outageLogged = true }
            return !state.outageLogged && !state.stopping
        }
        if first { logger.warning("\(BroadcastMessages.brokerDown(address, why: why))") }
    }

    private func delivered(_ id: Int) {
        state.withLock { state in
            if let kind = Kind.allCases.first(where: { state.slots[$0]?.inFlight == .sent(id) }) {
                state.slots[kind]?.inFlight = .none
                state.slots[kind]?.flying = nil
            } else if Kind.allCases.contains(where: { state.slots[$0]?.inFlight == .handing }) {
                state.early.insert(id)
            }
        }
        acknowledged?.ring()
        pump()
    }
}
