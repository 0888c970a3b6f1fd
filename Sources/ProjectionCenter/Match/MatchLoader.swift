import FoundationEssentials
import Logging
import MatchEngine
import Store

/// Rebuilds a match from the data directory: the snapshot plus the journal after it when a
/// snapshot agrees with the journal, else every journal record from the first.
struct MatchLoader {
    let store: MatchStore
    var logger = Logger(label: "scoreline.match")

    struct Loaded {
        var session: any SportSession
        var journal: Journal
        var meta: MatchMeta
        var recovery: Recovery?
        /// Journal records the engine refused on replay (a newer rule, a hand-edited file).
        var refused: [(seq: Int, message: String)]
        var lastSeq: Int
        var usedSnapshot: Bool
    }

    /// - Parameter useSnapshot: `false` re-folds every record, so undo can reach the start.
    func load(_ matchId: String, useSnapshot: Bool = true) throws -> Loaded {
        let opened = try store.open(matchId)
        do {
            var folded = try fold(opened.records, snapshot: useSnapshot ? opened.snapshot : nil)
            if folded.usedSnapshot && !folded.refused.isEmpty {
                // Something after the snapshot needs the history before it (an undo reaching
                // back): the journal is the truth, so fold it all.
                folded = try fold(opened.records, snapshot: nil)
            }
            for refusal in folded.refused {
                logger.warning("journal record refused on replay", metadata: ["seq": "\(refusal.seq)", "why": "\(refusal.message)"])
            }
            if let recovery = opened.recovery { logger.warning("\(recovery.sentence)") }
            return Loaded(
                session: folded.session, journal: opened.journal, meta: opened.meta, recovery: opened.recovery,
                refused: folded.refused, lastSeq: opened.records.last?.seq ?? 0, usedSnapshot: folded.usedSnapshot)
        } catch {
            opened.journal.close()
            throw error
        }
    }

    /// The match folded from a read-only look at its journal (export while it is being scored).
    func readSession(_ matchId: String) throws -> any SportSession {
        try fold(try store.read(matchId).records, snapshot: nil).session
    }

    private struct Folded {
        var session: any SportSession
        var refused: [(seq: Int, message: String)]
        var usedSnapshot: Bool
    }

    private func fold(_ records: [JournalRecord], snapshot: Snapshot?) throws -> Folded {
        guard let first = records.first else { throw StoreError.notFound("newMatch record") }
        let newMatch = Data(first.payload)
        var session: any SportSession
        var start = 1
        var usedSnapshot = false
        if let snapshot,
            let resumed = SportRegistry.resume(newMatch: newMatch, snapshotState: Data(snapshot.state), actionCount: snapshot.seq - 1)
        {
            session = resumed
            start = snapshot.seq
            usedSnapshot = true
        } else {
            session = try SportRegistry.start(newMatch: newMatch)
        }
        var refused: [(Int, String)] = []
        for record in records[start...] {
            do throws(LineRejection) {
                try session.apply(line: Data(record.payload))
            } catch {
                refused.append((record.seq, error.message))
            }
        }
        return Folded(session: session, refused: refused, usedSnapshot: usedSnapshot)
    }
}
