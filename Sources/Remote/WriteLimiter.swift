import Synchronization

/// A token bucket per scorer: `rate` writes a second on average, bursts of `burst`. A stuck
/// or hostile page cannot flood the session's mailbox; a scorer tapping fast never meets it.
public final class WriteLimiter: Sendable {
    public let rate: Double
    public let burst: Double
    private let clock: any SecondsClock
    private let buckets = Mutex([String: (tokens: Double, at: Double)]())

    public init(rate: Double = 20, burst: Double = 40, clock: any SecondsClock) {
        self.rate = rate
        self.burst = burst
        self.clock = clock
    }

    /// Takes one write from `key`'s bucket: nil when allowed, else the seconds to wait.
    public func take(_ key: String) -> Int? {
        let now = clock.seconds()
        return buckets.withLock { buckets -> Int? in
            var bucket = buckets[key] ?? (burst, now)
            bucket.tokens = min(burst, bucket.tokens + (now - bucket.at) * rate)
            bucket.at = now
            defer { buckets[key] = bucket }
            guard bucket.tokens >= 1 else { return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up))) }
            bucket.tokens -= 1
            return nil
        }
    }

    /// Drops `key`'s bucket (a socket that closed), so keys that come and go do not pile up.
    public func forget(_ key: String) {
        _ = buckets.withLock { $0.removeValue(forKey: key) }
    }
}
