/// One folder in matches/ as `MatchStore.list` reports it: a match whose metadata reads, or
/// one that cannot be read, with why (it is still there, and still takes its id).
public enum ListedMatch: Sendable, Equatable {
    case readable(MatchMeta)
    case unreadable(matchId: String, why: StoreError)

    /// The folder's name.
    public var matchId: String {
        switch self {
        case .readable(let meta): meta.matchId
        case .unreadable(let id, _): id
        }
    }

    public var meta: MatchMeta? {
        if case .readable(let meta) = self { meta } else { nil }
    }
}
