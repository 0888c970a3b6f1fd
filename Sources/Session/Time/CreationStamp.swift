import FoundationEssentials
import MatchEngine
import Store

/// When a new match says it was created, and how far that can be trusted (ADR 044). With the
/// wall clock synchronised it is the wall time. Without, it is the last trusted time the data
/// directory knows (the newest `created` stored while synchronised), so a Pi that booted in
/// 1970 or 2036 neither names nor dates a match by that; with no trusted time at all, the
/// wall clock's reading is kept as information only and marked so.
public struct CreationStamp: Sendable, Equatable {
    public var created: String
    public var clock: MatchMeta.CreatedClock?

    public static func now(store: MatchStore, clock: any WallClock) -> CreationStamp {
        let wall = clock.now().journalTime
        if clock.synchronized() { return CreationStamp(created: wall, clock: nil) }
        if let trusted = lastTrusted(store) { return CreationStamp(created: trusted, clock: .lastTrusted) }
        return CreationStamp(created: wall, clock: .unsynced)
    }

    /// The newest `created` of a match made while the clock was synchronised; nil when none
    /// was (or none reads as a time).
    public static func lastTrusted(_ store: MatchStore) -> String? {
        var newest: Timestamp?
        for case .readable(let meta) in (try? store.list()) ?? [] where meta.clock == nil {
            guard let time = Timestamp(meta.created), time.seconds > newest?.seconds ?? Int.min else { continue }
            newest = time
        }
        return newest?.text
    }

    /// The stamp a fresh match id carries: the trusted time's digits, or none when no time can
    /// be trusted (an id must not say 1970).
    var idStamp: String? {
        clock == .unsynced ? nil : String(created.filter { $0.isNumber }.prefix(14))
    }
}
