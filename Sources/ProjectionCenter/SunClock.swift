import Glibc

/// Sunrise and sunset at a place on a day, worked out on the kiosk (no network at a ground):
/// NOAA's general solar position formulas (the fractional year, the equation of time and the
/// declination as Fourier series), good to a minute or two away from the poles, which is far
/// finer than dimming a scoreboard needs.
public enum SunClock {
    /// Minutes after midnight UTC of `dayOfYear` (1 = 1 January) when the sun's upper edge
    /// crosses the horizon, allowing for refraction; nil on a day it does not (midnight sun,
    /// polar night). Longitude is east positive. Either may fall outside 0..<1440.
    public static func sunrise(dayOfYear: Int, latitude: Double, longitude: Double) -> Double? {
        event(dayOfYear: dayOfYear, latitude: latitude, longitude: longitude, rising: true)
    }

    public static func sunset(dayOfYear: Int, latitude: Double, longitude: Double) -> Double? {
        event(dayOfYear: dayOfYear, latitude: latitude, longitude: longitude, rising: false)
    }

    private static func event(dayOfYear: Int, latitude: Double, longitude: Double, rising: Bool) -> Double? {
        let radians: Double = Double.pi / 180
        // The fractional year at noon, in radians.
        let g: Double = 2 * Double.pi / 365 * Double(dayOfYear - 1)
        let (c1, s1, c2, s2, c3, s3): (Double, Double, Double, Double, Double, Double) = (cos(g), sin(g), cos(2 * g), sin(2 * g), cos(3 * g), sin(3 * g))
        let eotTerms: Double = 0.000075 + 0.001868 * c1 - 0.032077 * s1 - 0.014615 * c2 - 0.040849 * s2
        let equationOfTime: Double = 229.18 * eotTerms
        let declinationHarmonics: Double = -0.006758 * c2 + 0.000907 * s2 - 0.002697 * c3 + 0.00148 * s3
        let declination: Double = 0.006918 - 0.399912 * c1 + 0.070257 * s1 + declinationHarmonics
        let phi: Double = latitude * radians
        // 90.833°: the horizon, less refraction and the sun's radius.
        let horizon: Double = cos(90.833 * radians) / (cos(phi) * cos(declination))
        let cosHourAngle: Double = horizon - tan(phi) * tan(declination)
        guard cosHourAngle.isFinite, abs(cosHourAngle) <= 1 else { return nil }
        let hourAngle: Double = acos(cosHourAngle) / radians
        return 720 - 4 * (longitude + (rising ? hourAngle : -hourAngle)) - equationOfTime
    }
}
