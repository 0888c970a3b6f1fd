import FoundationEssentials
import Logging
import MatchEngine
import Store

/// Opens a stored match for writing and rebuilds it through the engine's one fold: from the
/// snapshot when it agrees with the journal, else from the first record.
public struct MatchLoader {
    public let store: MatchStore
    public var logger = Logger(label: "scoreline.match")

    public init(store: MatchStore) { self.store = store }

    public struct Loaded {
        public var session: any SportSession
        public var journal: Journal
        public var meta: MatchMeta
        public var recovery: Recovery?
        /// Journal records the engine refused on replay (a newer rule, a hand-edited file).
        public var refused: [(seq: Int, message: String)]
        public var lastSeq: Int
        public var usedSnapshot: Bool
        /// The latest time the journal recorded (steady seconds, or wall seconds in a journal
        /// written before ADR 044): where the board's clock resumes.
        public var latestTime: Int?
    }

    /// - Parameter useSnapshot: `false` re-folds every record, so undo can reach the start.
    public func load(_ matchId: String, useSnapshot: Bool = true) throws -> Loaded {
        let opened = try store.open(matchId)
        do {
            let folded = try Self.fold(opened.records, snapshot: useSnapshot ? opened.snapshot : nil)
            for refusal in folded.refused {
                logger.warning("journal record refused on replay", metadata: ["seq": "\(refusal.seq)", "why": "\(refusal.message)"])
            }
            if let recovery = opened.recovery { logger.warning("\(recovery.sentence)") }
            // A snapshot not used costs only the fold's time; the log says why (ADR 059).
            if useSnapshot, let problem = opened.snapshotProblem ?? folded.snapshotProblem {
                logger.warning("\(problem)", metadata: ["match": "\(matchId)"])
            }
            return Loaded(
                session: folded.session, journal: opened.journal, meta: opened.meta, recovery: opened.recovery,
                refused: folded.refused, lastSeq: opened.records.last?.seq ?? 0, usedSnapshot: folded.usedSnapshot,
                latestTime: SteadyTimeline.latestRecorded(opened.records, sport: type(of: folded.session)))
        } catch {
            opened.journal.close()
            throw error
        }
    }

    /// What opening the match at start-up came to.
    public enum Opening {
        case loaded(Loaded)
        /// It cannot be opened at all, and why, as a clause naming the file: the caller sets it
        /// aside whole (ADR 009).
        case cannotOpen(problem: String)
    }

    /// `load`, with a match that cannot be opened at all told apart from an error that may
    /// pass (another writer holds it, the disk failed), which is thrown: that must never move
    /// a match.
    public func open(_ matchId: String) throws -> Opening {
        do {
            return .loaded(try load(matchId))
        } catch let error as StoreError {
            guard let problem = error.cannotOpenClause else { throw error }
            return .cannotOpen(problem: problem)
        } catch let refusal as LineRejection {
            // The records are intact, but the engine cannot start their first one (a sport or
            // a set-up this build does not know).
            return .cannotOpen(problem: SessionMessages.notAMatch(store.journalPath(of: matchId), why: refusal.message))
        }
    }

    /// The match folded from a read-only look at its journal (export while it is being scored).
    /// - Parameter useSnapshot: start from the snapshot when it agrees with the journal (the
    ///   state is all that is wanted, as for `matches list`'s results): undo is not needed.
    ///
    /// The journal is read a piece at a time, never held whole: `matches list` of a long match
    /// that was never snapshotted read 18 MB and every record at once (issue 39).
    public func readSession(_ matchId: String, useSnapshot: Bool = false) throws -> any SportSession {
        let records = try store.streamRecords(matchId)
        let snapshot = useSnapshot ? store.snapshot(of: matchId, matching: records) : nil
        guard let first = records.first(where: { _ in true }) else {
            throw records.problem ?? StoreError.notFound("newMatch record")
        }
        let folded = try SportRegistry.fold(
            newMatch: Data(first.payload),
            records: records.lazy.filter { $0.seq > 1 }.map { (seq: $0.seq, line: Data($0.payload)) },
            snapshot: snapshot.map { (state: Data($0.state), seq: $0.seq) })
        // A journal that could not be read to its end is an error, as a whole read's is.
        if let problem = records.problem { throw problem }
        if let problem = folded.snapshotProblem { logger.warning("\(problem)", metadata: ["match": "\(matchId)"]) }
        return folded.session
    }

    /// Journal records through the engine's fold; the first record is the `newMatch` line.
    public static func fold(_ records: [JournalRecord], snapshot: Snapshot?) throws -> FoldedMatch {
        guard let first = records.first else { throw StoreError.notFound("newMatch record") }
        return try SportRegistry.fold(
            newMatch: Data(first.payload),
            records: records.dropFirst().lazy.map { (seq: $0.seq, line: Data($0.payload)) },
            snapshot: snapshot.map { (state: Data($0.state), seq: $0.seq) })
    }
}
