import ProjectionCenter

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
