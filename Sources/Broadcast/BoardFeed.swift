import EventLoop
import Logging
import MatchEngine
import Synchronization

/// What a follower's client hands to its loop: a bounded mailbox (per court the newest good
/// board and the newest status; the broker's link) and the doorbell that wakes the loop.
/// Messages arrive on the client's thread and are checked there (`BoardMessage.decode`), so a
/// refused message never reaches the mailbox: the last good board stays. The loop drains the
/// mailbox when the bell rings; boards that came and went in between were never to be drawn.
public final class BoardFeed: Sendable {
    /// One drain's worth: what changed since the last.
    public struct Batch: Sendable, Equatable {
        /// By court (the topic's court segment).
        public var boards: [String: Scoreboard] = [:]
        /// By court: true for `online`.
        public var statuses: [String: Bool] = [:]
        /// The newest link change, if any: true when connected.
        public var connected: Bool?

        public var isEmpty: Bool { boards.isEmpty && statuses.isEmpty && connected == nil }
    }

    private let target: FollowTarget
    private let address: BrokerAddress
    private let logger: Logger
    private let mailbox = Mutex(Batch())
    /// Courts past this many are dropped from the mailbox (a hall overview shows 12; the rest
    /// are counted): a broker full of stray topics cannot grow it without bound.
    public static let maxCourts = 64
    private struct LinkLog { var outageLogged = false }
    private let linkLog = Mutex(LinkLog())
    public let doorbell: Doorbell

    public init?(target: FollowTarget, address: BrokerAddress, logger: Logger = Logger(label: "scoreline.follow")) {
        guard let doorbell = Doorbell() else { return nil }
        self.target = target
        self.address = address
        self.logger = logger
        self.doorbell = doorbell
    }

    /// The events to give the client.
    public var events: MQTTEvents {
        MQTTEvents(
            connected: { [weak self] in self?.linked(true, why: nil) },
            disconnected: { [weak self] why in self?.linked(false, why: why) },
            received: { [weak self] message in self?.receive(message) }
        )
    }

    /// What came since the last drain; empties the mailbox.
    public func drain() -> Batch {
        mailbox.withLock { batch in
            defer { batch = Batch() }
            return batch
        }
    }

    /// Checks one message and posts it; a refusal is one log line naming the topic.
    public func receive(_ message: MQTTMessage) {
        guard let (court, leaf) = place(message.topic) else { return }
        switch leaf {
        case "board":
            // The client may have kept only the first bytes of an oversized message.
            guard message.length <= BoardMessage.maxBytes else {
                logger.warning("\(BroadcastMessages.refused(message.topic, why: BroadcastMessages.boardTooLarge(message.length, limit: BoardMessage.maxBytes)))")
                return
            }
            do throws(BoardMessage.Refusal) {
                let board = try BoardMessage.decode(message.payload)
                post { $0.boards[court] = board }
            } catch {
                logger.warning("\(BroadcastMessages.refused(message.topic, why: error.description))")
            }
        case "status":
            let text = String(decoding: message.payload.prefix(64), as: UTF8.self)
            guard text == CourtTopics.online || text == CourtTopics.offline else {
                logger.warning("\(BroadcastMessages.refused(message.topic, why: BroadcastMessages.badStatus(String(reflecting: text))))")
                return
            }
            post { $0.statuses[court] = text == CourtTopics.online }
        default:
            return
        }
    }

    /// The court and the last segment of a topic this follower subscribed to; nil otherwise.
    private func place(_ topic: String) -> (String, String)? {
        let parts = topic.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == CourtTopics.root else { return nil }
        let court = String(parts[2])
        switch target {
        case .court(let topics):
            guard parts[1] == topics.venue, court == topics.court else { return nil }
        case .hall(let venue):
            guard parts[1] == venue, CourtTopics.isSegment(court) else { return nil }
        }
        return (court, String(parts[3]))
    }

    private func post(_ change: (inout Batch) -> Void) {
        let posted = mailbox.withLock { batch -> Bool in
            var next = batch
            change(&next)
            guard Set(next.boards.keys).union(next.statuses.keys).count <= Self.maxCourts else { return false }
            batch = next
            return true
        }
        if posted { doorbell.ring() }
    }

    private func linked(_ up: Bool, why: String?) {
        let line = linkLog.withLock { log -> (Logger.Level, String)? in
            if up {
                defer { log.outageLogged = false }
                return log.outageLogged ? (.notice, BroadcastMessages.followBack(address)) : (.info, BroadcastMessages.followConnected(address))
            }
            guard !log.outageLogged else { return nil }
            log.outageLogged = true
            return (.warning, BroadcastMessages.followLost(address, why: why ?? ""))
        }
        if let (level, text) = line { logger.log(level: level, "\(text)") }
        post { $0.connected = up }
    }
}
