import FoundationEssentials
import Logging
import MatchEngine
import Store

/// The match in play and its journal: the one path by which an action reaches the disk.
/// The engine checks an action, the journal makes it durable, and only then is it applied,
/// so the state (and every board built from it) never holds what the disk does not.
/// Snapshots are written every `snapshotEvery` actions and when the board's layout changes
/// (innings or game end), after the frame, so a resume folds few actions.
final class LiveMatch {
    private(set) var session: any SportSession
    let matchId: String
    private let journal: Journal
    private let store: MatchStore
    private var logger = Logger(label: "scoreline.record")
    private(set) var lastSeq: Int
    let snapshotEvery: Int
    /// How far back undo reaches from memory. At each snapshot's turn the history behind it
    /// is forgotten, so a kiosk's memory follows what the board shows, not how long the match
    /// has run (issue 39: 2.68 GB after 117,000 records, 124 MB after a restart). Undo further
    /// back folds the journal again, as it does after a resume from a snapshot.
    let undoReach: Int
    private var snapshotDue = false

    enum Outcome {
        /// Durable and applied: boards may show it.
        case acknowledged(seq: Int, line: String)
        /// The engine refused it; nothing changed, nothing was written.
        case refused(String)
        /// The disk refused it: not applied, not acknowledged, and never written later.
        case notDurable(StoreError)
    }

    init(
        session: any SportSession, matchId: String, journal: Journal, store: MatchStore, lastSeq: Int,
        snapshotEvery: Int = 100, undoReach: Int = 256
    ) {
        self.session = session
        self.matchId = matchId
        self.journal = journal
        self.store = store
        self.lastSeq = lastSeq
        self.snapshotEvery = snapshotEvery
        self.undoReach = undoReach
    }

    var sport: String { type(of: session).sport }

    /// Checks, records (fdatasync) and then applies `action`, stamped `at`; each engine check
    /// is counted in `counters`.
    func record(_ typed: MatchAction, at time: Timestamp?, counters: inout PressCounters) -> Outcome {
        // The action as the match keeps it (names cleaned, ADR 046) is the one written.
        let action: MatchAction
        do throws(LineRejection) {
            counters.engineChecks += 1
            action = try session.check(typed)
        } catch where error.code == .undoNeedsFullHistory {
            // Resumed from a snapshot and asked to undo past it: fold the whole journal once.
            guard refoldFromJournal() else { return .refused(error.message) }
            counters.engineChecks += 1
            do throws(LineRejection) { action = try session.check(typed) } catch { return .refused(error.message) }
        } catch {
            return .refused(error.message)
        }
        // The engine's text, written as its UTF-8 bytes and kept for the reply: no round trip
        // through Data and back to a String (issue 37).
        let line = action.lineText(at: time)
        // The layout alone, not a board: the board is built once, for the screens.
        let layoutBefore = session.boardLayout
        do {
            lastSeq = try journal.append(Array(line.utf8), at: time?.text)
        } catch {
            // Too long for a journal line is the action's fault, not the disk's: refused, and
            // the board says no storage problem.
            if case .lineTooLong = error { return .refused(error.description) }
            logger.error("\(error.description)")
            return .notDurable(error)
        }
        logger.info("ack seq=\(lastSeq)")
        do throws(LineRejection) {
            try session.apply(action, at: time)
        } catch {
            // The check passed on this very state, so this is a bug in the engine: the journal
            // is the truth, so rebuild from it (the fold refuses the record the same way).
            logger.critical("an action checked as valid was refused: \(error.message)")
            _ = refoldFromJournal()
        }
        noteAppended(after: lastSeq - 1, layoutBefore: layoutBefore)
        return .acknowledged(seq: lastSeq, line: line)
    }

