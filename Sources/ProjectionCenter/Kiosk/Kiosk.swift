import FoundationEssentials
import Logging
import MatchEngine
import Store

/// The scoreboard's life on the device: resume the match in progress after a power cut,
/// else start the next queued match or the preset; record each action durably, then show it.
final class Kiosk {
    private let store: MatchStore
    let presenter: any BoardPresenter
    private let clock: any WallClock
    private let logger: Logger
    private(set) var recorder: MatchRecorder?
    private var lastPresented: Scoreboard?
    private var lastPresentedSeq: Int?
    /// The storage problem on the screen's error line until a retry succeeds.
    private(set) var storageProblem: String?
    /// The latest input problem (a keypad unplugged, a GPIO line missing), also on the error
    /// line, so a volunteer sees why a button does nothing; storage problems come first.
    var inputProblem: String?
    /// What the last press that recorded nothing means (an extra waiting for its runs, a
    /// button that needs holding), on the same bottom line when nothing is wrong.
    var pressNotice: String?
    var venue: String?

    enum Start: Equatable {
        case resumed(matchId: String, seq: Int)
        case started(matchId: String)
        case idle
    }

    init(store: MatchStore, presenter: any BoardPresenter, clock: any WallClock = SystemClock(),
         logger: Logger = Logger(label: "scoreline.kiosk")) {
        self.store = store
        self.presenter = presenter
        self.clock = clock
        self.logger = logger
    }

    /// Resumes the current match, else starts the next queued one, else `preset`.
    func start(preset: Data?) throws -> Start {
        if let current = store.currentMatchId() {
            let loaded = try MatchLoader(store: store, logger: logger).load(current)
            recorder = MatchRecorder(session: loaded.session, matchId: current, journal: loaded.journal, store: store, lastSeq: loaded.lastSeq, clock: clock)
            recorder?.deferSnapshots = true
            if let recovery = loaded.recovery { storageProblem = recovery.sentence }
            logger.info("resumed seq=\(loaded.lastSeq)")
            return .resumed(matchId: current, seq: loaded.lastSeq)
        }
        return try startNext(preset: preset)
    }

    /// Archives the match in progress (if any) and starts the next queued one or `preset`.
    func startNext(preset: Data?) throws -> Start {
        if let recorder {
            try store.finish(recorder.matchId)
            self.recorder = nil
        }
        if let next = try store.queue().first {
            let started = try begin(Data(next.record))
            try store.dequeue(next.number)
            return started
        }
        guard let preset else { return .idle }
        return try begin(preset)
    }

    private func begin(_ record: Data) throws -> Start {
        let taken = Set((try? store.list().map(\.matchId)) ?? [])
        let prepared = try NewMatchRecord.prepare(record, fallbackId: NewMatchRecord.freshId(store, clock: clock), isTaken: taken.contains)
        let journal = try store.create(matchId: prepared.matchId, sport: prepared.sport, title: prepared.title, newMatch: Array(prepared.record))
        recorder = MatchRecorder(
            session: try SportRegistry.start(newMatch: prepared.record), matchId: prepared.matchId,
            journal: journal, store: store, lastSeq: 1, clock: clock)
        recorder?.deferSnapshots = true
        logger.info("ack seq=1")
        return .started(matchId: prepared.matchId)
    }

    /// Records one action line; the board changes only once it is durable.
    @discardableResult
    func handle(_ line: Data) -> MatchRecorder.Outcome? {
        guard let recorder else { return nil }
        let outcome = recorder.record(line)
        switch outcome {
        case .acknowledged:
            storageProblem = nil
        case .notDurable(let error):
            storageProblem = error.description
        case .refused(let why):
            logger.notice("refused: \(why)")
        }
        return outcome
    }

    /// Tries the disk again for actions it refused; true when all are durable now.
    func retryStorage() -> Bool {
        guard let recorder, storageProblem != nil else { return true }
        if recorder.retry() {
            storageProblem = nil
            return true
        }
        return false
    }

    /// The board for the current state, with the error line when something is wrong.
    func board() -> Scoreboard {
        var board = recorder?.session.scoreboard ?? IdleBoard.build(venue: venue, next: nextMatchTitle())
        if let problem = storageProblem ?? inputProblem {
            board.fields.append(BoardField("error", problem, priority: BoardPriority.essential, role: .warning))
        } else if let pressNotice {
            board.fields.append(BoardField("error", pressNotice, priority: BoardPriority.essential, role: .notice))
        }
        return board
    }

    /// Presents the board if it (or the last durable action it shows) changed since the last frame.
    func present() {
        // After the frame: a snapshot only speeds up the next resume, the press must not wait for it.
        defer { recorder?.saveSnapshotIfDue() }
        let board = board()
        let seq = recorder?.lastSeq
        guard board != lastPresented || seq != lastPresentedSeq else { return }
        do {
            try presenter.present(board, seq: seq)
            lastPresented = board
            lastPresentedSeq = seq
        } catch {
            logger.error("screen: \(error)")
        }
    }

    private func nextMatchTitle() -> String? {
        guard let next = try? store.queue().first,
            let prepared = try? NewMatchRecord.prepare(Data(next.record), fallbackId: "next")
        else { return nil }
        return prepared.title
    }
}
