import MatchEngine
import Store

/// The kiosk started on a data disk that refuses writes: read-only (a card the kernel
/// remounted after errors) or full (ADR 046). Rather than exit to a dark screen, it shows the
/// last durable board read-only (the match as its journal has it, folded without the lock),
/// says why on the bottom line, refuses every command with that sentence (nothing is shown
/// that is not durable), and asks the disk again every `DiskCondition` retry interval, on the
/// session's clock ticks: no timer of its own and no busy loop.
struct StorageOutage {
    var condition: DiskCondition
    /// The match `current` names, when there is one.
    var matchId: String?
    /// That match folded read-only from its journal (and snapshot); nil when there is none or
    /// it cannot be read, and the idle board shows instead.
    var shown: (any SportSession)?
    /// The last durable record of that match.
    var lastSeq: Int?
    /// Ticks (seconds) until the disk is asked again.
    private var ticksLeft = StoreMessages.diskRetrySeconds

    init(_ condition: DiskCondition, store: MatchStore) {
        self.condition = condition
        matchId = store.currentMatchId()
        if let matchId, let records = try? store.read(matchId).records,
            let folded = try? MatchLoader.fold(records, snapshot: store.snapshot(of: matchId, matching: records))
        {
            shown = folded.session
            lastSeq = records.last?.seq
        }
    }

    /// The bottom line and the answer to every command while it lasts.
    var line: String { condition.boardLine ?? StoreMessages.diskReadOnlyLine }

    /// Counts one tick; true when it is time to ask the disk again.
    mutating func tickIsDue() -> Bool {
        ticksLeft -= 1
        guard ticksLeft <= 0 else { return false }
        ticksLeft = StoreMessages.diskRetrySeconds
        return true
    }
}
