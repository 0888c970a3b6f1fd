import FoundationEssentials
import Store

/// Correcting actions (renamePlayer, amendWicket, minus, undo…) for a stored match that is not
/// in play: a second session is resumed on it, each line goes through its `handle` like a
/// button press (checked, stamped, durable, then applied), and the session is closed, giving
/// the journal's lock back. `scoreline matches edit` and the phone's edit page both use this,
/// the phone's on the kiosk's session thread.
public enum StoredMatchEditor {
    /// Hands each line's reply to `each`, in order; `each` throws to stop there (a refusal).
    /// - Parameter basedOn: the journal seq the first line was made against; a match changed
    ///   since is answered `stale` and nothing is written.
    /// - Throws: what opening the match threw (another process scores it, it is unreadable).
    public static func apply(
        _ lines: [Data], to matchId: String, store: MatchStore, basedOn: Int? = nil, each: (SessionReply) throws -> Void
    ) throws {
        let session = ScoringSession(store: store)
        defer { session.close() }
        try session.resume(matchId)
        var based = basedOn
        for line in lines {
            guard let reply = session.handle(.command(SessionCommand(.line(line), basedOn: based))) else { continue }
            // Only the first line is checked against the caller's view; the rest follow it.
            based = nil
            try each(reply)
        }
    }
}