    /// After records past `before` are applied: a snapshot is due at each multiple of
    /// `snapshotEvery` passed (a group may pass one without ending on it) or when the board's
    /// layout changed, and at that turn the history forgets what undo need not reach, in place
    /// (`session` is the only holder of its history).
    private func noteAppended(after before: Int, layoutBefore: BoardLayout) {
        let snapshotTurn = lastSeq / snapshotEvery > before / snapshotEvery
        if snapshotTurn || session.boardLayout != layoutBefore { snapshotDue = true }
        if snapshotTurn { session.forgetHistory(keepingLast: undoReach) }
    }

    /// Rebuilds the session from every durable record, so undo can reach the first action;
    /// the journal is read a piece at a time. The next snapshot's turn forgets again.
    private func refoldFromJournal() -> Bool {
        guard let folded = try? MatchLoader(store: store).readSession(matchId) else { return false }
        session = folded
        return true
    }

    /// Releases the journal (and its lock) for another writer.
    func close() { journal.close() }

    /// Archives the match as finished; this match holds the lock the store would take.
    func finish() throws(StoreError) { try store.finish(matchId, holding: journal) }

    /// A failed snapshot costs only resume speed, never data: log it and carry on. Called
    /// after the frame is handed over, so the press never waits for it.
    func saveSnapshotIfDue() {
        guard snapshotDue else { return }
        snapshotDue = false
        saveSnapshot()
    }

    func saveSnapshot() {
        guard let state = session.snapshotState(), lastSeq > 0, let checksum = journal.lastChecksum else { return }
        do {
            try store.saveSnapshot(Snapshot(seq: lastSeq, recordChecksum: checksum, state: Array(state)), of: matchId)
        } catch {
            logger.warning("snapshot not saved: \(error.description)")
        }
    }
}

// MARK: A press as one group (ADR 047)

extension LiveMatch {
    /// What a group's commit did.
    enum GroupOutcome {
        /// Durable and applied, each staged action with its seq and line.
        case acknowledged([(seq: Int, staged: BoxRun.Staged)])
        /// A line too long for the journal: nothing written or applied.
        case refused(String)
        /// The disk refused the group: none of it applied, acknowledged or written later.
        case notDurable(StoreError)
    }

    /// Runs `press` on a trial copy of the match: one engine check, whose staged state the
    /// commit takes. An undo that must reach behind a snapshot folds the journal once and runs
    /// the press again on it.
    func run(
        _ press: BoxPress, armed: BoxExtra?, alternateEnds: Bool, at time: Timestamp?, counters: inout PressCounters
    ) throws(LineRejection) -> BoxRun {
        do throws(LineRejection) {
            counters.engineChecks += 1
            return try BoxRun(press, on: session, armed: armed, alternateEnds: alternateEnds, at: time)
        } catch {
            guard error.code == .undoNeedsFullHistory, refoldFromJournal() else { throw error }
            counters.engineChecks += 1
            return try BoxRun(press, on: session, armed: armed, alternateEnds: alternateEnds, at: time)
        }
    }

    /// Writes the staged actions as one group (one fdatasync) and, once it is durable, makes
    /// the staged state the match's.
    func commit(_ run: BoxRun) -> GroupOutcome {
        guard !run.staged.isEmpty else { return .acknowledged([]) }
        let seqs: [Int]
        do {
            seqs = try journal.appendGroup(run.staged.map { (payload: Array($0.line), at: $0.at?.text) })
        } catch {
            if case .lineTooLong = error { return .refused(error.description) }
            logger.error("\(error.description)")
            return .notDurable(error)
        }
        for seq in seqs { logger.info("ack seq=\(seq)") }
        let before = lastSeq
        // The layouts alone, not two boards: the board is built once, for the screens.
        let layoutBefore = session.boardLayout
        session = run.session
        lastSeq = seqs.last ?? lastSeq
        noteAppended(after: before, layoutBefore: layoutBefore)
        return .acknowledged(Array(zip(seqs, run.staged)).map { (seq: $0.0, staged: $0.1) })
    }
}
