/// Match time from the actions' times: it starts at the first known time, stops while play
/// is paused and when the match ends. A clock set back never makes it run backwards.
public struct MatchClock: Sendable, Equatable {
    /// Seconds counted up to `runningSince` (or in total, while stopped).
    public private(set) var banked = 0
    public private(set) var runningSince: Int?
    public private(set) var latest: Int?
    public private(set) var paused = false
    public private(set) var stopped = false

    public init() {}

    public var elapsedSeconds: Int {
        guard let runningSince, let latest else { return banked }
        return banked + max(0, latest - runningSince)
    }

    /// Match time at `now`: while the clock runs it goes on from `runningSince`; a paused or
    /// stopped clock stands still. A `now` behind the latest action's time (a clock set back)
    /// never shows less than the actions did.
    public func elapsedSeconds(at now: Timestamp?) -> Int {
        guard let now, let runningSince else { return elapsedSeconds }
        return max(elapsedSeconds, banked + max(0, now.seconds - runningSince))
    }

    mutating func observe(_ time: Timestamp?) {
        guard let seconds = time?.seconds else { return }
        latest = max(latest ?? seconds, seconds)
        if runningSince == nil, !paused, !stopped, banked == 0 { runningSince = seconds }
    }

    // The action's time has been observed before these are called.

    mutating func pause() {
        banked = elapsedSeconds
        runningSince = nil
        paused = true
    }

    mutating func resume() {
        paused = false
        if !stopped { runningSince = latest }
    }

    mutating func stop() {
        banked = elapsedSeconds
        runningSince = nil
        stopped = true
    }

    /// A corrected result reopens the match: time runs again from the latest known time.
    mutating func restart() {
        stopped = false
        if !paused { runningSince = latest }
    }
}
