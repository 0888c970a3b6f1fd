import EventLoop

/// Seconds on a clock that never jumps, for the pairing code's life, the lockout and the rate
/// limits: a Pi without a real-time clock sets its wall clock late, and a jump must neither
/// end a lockout early nor keep a code alive. Behind a protocol so tests move time by hand.
public protocol SecondsClock: Sendable {
    func seconds() -> Double
}

/// The real one: EventLoop's `MonotonicClock`, the program's one monotonic clock.
public struct MonotonicSeconds: SecondsClock {
    public init() {}

    public func seconds() -> Double { MonotonicClock.seconds() }
}
