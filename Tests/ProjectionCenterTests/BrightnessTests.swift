import Displays
import Foundation
import Renderer
import Testing
@testable import ProjectionCenter

/// The brightness schedule (issue 16): sunrise and sunset worked out on the kiosk, the entry in
/// force at a moment, the box's combo stepping it, and the targets it reaches.
@Suite("Brightness")
struct BrightnessTests {
    /// Published times (timeanddate.com, HM Nautical Almanac Office) for 21 June, day 172 of a
    /// common year: Greenwich 04:43 and 21:21 BST (UTC+1), Sydney 07:00 and 16:54 AEST (UTC+10).
    @Test func sunTimesMatchThePublishedOnes() throws {
        let london = (lat: 51.4769, lon: -0.0005)
        let rise = try #require(SunClock.sunrise(dayOfYear: 172, latitude: london.lat, longitude: london.lon))
        let set = try #require(SunClock.sunset(dayOfYear: 172, latitude: london.lat, longitude: london.lon))
        #expect(abs(rise - (4 * 60 + 43 - 60)) <= 3, "Greenwich sunrise \(rise) min UTC")
        #expect(abs(set - (21 * 60 + 21 - 60)) <= 3, "Greenwich sunset \(set) min UTC")
        let sydney = (lat: -33.8688, lon: 151.2093)
        let sRise = try #require(SunClock.sunrise(dayOfYear: 172, latitude: sydney.lat, longitude: sydney.lon))
        let sSet = try #require(SunClock.sunset(dayOfYear: 172, latitude: sydney.lat, longitude: sydney.lon))
        #expect(abs(sRise - (7 * 60 - 600)) <= 3, "Sydney sunrise \(sRise) min UTC")
        #expect(abs(sSet - (16 * 60 + 54 - 600)) <= 3, "Sydney sunset \(sSet) min UTC")
    }

    /// Tromsø: the midnight sun in June and the polar night in December have neither.
    @Test func polarDaysHaveNoSunriseOrSunset() {
        #expect(SunClock.sunrise(dayOfYear: 172, latitude: 69.65, longitude: 18.96) == nil)
        #expect(SunClock.sunset(dayOfYear: 355, latitude: 69.65, longitude: 18.96) == nil)
    }

    static let evening = BrightnessConfig(latitude: 51.4769, longitude: -0.0005, schedule: [
        .init(at: .clock(7 * 60), percent: 100),
        .init(at: .sunset(offset: -30), percent: 60),
        .init(at: .clock(22 * 60), percent: 30),
    ])

    @Test func theLastEntryBeforeNowRules() {
        let schedule = BrightnessSchedule(Self.evening)
        let sunset = 1281.0  // 21:21 local
        #expect(schedule.entry(at: 6 * 60, sunrise: nil, sunset: sunset)?.entry.percent == 30, "before 07:00: last night's")
        #expect(schedule.entry(at: 12 * 60, sunrise: nil, sunset: sunset)?.entry.percent == 100)
        #expect(schedule.entry(at: 20 * 60 + 50, sunrise: nil, sunset: sunset)?.entry.percent == 100, "20:50: a minute to go")
        #expect(schedule.entry(at: 20 * 60 + 51, sunrise: nil, sunset: sunset)?.entry.percent == 60, "20:51 is half an hour before sunset")
        #expect(schedule.entry(at: 20 * 60 + 50, sunrise: nil, sunset: nil)?.entry.percent == 100, "no sunset that day: the entry is skipped")
        #expect(schedule.entry(at: 23 * 60, sunrise: nil, sunset: sunset)?.entry.percent == 30)
        #expect(BrightnessSchedule(BrightnessConfig()).entry(at: 0, sunrise: nil, sunset: nil) == nil)
    }

    final class Recorder: BrightnessTarget {
        var levels: [Int] = []
        var brightnessName: String { "recorder" }
        func setBrightness(percent: Int) throws(DisplayError) { levels.append(percent) }
    }

    /// London in June (UTC+1): noon is the day's 100 %; the combo steps 75, 50, 25, then back to
    /// 100; the step holds until the next entry (sunset - 30 min) takes over at 60 %.
    @Test func theComboStepsUntilTheNextEntry() {
        let target = Recorder()
        let control = BrightnessControl(Self.evening, targets: [target])
        let noon = LocalMoment(dayOfYear: 172, minute: 12 * 60, utcOffsetMinutes: 60)
        control.update(noon)
        for _ in 0..<4 { control.step(noon) }
        control.update(LocalMoment(dayOfYear: 172, minute: 12 * 60 + 1, utcOffsetMinutes: 60))
        control.update(LocalMoment(dayOfYear: 172, minute: 20 * 60 + 52, utcOffsetMinutes: 60))
        #expect(target.levels == [100, 75, 50, 25, 100, 60])
    }

    @Test func aBacklightTakesItsShareOfItsRange() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backlight-\(UUID().uuidString)")
        let device = dir.appendingPathComponent("rpi_backlight")
        try FileManager.default.createDirectory(at: device, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "255\n".write(to: device.appendingPathComponent("max_brightness"), atomically: true, encoding: .utf8)
        try "255\n".write(to: device.appendingPathComponent("brightness"), atomically: true, encoding: .utf8)
        let all = SysfsBacklight.all(root: dir.path)
        #expect(all.map(\.path) == [device.path])
        try all.first?.setBrightness(percent: 50)
        #expect(try String(contentsOf: device.appendingPathComponent("brightness"), encoding: .utf8) == "128\n")
    }
}
