import EventLoop

/// A point on the monotonic clock, in nanoseconds. Wall-clock time can jump (NTP, a Pi with
/// no RTC setting its clock after boot); press timing must not, so every input time is
/// CLOCK_MONOTONIC, as the kernel stamps GPIO and evdev events.
public struct InputInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static func milliseconds(_ ms: Int64) -> InputInstant { InputInstant(nanoseconds: ms * 1_000_000) }

    /// Now on EventLoop's `MonotonicClock`, for sources whose events carry no kernel timestamp
    /// (the terminal) and for the recognizer's deadlines. The recognizer itself never reads it.
    public static func now() -> InputInstant { InputInstant(nanoseconds: MonotonicClock.nanoseconds()) }

    public static func < (a: InputInstant, b: InputInstant) -> Bool { a.nanoseconds < b.nanoseconds }

    public static func + (a: InputInstant, d: InputDuration) -> InputInstant {
        InputInstant(nanoseconds: a.nanoseconds &+ d.nanoseconds)
    }

    public static func - (a: InputInstant, b: InputInstant) -> InputDuration {
        InputDuration(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }

    public var description: String { "\(Double(nanoseconds) / 1e6) ms" }
}

/// A length of time on the monotonic clock. Codable as whole milliseconds, the unit a config
/// file states them in.
public struct InputDuration: Comparable, Hashable, Sendable, Codable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static func milliseconds(_ ms: Int64) -> InputDuration { InputDuration(nanoseconds: ms * 1_000_000) }
    public static func microseconds(_ us: Int64) -> InputDuration { InputDuration(nanoseconds: us * 1_000) }

    public var milliseconds: Int64 { nanoseconds / 1_000_000 }

    public static func < (a: InputDuration, b: InputDuration) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The longest duration a key map may give, in milliseconds: a day, far above any
    /// debounce, long press or repeat, and far below where nanoseconds overflow `Int64`.
    public static let longestMilliseconds: Int64 = 86_400_000

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let ms = try c.decode(Int64.self)
        // Checked before the multiply: a huge value must be a clear refusal, never a trap.
        guard (0...Self.longestMilliseconds).contains(ms) else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "\(ms) ms: a duration must be from 0 to \(Self.longestMilliseconds) ms")
        }
        self = .milliseconds(ms)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(milliseconds)
    }
}
