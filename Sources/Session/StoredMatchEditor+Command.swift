import FoundationEssentials
import Store

extension StoredMatchEditor {
    /// `scoreline matches edit`: what is around the scoring (title, date, notes), under the
    /// match's lock (refused while the scoreboard scores it), then each action line through
    /// `apply`. Hands each recorded seq's line ("recorded as N") to `say`; stops at the first
    /// line not recorded, with why.
    public static func edit(_ matchId: String, store: MatchStore, title: String?, date: String?, notes: String?, actions: [String],
                            say: (String) -> Void) throws {
        if title != nil || date != nil || notes != nil || actions.isEmpty {
            try store.editMeta(matchId) { meta in
                if let title { meta.title = title }
                if let date { meta.date = date }
                if let notes { meta.notes = notes }
            }
        }
        guard !actions.isEmpty else { return }
        try apply(actions.map { Data($0.utf8) }, to: matchId, store: store) { reply in
            switch reply.outcome {
            case .recorded(let done): say("recorded as \(done.last?.seq ?? reply.seq ?? 0)\n")
            case .refused(_, let why), .notRecorded(let why, _): throw CommandRefusal("Not recorded: \(why)")
            default: throw CommandRefusal("Not recorded.")
            }
        }
    }
}
