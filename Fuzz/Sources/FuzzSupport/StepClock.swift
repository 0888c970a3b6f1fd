import FoundationEssentials
import MatchEngine
import Store

/// A wall clock the fuzzer moves on by hand, so every run of an input is the same run.
public final class StepClock: WallClock, @unchecked Sendable {
    // One fuzzer thread uses it.
    private var current: Date

    public init(_ secondsSince1970: Double = 1_795_341_600) {  // 2026-11-22T10:00:00Z
        current = Date(timeIntervalSince1970: secondsSince1970)
    }

    public func now() -> Date { current }

    public func advance(seconds: Int) { current = current.addingTimeInterval(Double(seconds)) }

    /// The time as the session stamps actions and builds boards.
    public var timestamp: Timestamp? { Timestamp(current.journalTime) }
}
