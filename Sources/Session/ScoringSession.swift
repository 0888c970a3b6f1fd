import FoundationEssentials
import LocalDays
import Logging
import MatchEngine
import Store

/// The scoring session: one state machine between every surface and the journal. It is fed
/// events (a command, a clock tick, an input problem, a display change) on one thread, and
/// for each command it stamps the time, records the action durably, only then applies it,
/// and publishes the new board to every subscriber. It is the only writer of the journal.
public final class ScoringSession {
    let store: MatchStore
    let clock: any WallClock
    /// The seconds durations are measured in: monotonic, resumed from the match's latest
    /// recorded time (ADR 044).
    private var timeline: SteadyTimeline
    /// Which board the big screen shows between balls (docs/pages.md).
    var pageCycle: SessionPages
    let logger: Logger
    var match: LiveMatch?
    /// An extra armed by Wide, No-ball, Bye or Leg-bye, for the next run button.
    var armed: BoxExtra?
    var ledger = CommandLedger()
    var subscribers: [(Publication) -> Void] = []
    var lastPublished: Publication?
    /// The sport `sportChanged` last announced.
    private var announcedSport: String?

    /// The storage problem on the board's bottom line until the next write succeeds.
    var storageProblem: String?
    /// Started on a disk that refuses writes: the last durable board, read-only (ADR 046).
    var outage: StorageOutage?
    /// A source that cannot be read (a keypad unplugged, a GPIO line missing).
    var inputProblem: String?
    /// What the last press that recorded nothing means (an extra waiting for its runs).
    var pressNotice: String?
    /// The idle board's next match, read from the queue when it changed, never on a clock
    /// tick (issue 37); nil: not read since the last change.
    var nextMatch: NextMatch?
    /// What the session has done since it started: engine checks, board builds, publishes.
    public internal(set) var counters = PressCounters()

    /// Shown on the idle board.
    public var venue: String? { didSet { publish() } }
    /// How to set a match up, asked each time the idle board is made (the kiosk's addresses
    /// come and go with the network); nil shows no hint.
    public var setupHint: (() -> SetupHint?)? { didSet { publish() } }
    /// How a phone reaches the board (docs/network.md): the join codes on the idle and set-up
    /// board, and the corner code on the pages; nil shows none. Set by the kiosk, on the loop.
    public var join: JoinDetails? { didSet { if join != oldValue { publish() } } }
    /// Whether any phone is paired: the idle board then stops offering the codes, and the pages
    /// keep the small one in a corner.
    public var phonePaired = false { didSet { if phonePaired != oldValue { publish() } } }
    /// The match started when the queue is empty (a config preset's newMatch record).
    public var preset: Data?
    /// Alternate ends: a new over brings back the bowler of two overs ago.
    public var alternateEnds = false
    /// Told when the sport in play changes (a queued match of the other sport), so the
    /// buttons take that sport's key map.
    public var sportChanged: ((String?) -> Void)?
    /// The page cycle's settings; a change (a config reload) starts it again from the main board.
    public var pages: PageCycle.Config {
        get { pageCycle.config }
        set {
            pageCycle.reconfigure(newValue, at: nowSeconds())
            publish()
        }
    }
    /// How a match's engine session is started from its newMatch record; a test puts a session
    /// with chosen pages here.
    var startSession: (Data) throws -> any SportSession = { try SportRegistry.start(newMatch: $0) }

    public enum Start: Equatable {
        case resumed(matchId: String, seq: Int)
        case started(matchId: String)
        case idle
        /// The data disk refuses writes: the board the journal holds is shown read-only and
        /// the disk is asked again every few seconds (ADR 046).
        case readOnly(DiskCondition)
    }

    /// Whether the kiosk is waiting for its data disk to take writes again.
    public var isReadOnly: Bool { outage != nil }

    public init(store: MatchStore, clock: any WallClock = KioskClock(), pages: PageCycle.Config = .mainOnly,
                calendar: any LocalCalendar = SystemCalendar(), logger: Logger = Logger(label: "scoreline.session")) {
        self.store = store
        self.clock = clock
        timeline = SteadyTimeline(clock: clock)
        pageCycle = SessionPages(config: pages, calendar: calendar)
        self.logger = logger
    }

    /// The match in play, for reads (export, `debug state`); nil on the idle board.
    public var current: (matchId: String, session: any SportSession, seq: Int)? {
        match.map { ($0.matchId, $0.session, $0.lastSeq) }
    }

    /// The sport in play; while the disk refuses writes, that of the board shown, so the
    /// buttons keep their map and are not re-opened when scoring resumes.
    public var sport: String? { match?.sport ?? outage?.shown.map { type(of: $0).sport } }

