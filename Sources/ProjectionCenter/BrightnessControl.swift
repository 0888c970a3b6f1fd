import Displays
import Glibc
import Logging

/// Keeps every brightness target (an LED panel, a backlight) at the schedule's level, and lets
/// the box's brightness combo step it down for the moment: a manual step holds until the
/// schedule's next entry takes over, so a panel turned down at dusk is back on schedule in the
/// morning. Without a schedule the panel keeps its own setting and only the combo changes it.
public final class BrightnessControl {
    public let schedule: BrightnessSchedule
    public let targets: [any BrightnessTarget]
    /// The level last set, nil before the first.
    public private(set) var applied: Int?
    private var manual: Int?
    private var ruleIndex: Int?
    private let logger: Logger

    public init(_ config: BrightnessConfig, targets: [any BrightnessTarget], logger: Logger = Logger(label: "scoreline.brightness")) {
        schedule = BrightnessSchedule(config)
        self.targets = targets
        self.logger = logger
    }

    /// The level the schedule asks for at `now`, and why (the entry), or 100 % without one.
    public func scheduled(_ now: LocalMoment) -> (percent: Int, index: Int?, why: String) {
        let c = schedule.config
        var sunrise: Double?, sunset: Double?
        if let lat = c.latitude, let lon = c.longitude {
            let offset = Double(now.utcOffsetMinutes)
            sunrise = SunClock.sunrise(dayOfYear: now.dayOfYear, latitude: lat, longitude: lon).map { $0 + offset }
            sunset = SunClock.sunset(dayOfYear: now.dayOfYear, latitude: lat, longitude: lon).map { $0 + offset }
        }
        guard let (index, entry) = schedule.entry(at: now.minute, sunrise: sunrise, sunset: sunset) else {
            return (100, nil, "no schedule")
        }
        return (entry.percent, index, "from \(entry.at)")
    }

    /// Applies the schedule at `now`; a new entry ends a manual step. Without a schedule the
    /// panel keeps the brightness it was set up with until the combo is pressed.
    public func update(_ now: LocalMoment) {
        guard !schedule.config.schedule.isEmpty else { return }
        let rule = scheduled(now)
        if rule.index != ruleIndex {
            ruleIndex = rule.index
            manual = nil
        }
        apply(manual ?? rule.percent, why: manual == nil ? rule.why : "the box's brightness combo")
    }

    /// The combo: one step down, from the lowest back to 100 %.
    public func step(_ now: LocalMoment) {
        let rule = scheduled(now)
        ruleIndex = rule.index
        let current = manual ?? applied ?? rule.percent
        let step = schedule.config.step
        let next = current - step >= step / 2 && current - step >= 1 ? current - step : 100
        manual = next
        apply(next, why: "the box's brightness combo")
    }

    private func apply(_ percent: Int, why: String) {
        guard percent != applied else { return }
        applied = percent
        logger.info("brightness: \(percent)% (\(why))")
        for target in targets {
            do {
                try target.setBrightness(percent: percent)
            } catch {
                logger.error("brightness: \(error.device): \(error.reason)")
            }
        }
    }
}

extension LocalMoment {
    /// The kiosk's local time now (the TZ the system is set to).
    public static func now() -> LocalMoment {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return LocalMoment(dayOfYear: Int(parts.tm_yday) + 1, minute: Int(parts.tm_hour) * 60 + Int(parts.tm_min),
                           utcOffsetMinutes: parts.tm_gmtoff / 60)
    }
}
