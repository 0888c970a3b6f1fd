
/// Which `[brightness]` entry rules at a moment: the last one at or before it today, else the
/// last of the day (the evening's setting holds until the morning's). Pure, so the tests give
/// it any day and place.
public struct BrightnessSchedule: Sendable {
    public let config: BrightnessConfig

    public init(_ config: BrightnessConfig) {
        self.config = config
    }

    /// The entry in force at `minute` (after local midnight) on a day with these sun times
    /// (local minutes; nil on a day without them, when sun entries are skipped), with its
    /// index in the schedule; nil for an empty schedule.
    public func entry(at minute: Int, sunrise: Double?, sunset: Double?) -> (index: Int, entry: BrightnessConfig.Entry)? {
        var timed: [(minute: Int, index: Int)] = []
        for (index, entry) in config.schedule.enumerated() {
            let when: Double? = switch entry.at {
            case .clock(let m): Double(m)
            case .sunrise(let offset): sunrise.map { $0 + Double(offset) }
            case .sunset(let offset): sunset.map { $0 + Double(offset) }
            }
            // An offset may carry a sun time past midnight: it is still that evening's entry.
            if let when { timed.append((min(1439, max(0, Int(when.rounded(.down)))), index)) }
        }
        timed.sort { ($0.minute, $0.index) < ($1.minute, $1.index) }
        guard let last = timed.last else { return nil }
        let rule = timed.last { $0.minute <= minute } ?? last
        return (rule.index, config.schedule[rule.index])
    }
}

/// A local moment as the kiosk's clock gives it: the day of the year and the minute of the
/// day in local time, and how far local time is ahead of UTC.
public struct LocalMoment: Equatable, Sendable {
    public var dayOfYear: Int
    public var minute: Int
    public var utcOffsetMinutes: Int

    public init(dayOfYear: Int, minute: Int, utcOffsetMinutes: Int) {
        self.dayOfYear = dayOfYear
        self.minute = minute
        self.utcOffsetMinutes = utcOffsetMinutes
    }
}
