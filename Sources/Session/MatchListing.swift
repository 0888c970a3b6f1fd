import FoundationEssentials
import MatchEngine
import Store

/// Every stored match, newest first, each folded read-only for its result or score: the one
/// listing `scoreline matches list` prints and the phone's match list shows. Safe beside a
/// kiosk scoring the current match: it takes no lock and writes nothing, and a journal that
/// cannot be folded lists the match without a result rather than failing the list.
public struct MatchListing: Sendable {
    public struct Row: Sendable {
        public var meta: MatchMeta
        /// The match `current` names (marked `*` on the command line).
        public var isCurrent: Bool
        /// The match the caller is scoring, folded from its memory rather than the disk.
        public var inPlay: Bool
        /// The result once there is one (the engine's sentence).
        public var result: String?
        /// The score as the board shows it; nil when the journal does not fold.
        public var score: String?
    }

    /// A match, or a folder in matches/ that is there but cannot be read, with why: in the
    /// store's order, newest first.
    public enum Entry: Sendable {
        case match(Row)
        case unreadable(matchId: String, why: StoreError)
    }

    public var entries: [Entry]

    /// Reads and folds every match in `store`. `live` is the match a session holds in memory
    /// (the phone's kiosk): it is listed from there, as the board shows it, not folded again.
    /// - Parameter saveCaches: whether a match folded here has its result cache written; the
    ///   phone's list, read on the session's thread, only reads them (ADR 052).
    public static func read(_ store: MatchStore, live: (matchId: String, session: any SportSession)? = nil,
                            saveCaches: Bool = true) throws(StoreError) -> MatchListing {
        var results = MatchResults(store: store)
        results.saves = saveCaches
        let current = store.currentMatchId()
        var listing = MatchListing(entries: [])
        for listed in try store.list() {
            switch listed {
            case .readable(let meta):
                let inPlay = live?.matchId == meta.matchId
                // From its cache when that was made from the journal as it is now, else folded
                // (from its snapshot when that agrees) and cached (ADR 052).
                let digest = inPlay ? live.map { MatchDigest($0.session) } : try? results.digest(meta, part: .line).digest
                listing.entries.append(.match(Row(
                    meta: meta, isCurrent: meta.matchId == current, inPlay: inPlay,
                    result: digest?.result, score: digest?.score)))
            case .unreadable(let id, let why):
                listing.entries.append(.unreadable(matchId: id, why: why))
            }
        }
        return listing
    }
}

extension MatchListing {
    /// `scoreline matches list`'s text: a line a match (`*` marks the current one), its
    /// result or, in play, its score; a folder that cannot be read marked `!` with why.
    public func text(dataDirectory: String) -> String {
        var out = ""
        for entry in entries {
            switch entry {
            case .match(let row):
                let result = row.result ?? row.score.map(MatchesMessages.inPlay)
                out += MatchesMessages.listed(row.meta, current: row.isCurrent, result: result)
            case .unreadable(let id, let why):
                out += MatchesMessages.unreadable(id, why: why)
            }
        }
        return out.isEmpty ? MatchesMessages.noMatches(dataDirectory) : out
    }
}
