import FoundationEssentials

/// A match folded line by line: the first line starts it (`newMatch`), every later line is
/// applied. The one start/apply step that `Replay` and `SportRegistry.fold` (the store's
/// reload) share, so a file and a journal can never be read two ways.
public struct MatchFold: Sendable {
    /// `nil` until a `newMatch` line has been fed.
    public private(set) var session: (any SportSession)?

    public init() {}

    /// Goes on from a session already started (resumed from a snapshot).
    public init(resuming session: any SportSession) {
        self.session = session
    }

    /// Starts the match with the first line, then applies each line; a refused line changes
    /// nothing.
    public mutating func feed(_ line: Data) throws(LineRejection) {
        if session == nil {
            session = try SportRegistry.reopen(newMatch: line)
        } else {
            // Mutate in place: a copy would share the history's storage and make every
            // append copy the whole match (quadratic in its length).
            try session?.apply(line: line)
        }
    }
}

/// A match rebuilt from its journal, with the records its rules refused.
public struct FoldedMatch: Sendable {
    public var session: any SportSession
    /// Journal records the engine refused (a newer rule, a hand-edited file), by `seq`.
    public var refused: [(seq: Int, message: String)]
    /// Whether the snapshot was used; `false` when there was none, it did not decode, or a
    /// record after it was refused and the whole journal was folded instead.
    public var usedSnapshot: Bool
    /// Why a snapshot that was given was not resumed from (an unknown version, damage), as a
    /// sentence for the log; nil when it was used or none was given.
    public var snapshotProblem: String? = nil
}

extension SportRegistry {
    /// Rebuilds a match: from the snapshot when one is given and resumes, else from the
    /// `newMatch` line, then applies each record, collecting refusals.
    ///
    /// - Parameters:
    ///   - records: the journal's records after the `newMatch` one (which is `seq` 1), in order.
    ///     Read as they come (a journal read a piece at a time is never held whole), and read
    ///     a second time when a record after the snapshot is refused: a sequence that cannot
    ///     be iterated twice must not be passed with a snapshot.
    ///   - snapshot: a saved state and the `seq` of the last record folded into it; records up
    ///     to that `seq` are then skipped.
    /// - Throws: the refusal of the `newMatch` line, when the match cannot start at all.
    public static func fold(
        newMatch: Data, records: some Sequence<(seq: Int, line: Data)>, snapshot: (state: Data, seq: Int)?
    ) throws(LineRejection) -> FoldedMatch {
        try fold(newMatch: newMatch, records: records, snapshot: snapshot, after: { seq in records.lazy.filter { $0.seq > seq } })
    }

    /// `fold` for a journal held whole: the records a snapshot holds are stepped over by
    /// position instead of read one by one (a five-day match's 15,000 lines made into `Data`
    /// and filtered on each resume; issue 42). Journal records are numbered 2, 3, 4, … in
    /// order, so the snapshot's record is the `seq - 1`th; when it is not there (a gap), they
    /// are filtered by `seq` as a sequence's are.
    public static func fold(
        newMatch: Data, records: some Collection<(seq: Int, line: Data)>, snapshot: (state: Data, seq: Int)?
    ) throws(LineRejection) -> FoldedMatch {
        guard let snapshot, snapshot.seq >= 1 else {
            return try fold(newMatch: newMatch, records: records, snapshot: nil, after: { _ in records })
        }
        let held = snapshot.seq - 1
        // Numbered in order, so when the last record skipped is the snapshot's, every record
        // skipped is at or before it and every one left is after it.
        let lastHeld = held == 0 ? nil : records.dropFirst(held - 1).first?.seq
        guard held == 0 || lastHeld == snapshot.seq else {
            return try fold(newMatch: newMatch, records: records, snapshot: snapshot, after: { seq in records.lazy.filter { $0.seq > seq } })
        }
        return try fold(newMatch: newMatch, records: records, snapshot: snapshot, after: { _ in records.dropFirst(held) })
    }

    /// - Parameter after: the records after the snapshot's `seq`.
    private static func fold<All: Sequence<(seq: Int, line: Data)>, After: Sequence<(seq: Int, line: Data)>>(
        newMatch: Data, records: All, snapshot: (state: Data, seq: Int)?, after: (Int) -> After
    ) throws(LineRejection) -> FoldedMatch {
        var problem: String?
        if let snapshot {
            do throws(SnapshotRefusal) {
                let resumed = try resume(newMatch: newMatch, snapshotState: snapshot.state, actionCount: snapshot.seq - 1)
                let folded = apply(after(snapshot.seq), to: resumed, usedSnapshot: true)
                // A refusal after the snapshot may need the history before it (an undo reaching
                // back): the journal is the truth, so fold it all.
                if folded.refused.isEmpty { return folded }
            } catch {
                problem = error.message
            }
        }
        var fold = MatchFold()
        try fold.feed(newMatch)
        guard let started = fold.session else { throw LineRejection(CommonMessages.firstLineNotNewMatch) }
        var folded = apply(records, to: started, usedSnapshot: false)
        folded.snapshotProblem = problem
        return folded
    }

    private static func apply(_ records: some Sequence<(seq: Int, line: Data)>, to start: any SportSession, usedSnapshot: Bool) -> FoldedMatch {
        var fold = MatchFold(resuming: start)
        var refused: [(seq: Int, message: String)] = []
        for record in records {
            do throws(LineRejection) {
                try fold.feed(record.line)
            } catch {
                refused.append((record.seq, error.message))
            }
        }
        // `feed` never clears a started session; the fallback only satisfies the type.
        return FoldedMatch(session: fold.session ?? start, refused: refused, usedSnapshot: usedSnapshot)
    }
}
