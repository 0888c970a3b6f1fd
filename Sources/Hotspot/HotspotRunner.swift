import Dispatch
import EventLoop

/// The keeper on a queue of its own, every `period` seconds from the start: NetworkManager's
/// calls are synchronous (up to 2 s each when it hangs), so they never run on the session's
/// loop, where a stalled call would delay a press or the watchdog's ping. What the keeper did
/// is handed to `report` (the kiosk logs it) on the same queue.
public final class HotspotRunner: @unchecked Sendable {
    /// Five seconds: `fallback`'s wait is counted in whole ticks of it, and `on` puts a dropped
    /// hotspot back within it.
    public static let period = 5

    private let queue = DispatchQueue(label: "scoreline.hotspot")
    private let timer: DispatchSourceTimer

    /// Starts at once: the first tick runs immediately (an `on` hotspot comes up at the start).
    public init(keeper: HotspotKeeper, report: @escaping @Sendable (HotspotKeeper.Outcome) -> Void) {
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now(), repeating: .seconds(Self.period))
        timer.setEventHandler { [keeper] in
            let outcome = keeper.tick(nowSeconds: Int(MonotonicClock.seconds()))
            if outcome != .unchanged { report(outcome) }
        }
        timer.resume()
    }

    /// Stops the ticks; the hotspot stays as it is (a restart of the kiosk keeps phones on it).
    public func stop() {
        timer.cancel()
    }

    /// Seconds on the monotonic clock now, for `HotspotKeeper`'s start.
    public static func now() -> Int { Int(MonotonicClock.seconds()) }
}