    /// Each new board (after a durable action, a tick that changed the clock, a problem) goes
    /// to every subscriber, in the order they subscribed.
    public func subscribe(_ subscriber: @escaping (Publication) -> Void) {
        subscribers.append(subscriber)
    }

    // MARK: Events

    public enum Event: Sendable {
        case command(SessionCommand)
        /// A button press, with the inputs' problem as it stands after it: a keypad plugged in
        /// since is working now, so its problem leaves with the press, on the press's board.
        case press(SessionCommand, inputProblem: String?)
        /// The clock moved on: the board is rebuilt with the time (intervals, match time, flashes).
        case tick
        /// The inputs' first problem, or nil when every source works.
        case inputProblem(String?)
        /// A display came or went: every subscriber is given the board again.
        case displayChanged
    }

    /// Handles one event; a command gets its reply, other events nil.
    @discardableResult
    public func handle(_ event: Event) -> SessionReply? {
        switch event {
        case .command(let command):
            return handle(command)
        case .press(let command, let problem):
            inputProblem = problem
            return handle(command)
        case .tick:
            if outage?.tickIsDue() == true { retryDisk() }
            publish()
        case .inputProblem(let problem):
            inputProblem = problem
            publish()
        case .displayChanged:
            publish(force: true)
        }
        return nil
    }

    /// Resumes the current match, else starts the next queued one, else the preset.
    ///
    /// A current match that cannot be opened at all (a damaged first line, an empty journal, a
    /// FIFO or a device as the journal), or a `current` that cannot be used, is set aside whole
    /// and the next match starts in its place: the kiosk always comes back, nothing is deleted,
    /// and the bottom line says what happened until the first action is recorded (ADR 009).
    /// Another writer holding the match, or a failing disk, is thrown instead: those may pass.
    /// A disk that refuses writes (read-only or full) is not thrown either: the board the
    /// journal holds is shown read-only until the disk takes writes again (ADR 046).
    @discardableResult
    public func start() throws -> Start {
        defer { publish() }
        let condition = store.diskCondition()
        guard condition == .writable else { return waitOut(condition) }
        do {
            return try startWritable()
        } catch let error as StoreError {
            guard let condition = error.diskCondition else { throw error }
            return waitOut(condition)
        }
    }

    func startWritable() throws -> Start {
        // Said once: what was removed is not there at the next start. Only on a disk that
        // takes writes: a read-only one keeps its debris until it is writable again.
        for sentence in (try? store.clearDebris()) ?? [] { logger.warning("\(sentence)") }
        let setAside: SetAside
        switch store.current() {
        case .none:
            return try startNext()
        case .unusable(let problem):
            setAside = try store.setAsideCurrent(problem)
        case .match(let current):
            switch try MatchLoader(store: store).open(current) {
            case .loaded(let loaded):
                open(LiveMatch(session: loaded.session, matchId: current, journal: loaded.journal, store: store, lastSeq: loaded.lastSeq),
                     latestTime: loaded.latestTime)
                if let recovery = loaded.recovery { storageProblem = recovery.sentence }
                logger.info("resumed seq=\(loaded.lastSeq)")
                return .resumed(matchId: current, seq: loaded.lastSeq)
            case .cannotOpen(let problem):
                setAside = try store.setAside(current, problem: problem)
            }
        }
        logger.warning("\(setAside.sentence)")
        storageProblem = setAside.boardLine
        return try startNext()
    }

    /// Archives the match in play (if any) and starts the next queued one, or the preset.
    @discardableResult
    public func startNext() throws -> Start {
        defer { publish() }
        if let match {
            try match.finish()
            match.close()
            open(nil)
        }
        // Whatever happens below, the queue is read again for the next idle board.
        defer { queueChanged(publishing: false) }
        while let next = try store.queue().first {
            let started: Start
            do {
                started = try begin(Data(next.record))
            } catch let error as StoreError where !error.refusesRecord {
                throw error
            } catch {
                // The engine refuses the record (edited by hand, or from a newer Scoreline), or
                // it is too long for a journal line: it would be refused at every start, so it
                // is set aside and the queue goes on.
                let why = (error as? LineRejection)?.message ?? (error as? StoreError)?.description ?? CommonMessages.notAnObject
                let aside = try store.setAsideQueued(next.number, problem: SessionMessages.queuedNotAMatch(store.queuePath(next.number), why: why))
                logger.warning("\(aside.sentence)")
                storageProblem = aside.boardLine
                continue
            }
            try store.dequeue(next.number)
            return started
        }
        guard let preset else { return .idle }
        do {
            return try begin(preset)
        } catch let error as StoreError where !error.refusesRecord {
            throw error
        } catch {
            // A preset the engine refuses, or too long for a journal line, would fail every
            // start and leave systemd restarting a dark screen: the idle board says why.
            let why = (error as? LineRejection)?.message ?? (error as? StoreError)?.description ?? CommonMessages.notAnObject
            logger.error("\(SessionMessages.presetCannotStart(why))")
            storageProblem = SessionMessages.presetCannotStart(why)
            return .idle
        }
    }

