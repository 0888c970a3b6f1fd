import Glibc

/// CLOCK_MONOTONIC, for sources whose events carry no kernel timestamp (the terminal) and for
/// the reactor's "now". The recognizer itself never reads it.
public enum MonotonicClock {
    public static func now() -> InputInstant {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return InputInstant(nanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
    }
}
