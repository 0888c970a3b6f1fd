import EventLoop
import Logging
import MatchEngine
import Synchronization

/// What a follower's client hands to its loop: a bounded mailbox (per court the newest board
/// message and the newest status, as received; the broker's link) and the doorbell that wakes
/// the loop. The client's thread only files each message in its court's place, replacing the
/// one waiting there: it never decodes, so however fast boards come it keeps up, and the
/// broker's queue and the socket never fill with a backlog the screen would then trail behind
/// (issue 38: 5,000 boards a second left a follower 5 to 11 s behind). The loop drains the
/// mailbox when the bell rings and decodes only the newest of each court (`drain`); boards
/// that came and went in between were never to be drawn. A refused message never reaches the
/// screen: the last good board stays.
public final class BoardInbox: Sendable {
    /// One drain's worth: what changed since the last.
    public struct Batch: Sendable, Equatable {
        /// By court (the topic's court segment).
        public var boards: [String: Scoreboard] = [:]
        /// Courts whose board here was published while this follower listened: the broker sets
        /// `retain` only on the copy it kept for a new subscription (MQTT 3.1.1, 3.3.1.3).
        public var fresh: Set<String> = []
        /// By court: true for `online`.
        public var statuses: [String: Bool] = [:]
        /// The newest link change, if any: true when connected.
        public var connected: Bool?
        /// Courts seen that the mailbox had no room for (past `maxCourts` at once): the hall
        /// overview counts them.
        public var overflow: Set<String> = []
        /// The desk's calls sent while the hall listened (a retained one is old news), as the
        /// call slides they make, by court.
        public var calls: [String: Scoreboard] = [:]

        public var isEmpty: Bool { boards.isEmpty && statuses.isEmpty && connected == nil && overflow.isEmpty && calls.isEmpty }
    }

    /// What waits for the loop, undecoded.
    private struct Mailbox {
        var boards: [String: MQTTMessage] = [:]
        var statuses: [String: MQTTMessage] = [:]
        var connected: Bool?
        var overflow: Set<String> = []
        var calls: [String: MQTTMessage] = [:]

        func holds(_ court: String) -> Bool { boards[court] != nil || statuses[court] != nil }
        var courts: Int { Set(boards.keys).union(statuses.keys).count }
    }

    private let target: FollowTarget
    private let address: BrokerAddress
    private let logger: Logger
    private let mailbox = Mutex(Mailbox())
    /// Courts past this many are not filed (a hall overview shows 12; the rest are counted):
    /// a broker full of stray topics cannot grow the mailbox without bound. At most
    /// 64 × 2 × 8 KB wait at once.
    public static let maxCourts = 64
    /// How many court names past the caps are remembered to be counted: a name is at most 64
    /// bytes, so this is at most 64 KB however many topics a broker holds.
    public static let maxUncounted = 1024
    private struct LinkLog { var outageLogged = false }
    private let linkLog = Mutex(LinkLog())
    private let refusals: Mutex<RefusalLog>
    /// How often each kind of refusal is logged at most (`RefusalLog`).
    public static let refusalWindowMilliseconds = RefusalLog.windowMilliseconds
    private let clock: @Sendable () -> UInt64
    public let doorbell: Doorbell

    /// - Parameter clock: monotonic milliseconds, for how often a refusal is logged.
    public init?(
        target: FollowTarget, address: BrokerAddress, logger: Logger = Logger(label: "scoreline.follow"),
        clock: @escaping @Sendable () -> UInt64 = { MonotonicClock.milliseconds() }, refusalWindow: UInt64 = BoardInbox.refusalWindowMilliseconds
    ) {
        guard let doorbell = Doorbell() else { return nil }
        self.target = target
        self.address = address
        self.logger = logger
        self.doorbell = doorbell
        self.clock = clock
        self.refusals = Mutex(RefusalLog(window: refusalWindow))
    }

