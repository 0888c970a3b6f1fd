import FoundationEssentials

/// The wall clock, behind a protocol so tests control time. Times the store writes are
/// information only: a Pi without a real-time clock may boot in the past.
public protocol WallClock: Sendable {
    func now() -> Date
}

public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

extension Date {
    /// ISO 8601 in UTC to the second: what journal records and metadata carry.
    public var journalTime: String {
        Date.ISO8601FormatStyle(timeZone: .gmt).format(self)
    }
}
