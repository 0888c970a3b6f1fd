/// The config's `[brightness]`, checked (docs/displays.md): when an LED panel or a backlit
/// screen changes brightness, by the clock or by the sun at the venue, and how far the box's
/// brightness combo steps it. The kiosk's `BrightnessControl` runs it.
public struct BrightnessConfig: Equatable, Sendable {
    /// When an entry takes over: a time of day, or sunrise or sunset moved by some minutes.
    public enum Moment: Equatable, Sendable, CustomStringConvertible {
        /// Minutes after local midnight.
        case clock(Int)
        case sunrise(offset: Int)
        case sunset(offset: Int)

        public var description: String {
            switch self {
            case .clock(let minutes): Self.clockText(minutes)
            case .sunrise(let offset): "sunrise" + Self.offsetText(offset)
            case .sunset(let offset): "sunset" + Self.offsetText(offset)
            }
        }

        static func clockText(_ minutes: Int) -> String {
            let h = minutes / 60, m = minutes % 60
            return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
        }

        static func offsetText(_ offset: Int) -> String {
            offset == 0 ? "" : (offset < 0 ? "-" : "+") + clockText(abs(offset))
        }

        /// `"06:30"`, `"sunrise"`, `"sunset-00:30"`, `"sunrise+1:00"`; offsets up to 12 hours.
        public init?(text: String) {
            let t = text.lowercased()
            for (name, make) in [("sunrise", Moment.sunrise), ("sunset", Moment.sunset)] where t.hasPrefix(name) {
                let rest = t.dropFirst(name.count)
                if rest.isEmpty {
                    self = make(0)
                    return
                }
                guard let sign = rest.first, sign == "+" || sign == "-", let minutes = Self.minutes(String(rest.dropFirst())),
                    minutes <= 12 * 60
                else { return nil }
                self = make(sign == "-" ? -minutes : minutes)
                return
            }
            guard let minutes = Self.minutes(t), minutes < 24 * 60 else { return nil }
            self = .clock(minutes)
        }

        /// `H:MM` or `HH:MM`, as minutes.
        private static func minutes(_ text: String) -> Int? {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
                let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
            else { return nil }
            return h * 60 + m
        }

        public var needsSun: Bool {
            if case .clock = self { return false }
            return true
        }
    }

    public struct Entry: Equatable, Sendable {
        public var at: Moment
        public var percent: Int

        public init(at: Moment, percent: Int) {
            self.at = at
            self.percent = percent
        }
    }

    /// The venue, for sunrise and sunset (worked out here, no network).
    public var latitude: Double?
    public var longitude: Double?
    public var schedule: [Entry] = []
    /// How far one press of the brightness combo turns it down (from the lowest back to 100).
    public var step = 25

    public static let percentRange = 1...100
    public static let stepRange = 5...50

    public init(latitude: Double? = nil, longitude: Double? = nil, schedule: [Entry] = [], step: Int = 25) {
        self.latitude = latitude
        self.longitude = longitude
        self.schedule = schedule
        self.step = step
    }
}

/// Reads `[brightness]` with the file's reader, so each problem names its key.
enum BrightnessConfigReader {
    static func read(_ r: ConfigReader) -> BrightnessConfig {
        var config = BrightnessConfig()
        config.latitude = degrees(r, "latitude", limit: 90)
        config.longitude = degrees(r, "longitude", limit: 180)
        config.step = r.int("step", in: BrightnessConfig.stepRange, default: config.step)
        for e in r.tables("schedule", form: BrightnessMessages.scheduleTables) {
            let percent = e.int("percent", in: BrightnessConfig.percentRange, default: 0)
            if e.raw["percent"] == nil { e.problems.add(e.key("percent"), BrightnessMessages.percentNeeded) }
            var moment: BrightnessConfig.Moment?
            if let text = e.string("at") {
                moment = BrightnessConfig.Moment(text: text)
                if moment == nil { e.fail("at", ConfigMessages.expected(BrightnessMessages.momentForm, found: .string(text))) }
            } else if e.raw["at"] == nil {
                e.problems.add(e.key("at"), BrightnessMessages.atNeeded)
            }
            e.rejectUnknownKeys()
            if let moment, percent > 0 { config.schedule.append(.init(at: moment, percent: percent)) }
        }
        if config.schedule.contains(where: \.at.needsSun), config.latitude == nil || config.longitude == nil {
            r.fail(config.latitude == nil ? "latitude" : "longitude", BrightnessMessages.venueNeeded)
        }
        r.rejectUnknownKeys()
        return config
    }

    private static func degrees(_ r: ConfigReader, _ key: String, limit: Double) -> Double? {
        guard let value = r.value(key) else { return nil }
        let number: Double? = switch value {
        case .double(let d): d
        case .int(let i): Double(i)
        default: nil
        }
        guard let number, number.isFinite, abs(number) <= limit else {
            r.fail(key, ConfigMessages.expected(BrightnessMessages.degrees(limit: Int(limit)), found: value))
            return nil
        }
        return number
    }
}
