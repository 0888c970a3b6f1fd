import Broadcast
import Desk
import EventLoop
import FoundationEssentials
import Logging
import MatchEngine
import Session
import Store
import Synchronization

/// A court's box and the hall's desk (docs/desk.md, ADR 057), on the court's one MQTT
/// connection (`BoardPublisher.start(desk:)`). A call from the desk is checked
/// (`CourtWire.call`) and queued on the loop's thread, where the scoring session is the one
/// writer; its key is kept in `<data>/desk/<match id>.call` first, so a call sent again (QoS 1,
/// a retained copy, a desk restarted) is queued once. When a called match starts and ends, the
/// box says so on `…/result/<match>` (retained, QoS 1); the result is kept in
/// `<data>/desk/<match id>.result` before it is sent, and every kept result is sent again on
/// each connection, so a court that scored through an outage delivers it when it is back. The
/// desk takes each once (its key).
final class CourtDeskLink: @unchecked Sendable {
    // @unchecked: the network thread touches only `inbox` (a Mutex) and `doorbell` (an eventfd);
    // everything else is used on the loop's thread.
    private let store: MatchStore
    private let session: ScoringSession
    private let topics: CourtTopics
    private let court: Int
    private let folder: String
    private let files = PosixFileLayer()
    private let logger: Logger
    private let doorbell: Doorbell
    private let inbox = Mutex(Inbox())
    var publish: ((MQTTMessage) -> Void)?
    /// The match whose start was last said, so it is said once per match, and the one whose
    /// result was last kept: a board (each press, each tick) reads no file for either.
    private var saidStarted: String?
    private var keptResult: String?
    /// The call of the match in play, read from its file once per match.
    private var called: (matchId: String, call: CourtWire.CourtCall?)?

    struct Inbox {
        var calls: [[UInt8]] = []
        var connected = false
        var dropped = 0
    }

    /// Calls waiting for the loop: the desk sends one per free court, so a handful at most;
    /// past this, the rest are dropped and counted (a flood from a broken desk).
    static let inboxLimit = 64

    /// nil when the court's topic segment is not a court number (a cricket ground's "main"),
    /// which no desk can call, or no eventfd is left.
    init?(store: MatchStore, session: ScoringSession, topics: CourtTopics, logger: Logger = Logger(label: "scoreline.desk")) {
        guard let court = Int(topics.court), court > 0, let doorbell = Doorbell() else { return nil }
        self.store = store
        self.session = session
        self.topics = topics
        self.court = court
        self.folder = store.root + "/desk"
        self.logger = logger
        self.doorbell = doorbell
    }

    /// What the publisher's connection hands over, on its thread.
    var mqtt: BoardPublisher.DeskLink {
        BoardPublisher.DeskLink(
            received: { [self] message in
                let taken = inbox.withLock { box -> Bool in
                    guard box.calls.count < Self.inboxLimit else { box.dropped += 1; return false }
                    box.calls.append(message.payload)
                    return true
                }
                if taken { doorbell.ring() }
            },
            connected: { [self] in
                inbox.withLock { $0.connected = true }
                doorbell.ring()
            })
    }

    /// Joins the loop: calls are queued there, and each board the session publishes is looked
    /// at for a called match that started or ended.
    func attach(to loop: SessionLoop) {
        loop.attach { [self] reactor in doorbell.attach(to: reactor) { [self] in drain() } }
        session.subscribe { [self] _ in matchMoved() }
    }

    private func drain() {
        doorbell.answer()
        let box = inbox.withLock { box -> Inbox in
            defer { box = Inbox() }
            return box
        }
        if box.dropped > 0 { logger.warning("\(KioskMessages.deskCallsDropped(box.dropped))") }
        for bytes in box.calls { take(bytes) }
        if box.connected { resend() }
    }

    /// A call: checked, its key kept, then queued; the same key again changes nothing. A
    /// withdrawal drops the call's match from the queue unless it has started.
    private func take(_ bytes: [UInt8]) {
        let call: CourtWire.CourtCall
        do throws(CourtWire.Problem) {
            switch try CourtWire.command(bytes, court: court) {
            case .call(let made): call = made
            case .withdraw(let taken):
                withdraw(CourtWire.matchId(for: taken), match: taken.match)
                return
            }
        } catch {
            logger.warning("\(error.sentence)")
            return
        }
        let id = CourtWire.matchId(for: call)
        do {
            if try files.readRegularFile(path(id, "call")) != nil { return }
            try files.makeDirectory(folder)
            let kept = Array(try JSONEncoder().encode(call))
            try files.replaceAtomically(path(id, "call"), with: kept)
            let number = try MatchQueue.add(CourtWire.newMatch(for: call), to: store)
            logger.notice("\(KioskMessages.deskQueued(call.match, key: call.key, number: number))")
            session.queueChanged()
        } catch {
            logger.error("\(KioskMessages.deskNotQueued(call.match, why: "\(error)"))")
        }
    }

