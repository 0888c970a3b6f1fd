import FoundationEssentials
import MatchEngine
import Store

/// `scoreline queue`: a match queued to start next, and the queue listed.
public enum MatchQueue {
    /// Queues a newMatch record, checked by the engine now so a bad one is refused here, not
    /// at the ground; the number it starts as. Works beside a running kiosk: the entry is made
    /// whole and linked into queue/ under a new name (ADR 043).
    public static func add(_ record: [UInt8], to store: MatchStore) throws -> Int {
        _ = try SportRegistry.start(newMatch: Data(record))
        return try store.enqueue(record)
    }

    /// The queued matches in the order they start, each read as the kiosk will read it when
    /// it starts it, and the files in queue/ that never will.
    public static func text(_ store: MatchStore) throws(StoreError) -> String {
        var out = ""
        for entry in try store.queue() {
            do {
                let prepared = try NewMatchRecord.prepare(Data(entry.record), fallbackId: "next")
                out += MatchesMessages.queued(entry.number, sport: prepared.sport, title: prepared.title)
            } catch {
                out += MatchesMessages.queuedRefused(entry.number, why: (error as? LineRejection)?.message ?? CommonMessages.notAnObject)
            }
        }
        for problem in try store.queueProblems() { out += MatchesMessages.queueProblem(problem) }
        return out.isEmpty ? MatchesMessages.emptyQueue(store.root) : out
    }
}
