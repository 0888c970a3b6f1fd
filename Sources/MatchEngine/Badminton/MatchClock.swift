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
