import FoundationEssentials

/// The wall clock, behind a protocol so tests control time. Times the store writes are
/// information only: a Pi without a real-time clock may boot in the past.
///
/// With it come the two readings that make a wall time usable (ADR 044): a steady clock that
/// never jumps, which every duration on a board is measured with, and whether the system
/// says the wall clock is synchronised. The kiosk's clock (`KioskClock` in Session) reads
/// CLOCK_MONOTONIC and the kernel's sync state; a clock that only tells the time (a test's,
/// or `SystemClock` for the store's own stamps) gets the defaults below.
public protocol WallClock: Sendable {
    func now() -> Date
    /// Nanoseconds on a clock that never jumps; only differences within one process count.
    func steadyNanoseconds() -> Int64
    /// Whether the system vouches for `now()` (NTP or another time source has set it).
    func synchronized() -> Bool
}

extension WallClock {
    /// A clock that only tells the time moves its steady time with it: a test that advances
    /// its wall clock advances every duration too. Clamped to 1970…2255 so a clock set wild
    /// cannot overflow the nanoseconds.
    public func steadyNanoseconds() -> Int64 {
        let seconds = min(max(now().timeIntervalSince1970, 0), 9e9)
        return Int64((seconds * 1e9).rounded(.down))
    }

    /// A clock that only tells the time is taken at its word.
    public func synchronized() -> Bool { true }
}

public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

extension Date {
    /// ISO 8601 in UTC to the second: what journal records and metadata carry.
    public var journalTime: String {
        Date.ISO8601FormatStyle(timeZone: .gmt).format(self)
    }
}
