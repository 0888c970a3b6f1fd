import FoundationEssentials
import MatchEngine
import Store

/// When a new match says it was created, and how far that can be trusted (ADR 044). With the
/// wall clock synchronised it is the wall time. Without, it is the last trusted time the data
/// directory knows (the newest `created` stored while synchronised), so a Pi that booted in
/// 1970 or 2036 neither names nor dates a match by that; with no trusted time at all, the
/// wall clock's reading is kept and marked so, and names and dates the match only if it is
/// not before `earliestPlausible` (a machine with a battery-backed clock and no network is
/// right, though nothing vouches for it; one that says 1970 is certainly not).
public struct CreationStamp: Sendable, Equatable {
    public var created: String
    public var clock: MatchMeta.CreatedClock?

    /// No match was scored by this program before it was written: a clock earlier than this
    /// is wrong for certain (systemd keeps the same floor, its build time, for the clock).
    public static let earliestPlausible = "2026-01-01T00:00:00Z"

    /// Whether a `created` may date and name a match: any trusted one, and an unsynchronised
    /// one not before `earliestPlausible`.
    public static func dates(_ created: String, clock: MatchMeta.CreatedClock?) -> Bool {
        guard clock == .unsynced else { return true }
        guard let time = Timestamp(created), let floor = Timestamp(earliestPlausible) else { return false }
        return time.seconds >= floor.seconds
    }

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

    /// The stamp a fresh match id carries: the time's digits, or none when the time is
    /// certainly wrong (an id must not say 1970).
    var idStamp: String? {
        Self.dates(created, clock: clock) ? String(created.filter { $0.isNumber }.prefix(14)) : nil
    }
}