    /// Drops the queued match `id` (its call file stays, so a late copy of the call is not
    /// queued again); a match already in play is the court's now, and the log says so.
    private func withdraw(_ id: String, match: String) {
        if session.current?.matchId == id {
            logger.warning("\(KioskMessages.deskNotWithdrawn(match))")
            return
        }
        do {
            for entry in try store.queue() {
                let named = (try? JSONDecoder().decode(QueuedId.self, from: Data(entry.record)))?.matchId
                guard named == id else { continue }
                try store.dequeue(entry.number)
                logger.notice("\(KioskMessages.deskWithdrawn(match))")
                session.queueChanged()
            }
        } catch {
            logger.error("\(KioskMessages.deskNotQueued(match, why: "\(error)"))")
        }
    }

    private struct QueuedId: Decodable { var matchId: String? }

    /// After each board: a called match in play is said started once; one with a result has
    /// its result kept and sent.
    private func matchMoved() {
        guard let current = session.current, current.matchId.hasPrefix("desk-"), keptResult != current.matchId else { return }
        if called?.matchId != current.matchId { called = (current.matchId, storedCall(current.matchId)) }
        guard let call = called?.call, let badminton = current.session as? BadmintonSession else { return }
        let state = badminton.state
        guard let result = state.result else {
            if saidStarted != current.matchId {
                saidStarted = current.matchId
                send(call, CourtWire.startedMessage(match: call.match, key: call.key))
            }
            return
        }
        keptResult = current.matchId
        // Kept at an earlier run (a box restarted on a finished match): sent again on connecting.
        let keptBefore: Bool
        do { keptBefore = try files.readRegularFile(path(current.matchId, "result")) != nil } catch { keptBefore = false }
        guard !keptBefore else { return }
        var games = state.closedGames.map { GameScore($0.score.a, $0.score.b) }
        let retired = result.how == .retired
        // The deciding game is the game in hand (no next game closes it), and so is a retired
        // match's part game; a game already among the closed ones is not counted twice.
        let last = state.game
        if last.number != state.closedGames.last?.number, last.winner != nil || (retired && last.score.a + last.score.b > 0) {
            games.append(GameScore(last.score.a, last.score.b))
        }
        let winner = result.winner == .a ? 1 : 2
        let bytes = CourtWire.resultMessage(match: call.match, key: call.key, games: games, retiredWinner: retired ? winner : nil)
        do {
            // Kept before it is sent: a box killed now sends it at its next connection.
            try files.replaceAtomically(path(current.matchId, "result"), with: bytes)
        } catch {
            logger.error("\(KioskMessages.deskResultNotKept(call.match, why: "\(error)"))")
        }
        logger.notice("\(KioskMessages.deskResult(call.match, key: call.key))")
        send(call, bytes)
    }

    /// Every kept result, sent again (a new connection: the broker may have lost its copies).
    private func resend() {
        guard let names = try? files.list(folder) else { return }
        for name in names.sorted() where name.hasSuffix(".result") {
            let id = String(name.dropLast(".result".count))
            guard let call = storedCall(id), let kept = try? files.readRegularFile(path(id, "result")) else { continue }
            let bytes: [UInt8] = kept
            send(call, bytes)
        }
    }

    private func send(_ call: CourtWire.CourtCall, _ bytes: [UInt8]) {
        publish?(MQTTMessage(topic: topics.result(match: call.match), payload: bytes, qos: 1, retain: true))
    }

    private func storedCall(_ id: String) -> CourtWire.CourtCall? {
        guard let bytes = try? files.readRegularFile(path(id, "call")) else { return nil }
        return try? JSONDecoder().decode(CourtWire.CourtCall.self, from: Data(bytes))
    }

    private func path(_ id: String, _ kind: String) -> String { "\(folder)/\(id).\(kind)" }
}
