import FoundationEssentials
import Logging
import MatchEngine
import Store

/// The scoring path: the engine validates an action, the journal makes it durable, and only
/// then may the screen show it. Snapshots are written every `snapshotEvery` actions and when
/// the board's layout changes (innings or game end), so a resume folds few actions.
final class MatchRecorder {
    private(set) var session: any SportSession
    let matchId: String
    private let journal: Journal
    private let store: MatchStore
    private let clock: any WallClock
    private var logger = Logger(label: "scoreline.record")
    private(set) var lastSeq: Int
    let snapshotEvery: Int
    /// Leave a due snapshot for `saveSnapshotIfDue`, which the kiosk calls once the frame is
    /// shown: the snapshot (the whole state as JSON, fsync, rename) is not on the press's path.
    var deferSnapshots = false
    private var snapshotDue = false

    enum Outcome {
        /// Durable: the screen may show it.
        case acknowledged(seq: Int)
        /// The engine refused it; nothing changed, nothing was written.
        case refused(String)
        /// Applied in memory but the disk refused it: show the storage error, retry later.
        case notDurable(StoreError)
    }

    init(session: any SportSession, matchId: String, journal: Journal, store: MatchStore, lastSeq: Int,
         clock: any WallClock = SystemClock(), snapshotEvery: Int = 100) {
        self.session = session
        self.matchId = matchId
        self.journal = journal
        self.store = store
        self.lastSeq = lastSeq
        self.clock = clock
        self.snapshotEvery = snapshotEvery
    }

    func record(_ line: Data) -> Outcome {
        let layoutBefore = session.scoreboard.layout
        do throws(LineRejection) {
            // Applied in place (a copy would duplicate the match's history on every action);
            // a refused line leaves the session untouched.
            try session.apply(line: line)
        } catch where error.message == CommonMessages.undoNeedsFullHistory {
            // Resumed from a snapshot and asked to undo past it: fold the whole journal once.
            guard refoldFromJournal() else { return .refused(error.message) }
            do throws(LineRejection) { try session.apply(line: line) } catch { return .refused(error.message) }
        } catch {
            return .refused(error.message)
        }
        let before = lastSeq
        do {
            lastSeq = try journal.append(Array(line), at: clock.now().journalTime)
        } catch {
            logger.error("\(error.description)")
            return .notDurable(error)
        }
        // Actions the disk refused before are durable now too, written ahead of this one.
        for seq in (before + 1)...lastSeq { logger.info("ack seq=\(seq)") }
        if lastSeq % snapshotEvery == 0 || session.scoreboard.layout != layoutBefore {
            if deferSnapshots { snapshotDue = true } else { saveSnapshot() }
        }
        return .acknowledged(seq: lastSeq)
    }

    /// Rebuilds the session from every durable record, so undo can reach the first action.
    private func refoldFromJournal() -> Bool {
        guard let records = try? store.read(matchId).records, let first = records.first,
            var full = try? SportRegistry.start(newMatch: Data(first.payload))
        else { return false }
        for record in records.dropFirst() {
            guard (try? full.apply(line: Data(record.payload))) != nil else { return false }
        }
        session = full
        return true
    }

    /// Releases the journal (and its lock) for another writer.
    func close() { journal.close() }

    /// Writes actions the disk refused earlier; true once everything is durable.
    func retry() -> Bool {
        do {
            try journal.retry()
        } catch {
            return false
        }
        if journal.lastDurableSeq > lastSeq {
            for seq in (lastSeq + 1)...journal.lastDurableSeq { logger.info("ack seq=\(seq)") }
            lastSeq = journal.lastDurableSeq
        }
        return true
    }

    /// A failed snapshot costs only resume speed, never data: log it and carry on.
    func saveSnapshotIfDue() {
        guard snapshotDue else { return }
        snapshotDue = false
        saveSnapshot()
    }

    func saveSnapshot() {
        guard journal.pendingCount == 0, let state = session.snapshotState(), lastSeq > 0,
            let checksum = journal.lastChecksum
        else { return }
        do {
            try store.saveSnapshot(Snapshot(seq: lastSeq, recordChecksum: checksum, state: Array(state)), of: matchId)
        } catch {
            logger.warning("snapshot not saved: \(error.description)")
        }
    }
}
