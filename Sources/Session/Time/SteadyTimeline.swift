import FoundationEssentials
import MatchEngine
import Store

/// The seconds every duration on a board is measured in (ADR 044): a count that goes on from
/// the latest moment the match recorded, by the monotonic clock only. Within a run it is the
/// monotonic time since the match was opened; across a restart it resumes from the latest
/// recorded steady time (the time the kiosk was down is not counted: no clock can be trusted
/// across it). A wall clock set forward or back moves none of it.
struct SteadyTimeline {
    private var anchorSeconds: Int
    private var anchorNanos: Int64

    /// Starts the count at `seconds` now. The anchor is moved back by the wall clock's
    /// fraction of a second, so steady seconds turn when the wall clock's do, just before the
    /// session's tick: each tick sees exactly one second more.
    init(from seconds: Int, clock: any WallClock) {
        let wall = clock.now().timeIntervalSince1970
        let fraction = Int64(((wall - wall.rounded(.down)) * 1e9).rounded(.down))
        anchorSeconds = Self.clamped(seconds)
        anchorNanos = clock.steadyNanoseconds() - fraction
    }

    /// A count for a match with no recorded time yet: it starts at the wall clock's reading,
    /// whatever it is (only differences are ever taken).
    init(clock: any WallClock) {
        self.init(from: Int(min(max(clock.now().timeIntervalSince1970, 0), 4e9)), clock: clock)
    }

    func seconds(clock: any WallClock) -> Int {
        let elapsed = max(0, clock.steadyNanoseconds() - anchorNanos) / 1_000_000_000
        return Self.clamped(anchorSeconds + Int(min(elapsed, Int64(Timestamp.steadyRange.upperBound))))
    }

    /// Never behind `seconds` (a later record, as a follower reads it).
    mutating func catchUp(to seconds: Int, clock: any WallClock) {
        guard seconds > self.seconds(clock: clock) else { return }
        self = SteadyTimeline(from: seconds, clock: clock)
    }

    static func clamped(_ seconds: Int) -> Int {
        min(max(seconds, Timestamp.steadyRange.lowerBound), Timestamp.steadyRange.upperBound)
    }

    /// The latest time among a match's journal records (the first is its newMatch line),
    /// read back from the end; nil when none has one. At most `limit` lines are decoded: a
    /// match whose last thousand lines carry no time started its count afresh anyway.
    /// - Parameter first: whether `records` start with the newMatch record (which says no time).
    static func latestRecorded(_ records: [JournalRecord], sport: any SportSession.Type, limit: Int = 1000, first: Bool = true) -> Int? {
        for record in records.dropFirst(first ? 1 : 0).reversed().prefix(limit) where mayHaveTime(record.payload) {
            if let at = try? sport.decode(line: Data(record.payload)).at { return at.seconds }
        }
        return nil
    }

    /// Whether a line can carry a time: it holds the key `"at"` as written, or an escape (a
    /// key spelt `"\u0061t"` is still `at` to the decoder). A journal whose lines carry no time
    /// (a benchmark's, an import without times) is not decoded a thousand lines deep on
    /// every resume (issue 42: about an eighth of a 15,000-action resume from its snapshot).
    static func mayHaveTime(_ payload: [UInt8]) -> Bool {
        let quote = UInt8(ascii: "\""), a = UInt8(ascii: "a"), t = UInt8(ascii: "t")
        var index = 0
        let end = payload.count
        while index < end {
            let byte = payload[index]
            if byte == UInt8(ascii: "\\") { return true }
            if byte == quote, index + 3 < end, payload[index + 1] == a, payload[index + 2] == t, payload[index + 3] == quote {
                return true
            }
            index += 1
        }
        return false
    }
}
