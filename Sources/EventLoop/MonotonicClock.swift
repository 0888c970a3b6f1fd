import Glibc

/// CLOCK_MONOTONIC, the one clock every duration in the program is measured on: press timing,
/// the reactor's timers, the session's steady time, the phone's lockouts, frame and latency
/// figures. The wall clock can jump (NTP, a Pi with no RTC setting its clock after boot); this
/// one cannot. Read here only, in nanoseconds; the other units are derived from that reading,
/// so two callers never disagree about what "now" was.
public enum MonotonicClock {
    /// Nanoseconds since an arbitrary point (boot): only differences mean anything.
    public static func nanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) &* 1_000_000_000 &+ Int64(ts.tv_nsec)
    }

    /// Whole milliseconds, what the reactor's timers and poll timeouts count in.
    public static func milliseconds() -> UInt64 { UInt64(max(0, nanoseconds() / 1_000_000)) }

    /// Seconds, for rates and lifetimes counted in seconds (the phone's pairing code, lockouts).
    public static func seconds() -> Double { Double(nanoseconds()) / 1e9 }
}
