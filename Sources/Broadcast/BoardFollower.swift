import EventLoop
import Logging
import MatchEngine

/// A display-only kiosk's brain (docs/mqtt.md, Following): boards from the broker onto the
/// displays, on the loop's thread. It knows no rules: it draws what it receives, adds the
/// link's notice (scorer offline, link lost) through the engine, and for a hall overview
/// has the engine build one board from every court's.
public final class BoardFollower {
    /// How long the broker may be gone before the board says so: a blip is not news.
    public static let linkLostMilliseconds: UInt64 = 5000

    public let target: FollowTarget
    private let client: any MQTTClient
    private let feed: BoardFeed
    private let venue: String?
    private let now: () -> Timestamp?
    private let show: (Scoreboard) -> Void
    private let logger: Logger
    private var courts: [String: HallCourt] = [:]
    private var reactor: Reactor?
    private var linkTimer: Int?
    private var downSince: Timestamp?
    private var shown: Scoreboard?
    /// The first board from the scorer is logged once (at info): how long a display took to
    /// show the retained board can be read from the log (`scoreline-bench follow`).
    private var firstBoardLogged = false
    private let linkLostAfter: UInt64

    /// - Parameters:
    ///   - now: the follower's own clock, for "since HH:MM".
    ///   - show: puts a board on every display (the projection hub).
    public init(
        target: FollowTarget, client: any MQTTClient, feed: BoardFeed, venue: String? = nil,
        now: @escaping () -> Timestamp? = LocalTimestamp.now, show: @escaping (Scoreboard) -> Void,
        logger: Logger = Logger(label: "scoreline.follow"), linkLostAfter: UInt64 = BoardFollower.linkLostMilliseconds
    ) {
        self.linkLostAfter = linkLostAfter
        self.target = target
        self.client = client
        self.feed = feed
        self.venue = venue
        self.now = now
        self.show = show
        self.logger = logger
    }

    /// Draws the waiting board, joins the loop and starts the connection.
    public func start(on reactor: Reactor) throws(BroadcastError) {
        self.reactor = reactor
        draw()
        feed.doorbell.attach(to: reactor) { [weak self] in self?.take(self?.feed.drain()) }
        try client.start(will: nil, events: feed.events)
        for filter in target.filters { client.subscribe(filter) }
    }

    public func stop() {
        client.stop()
        if let reactor { reactor.unwatch(feed.doorbell.fd) }
    }

    /// What the displays show now.
    public var board: Scoreboard { shown ?? composed() }

    /// Applies one drain of the mailbox and draws when the screen changes.
    public func take(_ batch: BoardFeed.Batch?) {
        guard let batch, !batch.isEmpty else { return }
        var first: String?
        for (court, board) in batch.boards where isKept(court) {
            courts[court, default: HallCourt(name: court, board: nil)].board = board
            let topic = "\(CourtTopics.root)/\(targetVenue)/\(court)/board"
            logger.debug("\(BroadcastMessages.showing(topic))")
            if !firstBoardLogged {
                firstBoardLogged = true
                first = topic
            }
        }
        for (court, online) in batch.statuses where isKept(court) {
            var entry = courts[court, default: HallCourt(name: court, board: nil)]
            switch (online, entry.link) {
            case (true, .scorerOffline): entry.link = .live
            case (false, .live): entry.link = now().map { .scorerOffline(since: $0) } ?? .live
            default: break
            }
            courts[court] = entry
        }
        if let connected = batch.connected { link(up: connected) }
        draw()
        // After the draw: the line says the board is on the displays.
        if let first { logger.info("\(BroadcastMessages.firstBoard(first))") }
    }

    /// A court already known, or room for one more: stray topics cannot grow the list without
    /// bound (the hall shows 12 and counts the rest).
    private func isKept(_ court: String) -> Bool {
        courts[court] != nil || courts.count < BoardFeed.maxCourts
    }

    private var targetVenue: String {
        switch target {
        case .court(let topics): return topics.venue
        case .hall(let venue): return venue
        }
    }

    private func link(up: Bool) {
        if up {
            if let linkTimer { reactor?.cancel(linkTimer) }
            linkTimer = nil
            downSince = nil
            for name in courts.keys where isLinkLost(courts[name]?.link) { courts[name]?.link = .live }
            return
        }
        guard downSince == nil else { return }
        downSince = now()
        linkTimer = reactor?.after(milliseconds: linkLostAfter) { [weak self] in self?.linkLost() }
    }

    /// Five seconds without the broker: every court says since when (the time it went).
    private func linkLost() {
        linkTimer = nil
        guard let since = downSince else { return }
        for name in courts.keys { courts[name]?.link = .linkLost(since: since) }
        draw()
    }

    private func isLinkLost(_ link: CourtLink?) -> Bool {
        if case .linkLost? = link { return true }
        return false
    }

    private func composed() -> Scoreboard {
        switch target {
        case .court(let topics):
            guard let court = courts[topics.court], let board = court.board else {
                return FollowBoards.waiting(target.shown)
            }
            return FollowBoards.court(board, link: court.link)
        case .hall(let segment):
            // The config's venue name when it has one ("Riverside Sports Hall"), else the topic's.
            return FollowBoards.hall(venue: venue ?? segment, courts: Array(courts.values))
        }
    }

    private func draw() {
        let next = composed()
        guard next != shown else { return }
        shown = next
        show(next)
    }
}