    /// Opens a stored match, current or not, for a tool that corrects it (`matches edit`).
    /// - Parameter useSnapshot: `false` folds every record, so undo can reach the start.
    @discardableResult
    public func resume(_ matchId: String, useSnapshot: Bool = false) throws -> Int {
        defer { publish() }
        let loaded = try MatchLoader(store: store).load(matchId, useSnapshot: useSnapshot)
        match?.close()
        open(LiveMatch(session: loaded.session, matchId: matchId, journal: loaded.journal, store: store, lastSeq: loaded.lastSeq),
             latestTime: loaded.latestTime)
        return loaded.lastSeq
    }

    /// Stores a new match from its newMatch record (`scoreline add`) and puts it in play.
    /// - Parameter makeCurrent: make it the data directory's match in play too; `add` stores
    ///   a keyed-in match beside the live one without touching `current`.
    public func create(newMatch record: Data, fallbackId: String, makeCurrent: Bool = true) throws -> String {
        defer { publish() }
        match?.close()
        open(nil)
        guard case .started(let matchId) = try begin(record, fallbackId: fallbackId, makeCurrent: makeCurrent) else { return fallbackId }
        return matchId
    }

    /// Writes a snapshot of the match in play now (a tool about to exit).
    public func saveSnapshot() { match?.saveSnapshot() }

    /// Archives the match in play as finished.
    public func finish() throws {
        guard let match else { return }
        match.saveSnapshot()
        try match.finish()
        match.close()
        open(nil)
    }

    private func begin(_ record: Data, fallbackId: String? = nil, makeCurrent: Bool = true) throws -> Start {
        // Every folder in matches/, readable or not: an id is never reused over one.
        let taken = Set((try? store.storedIds()) ?? [])
        let stamp = CreationStamp.now(store: store, clock: clock)
        let prepared = try NewMatchRecord.prepare(record, fallbackId: fallbackId ?? NewMatchRecord.freshId(store, stamp: stamp), isTaken: taken.contains)
        let journal = try store.create(
            matchId: prepared.matchId, sport: prepared.sport, title: prepared.title, newMatch: Array(prepared.record), makeCurrent: makeCurrent,
            created: (stamp.created, stamp.clock))
        open(LiveMatch(session: try startSession(prepared.record), matchId: prepared.matchId, journal: journal, store: store, lastSeq: 1))
        logger.info("ack seq=1")
        return .started(matchId: prepared.matchId)
    }

    /// - Parameter latestTime: the match's latest recorded time, where its clock resumes; a
    ///   match with none (a new one) starts its count now. The idle board keeps the count going.
    private func open(_ next: LiveMatch?, latestTime: Int? = nil) {
        match = next
        if next != nil { timeline = latestTime.map { SteadyTimeline(from: $0, clock: clock) } ?? SteadyTimeline(clock: clock) }
        armed = nil
        pressNotice = nil
        pageCycle.reset(at: nowSeconds())
    }

    /// Tells the inputs when the sport in play changed, once the match (or the idle board)
    /// is settled: a match archived and the next one started is one change, not two.
    func announceSport() {
        guard sport != announcedSport else { return }
        announcedSport = sport
        sportChanged?(sport)
    }

    /// Gives the journal (and its lock) back before the process exits.
    public func close() {
        match?.close()
    }

    /// The time now: the wall clock's reading as text, the steady count as its seconds.
    func now() -> Timestamp? {
        Timestamp(clock.now().journalTime).map { Timestamp($0, steady: timeline.seconds(clock: clock), synced: true) }
    }

    /// The time an action is recorded with: `now()`, marked unsynchronised while the system
    /// does not vouch for the wall clock (ADR 044).
    func stamp() -> Timestamp? {
        Timestamp(clock.now().journalTime).map { Timestamp($0, steady: timeline.seconds(clock: clock), synced: clock.synchronized()) }
    }

    /// The page cycle's time: whole seconds, as the clock ticks.
    private func nowSeconds() -> Int { now()?.seconds ?? 0 }

    // MARK: Pages

    /// Tells the page cycle that a command has been handled (docs/pages.md): it has seen each
    /// action the command made durable, whatever the reply says.
    func turnPages() {
        pageCycle.commandHandled(at: nowSeconds())
    }
}
