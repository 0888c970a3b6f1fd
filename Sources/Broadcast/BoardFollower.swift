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
    private let inbox: BoardInbox
    private let venue: String?
    private let now: () -> Timestamp?
    private let show: (Scoreboard) -> Void
    private let logger: Logger
    /// Each court's last good board and whether one was published while this follower
    /// listened (`link` unused here: see `offline` and `lostSince`). At most
    /// `BoardInbox.maxCourts`: past that a court in play takes the place of one that is not.
    private var courts: [String: HallCourt] = [:]
    /// When each kept court last changed, in takes: of two courts equally far from play, the
    /// one quiet longer gives up its place.
    private var changed: [String: UInt64] = [:]
    private var takes: UInt64 = 0
    /// Courts seen but not kept (past the cap), for the hall's "+N more courts"; at most
    /// `BoardInbox.maxUncounted` names.
    private var uncounted: Set<String> = []
    /// Whether the broker has the connection now (the hall says so while no court is seen).
    private var linkUp = false
    /// Since when each court's scorer has said `offline` (its will or a clean stop).
    private var offline: [String: Timestamp] = [:]
    /// Since when the broker has been gone, once that has lasted `linkLostAfter`.
    private var lostSince: Timestamp?
    private var reactor: Reactor?
    private var linkTimer: Int?
    private var downSince: Timestamp?
    private var shown: Scoreboard?
    /// The hall's call slides (docs/desk.md): the one on screen first, each for
    /// `CallSlide.seconds`, then the courts again.
    private var slides: [Scoreboard] = []
    private var slideTimer: Int?
    /// The first board from the scorer is logged once (at info): how long a display took to
    /// show the retained board can be read from the log (`scoreline-bench follow`).
    private var firstBoardLogged = false
    private let linkLostAfter: UInt64

    /// - Parameters:
    ///   - now: the follower's own clock, for "since HH:MM".
    ///   - show: puts a board on every display (the projection hub).
    public init(
        target: FollowTarget, client: any MQTTClient, inbox: BoardInbox, venue: String? = nil,
        now: @escaping () -> Timestamp? = LocalTimestamp.now, show: @escaping (Scoreboard) -> Void,
        logger: Logger = Logger(label: "scoreline.follow"), linkLostAfter: UInt64 = BoardFollower.linkLostMilliseconds
    ) {
        self.linkLostAfter = linkLostAfter
        self.target = target
        self.client = client
        self.inbox = inbox
        self.venue = venue
        self.now = now
        self.show = show
        self.logger = logger
    }

    /// Draws the waiting board, joins the loop and starts the connection.
    public func start(on reactor: Reactor) throws(BroadcastError) {
        self.reactor = reactor
        draw()
        inbox.doorbell.attach(to: reactor) { [weak self] in self?.take(self?.inbox.drain()) }
        try client.start(will: nil, events: inbox.events)
        for filter in target.filters { client.subscribe(filter) }
    }

    public func stop() {
        client.stop()
        if let reactor { reactor.unwatch(inbox.doorbell.fd) }
    }

    /// What the displays show now.
    public var board: Scoreboard { shown ?? composed() }

    /// Applies one drain of the mailbox and draws when the screen changes.
    public func take(_ batch: BoardInbox.Batch?) {
        guard let batch, !batch.isEmpty else { return }
        takes += 1
        var first: String?
        for name in batch.overflow where courts[name] == nil { count(name) }
        for (court, board) in batch.boards {
            let fresh = batch.fresh.contains(court) || courts[court]?.fresh == true
            guard keep(HallCourt(name: court, board: board, link: offline[court].map { CourtLink.scorerOffline(since: $0) } ?? .live, fresh: fresh)) else { continue }
            courts[court]?.board = board
            courts[court]?.fresh = fresh
            let topic = "\(CourtTopics.root)/\(targetVenue)/\(court)/board"
            logger.debug("\(BroadcastMessages.showing(topic))")
            if !firstBoardLogged {
                firstBoardLogged = true
                first = topic
            }
        }
        // The scorer's status and the broker link are kept apart and combined when drawn, so a
        // status arriving with the broker's return (a retained `offline`) is never lost to it.
        for (court, online) in batch.statuses where courts[court] != nil || keep(HallCourt(name: court, board: nil)) {
            if online {
                offline[court] = nil
            } else if offline[court] == nil, let since = now() {
                offline[court] = since
            }
        }
        if let connected = batch.connected { link(up: connected) }
        for court in batch.calls.keys.sorted() {
            if let slide = batch.calls[court] {
                slides.append(slide)
                logger.info("\(BroadcastMessages.callSlide(court))")
            }
        }
        nextSlideIfDue()
        draw()
        // After the draw: the line says the board is on the displays.
        if let first { logger.info("\(BroadcastMessages.firstBoard(first))") }
    }

    /// Makes room for `court` (as it would be with its new board) and marks it changed: a
    /// court already kept, room for one more, or a kept court further from play to give up its
    /// place (`HallBoard.rank`; the one quiet longest of those). Else it is only counted.
    /// Stray topics cannot grow the list without bound, nor push the courts in play out of it.
    private func keep(_ court: HallCourt) -> Bool {
        defer { if courts[court.name] != nil { changed[court.name] = takes } }
        if courts[court.name] != nil { return true }
        if courts.count >= BoardInbox.maxCourts {
            let rank = HallBoard.rank(court)
            let worst = courts.values.max { a, b in
                let (ra, rb) = (HallBoard.rank(ranked(a)), HallBoard.rank(ranked(b)))
                return ra != rb ? ra < rb : (changed[a.name] ?? 0) > (changed[b.name] ?? 0)
            }
            guard let worst, HallBoard.rank(ranked(worst)) > rank else {
                count(court.name)
                return false
            }
            courts[worst.name] = nil
            changed[worst.name] = nil
            offline[worst.name] = nil
            count(worst.name)
        }
        uncounted.remove(court.name)
        courts[court.name] = HallCourt(name: court.name, board: nil, fresh: court.fresh)
        return true
    }

    /// A kept court with its scorer's status, as `HallBoard.rank` weighs it.
    private func ranked(_ court: HallCourt) -> HallCourt {
        var court = court
        if let since = offline[court.name] { court.link = .scorerOffline(since: since) }
        return court
    }

    private func count(_ name: String) {
        if uncounted.count < BoardInbox.maxUncounted { uncounted.insert(name) }
    }

    /// What the hall says of the broker while it has no court to show.
    private var brokerLink: BrokerLink {
        if let lostSince { return .notAnswering(since: lostSince) }
        return linkUp ? .answering : .connecting
    }

    private var targetVenue: String {
        switch target {
        case .court(let topics): return topics.venue
        case .hall(let venue): return venue
        }
    }

    private func link(up: Bool) {
        linkUp = up
        if up {
            if let linkTimer { reactor?.cancel(linkTimer) }
            linkTimer = nil
            downSince = nil
            lostSince = nil
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
        lostSince = since
        draw()
    }

    /// What a court's tile or board says of its link: the broker gone says more about now than
    /// a scorer's status received before it went.
    private func link(of court: String) -> CourtLink {
        if let lostSince { return .linkLost(since: lostSince) }
        if let since = offline[court] { return .scorerOffline(since: since) }
        return .live
    }

    /// Starts the first slide's time when none is running; its end shows the next, or the courts.
    private func nextSlideIfDue() {
        guard slideTimer == nil, !slides.isEmpty, let reactor else { return }
        slideTimer = reactor.after(milliseconds: UInt64(CallSlide.seconds) * 1000) { [weak self] in
            guard let self else { return }
            self.slideTimer = nil
            if !self.slides.isEmpty { self.slides.removeFirst() }
            self.nextSlideIfDue()
            self.draw()
        }
    }

    private func composed() -> Scoreboard {
        if let slide = slides.first { return slide }
        switch target {
        case .court(let topics):
            guard let court = courts[topics.court], let board = court.board else {
                return FollowBoards.waiting(target.shown)
            }
            return FollowBoards.court(board, link: link(of: court.name))
        case .hall(let segment):
            // The config's venue name when it has one ("Riverside Sports Hall"), else the topic's.
            let linked = courts.values.map { court in
                HallCourt(name: court.name, board: court.board, link: link(of: court.name), fresh: court.fresh)
            }
            return FollowBoards.hall(
                venue: venue ?? segment, courts: linked, unseen: uncounted.count, broker: brokerLink, following: target.shown)
        }
    }

    private func draw() {
        let next = composed()
        guard next != shown else { return }
        shown = next
        show(next)
    }
}