    /// The events to give the client.
    public var events: MQTTEvents {
        MQTTEvents(
            connected: { [weak self] in self?.linked(true, why: nil) },
            disconnected: { [weak self] why in self?.linked(false, why: why) },
            received: { [weak self] message in self?.receive(message) }
        )
    }

    /// What came since the last drain, the newest board of each court decoded and checked
    /// (a refusal is logged: `refuse`); empties the mailbox. On the loop's thread.
    public func drain() -> Batch {
        let taken = mailbox.withLock { mailbox in
            defer { mailbox = Mailbox() }
            return mailbox
        }
        var batch = Batch(connected: taken.connected, overflow: taken.overflow)
        for (court, message) in taken.boards {
            // The client may have kept only the first bytes of an oversized message.
            guard message.length <= BoardMessage.maxBytes else {
                refuse(message.topic, why: BroadcastMessages.boardTooLarge(message.length, limit: BoardMessage.maxBytes),
                       kind: BoardMessage.Refusal.Kind.tooLarge.rawValue)
                continue
            }
            do throws(BoardMessage.Refusal) {
                batch.boards[court] = try BoardMessage.decode(message.payload)
                if !message.retain { batch.fresh.insert(court) }
            } catch {
                refuse(message.topic, why: error.description, kind: error.kind.rawValue)
            }
        }
        for (court, message) in taken.calls {
            // A call taken back at the desk makes no slide (and is no refusal).
            if DeskCallMessage.isWithdrawal(message.payload) { continue }
            guard let call = DeskCallMessage.decode(message.payload, length: message.length) else {
                refuse(message.topic, why: BroadcastMessages.badCall, kind: "badCall")
                continue
            }
            batch.calls[court] = CallSlide.board(court: court, event: call.event, round: call.round, side1: call.side1, side2: call.side2)
        }
        for (court, message) in taken.statuses {
            let text = String(decoding: message.payload, as: UTF8.self)
            guard text == CourtTopics.online || text == CourtTopics.offline else {
                refuse(message.topic, why: BroadcastMessages.badStatus(String(reflecting: text)), kind: "badStatus")
                continue
            }
            batch.statuses[court] = text == CourtTopics.online
        }
        return batch
    }

    /// Files one message in its court's place (the newest wins); on the client's thread, so it
    /// only copies: checking is the loop's (`drain`).
    public func receive(_ message: MQTTMessage) {
        guard let (court, leaf) = place(message.topic) else { return }
        switch leaf {
        case "board":
            post(court) { $0.boards[court] = message }
        case "status":
            // A status is a word: more than 64 bytes of it is refused all the same.
            var status = message
            status.payload = Array(message.payload.prefix(64))
            post(court) { $0.statuses[court] = status }
        case "command":
            // Only a call made while the hall listens is a slide; only a hall shows them.
            guard case .hall = target, !message.retain else { return }
            post(court) { $0.calls[court] = message }
        default:
            return
        }
    }

    /// One line per kind of refusal per `RefusalLog.window`, naming the topic and why, and how
    /// many of the kind went unlogged since the kind's last line.
    private func refuse(_ topic: String, why: String, kind: String) {
        let now = clock()
        guard let unlogged = refusals.withLock({ $0.admit(kind, now: now) }) else { return }
        let line = unlogged > 0 ? BroadcastMessages.refusedAgain(topic, why: why, unlogged: unlogged) : BroadcastMessages.refused(topic, why: why)
        logger.warning("\(line)")
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

    /// Files a court's message when the court has a place or there is room for one more;
    /// else the court is only named, to be counted.
    private func post(_ court: String, _ change: (inout Mailbox) -> Void) {
        let posted = mailbox.withLock { mailbox -> Bool in
            if mailbox.holds(court) || mailbox.courts < Self.maxCourts {
                change(&mailbox)
                return true
            }
            guard mailbox.overflow.count < Self.maxUncounted, !mailbox.overflow.contains(court) else { return false }
            mailbox.overflow.insert(court)
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
        mailbox.withLock { $0.connected = up }
        doorbell.ring()
    }
}
