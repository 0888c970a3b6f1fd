#if canImport(Glibc)
import Glibc
#endif

/// Seconds on a clock that never jumps, for the pairing code's life, the lockout and the rate
/// limits: a Pi without a real-time clock sets its wall clock late, and a jump must neither
/// end a lockout early nor keep a code alive. Behind a protocol so tests move time by hand.
public protocol MonotonicClock: Sendable {
    func seconds() -> Double
}

public struct SystemMonotonicClock: MonotonicClock {
    public init() {}

    public func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
