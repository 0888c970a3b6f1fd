import Foundation
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
        guard let first = opened.records.first else { throw StoreError.notFound("newMatch record in match \(matchId)") }
        let newMatch = Data(first.payload)
        var session: any SportSession
        var start = 1
        var usedSnapshot = false
        if useSnapshot, let snapshot = opened.snapshot,
            let resumed = SportRegistry.resume(newMatch: newMatch, snapshotState: Data(snapshot.state), actionCount: snapshot.seq - 1)
        {
            session = resumed
            start = snapshot.seq
            usedSnapshot = true
        } else {
            session = try SportRegistry.start(newMatch: newMatch)
        }
        var refused: [(Int, String)] = []
        for record in opened.records[start...] {
            do throws(LineRejection) {
                try session.apply(line: Data(record.payload))
            } catch {
                refused.append((record.seq, error.message))
                logger.warning("journal record refused on replay", metadata: ["seq": "\(record.seq)", "why": "\(error.message)"])
            }
        }
        if let recovery = opened.recovery { logger.warning("\(recovery.sentence)") }
        return Loaded(
            session: session, journal: opened.journal, meta: opened.meta, recovery: opened.recovery,
            refused: refused, lastSeq: opened.records.last?.seq ?? 0, usedSnapshot: usedSnapshot)
    }
}
