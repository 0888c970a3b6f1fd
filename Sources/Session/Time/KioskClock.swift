import EventLoop
import FoundationEssentials
import Store

/// The kiosk's clock (ADR 044): the wall time for what records say, CLOCK_MONOTONIC (through
/// EventLoop's `MonotonicClock`, the one the button recognizer and the reactor use) for every duration on a board, and
/// the kernel's word on whether the wall time is synchronised. A Pi has no real-time clock:
/// it boots at an old time and NTP may set it minutes into a match, or never at a ground with
/// no network, so only the monotonic clock measures time and the wall clock is trusted only
/// when the system says so.
public struct KioskClock: WallClock {
    private let probe: TimeSyncProbe

    public init(probe: TimeSyncProbe = TimeSyncProbe()) {
        self.probe = probe
    }

    public func now() -> Date { SystemClock().now() }

    public func steadyNanoseconds() -> Int64 { MonotonicClock.nanoseconds() }

    public func synchronized() -> Bool { probe.synchronized() }
}
