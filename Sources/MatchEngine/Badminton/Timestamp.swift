/// An ISO-8601 time from an action's `"at"`, kept as written (for the output), and the
/// seconds every duration is measured in (match time, intervals, flashes). The engine reads
/// no clock: times only arrive here.
///
/// `seconds` is the record's steady time when the line has one (`"steady"`, written by the
/// kiosk from the monotonic clock, continuing across restarts; ADR 044), else the wall time
/// as seconds since 1970. A wall clock that jumps (a Pi without a real-time clock set by NTP
/// minutes into a match) moves `text` only, never a duration.
public struct Timestamp: Codable, Sendable, Equatable {
    public var text: String
    public var seconds: Int
    /// The steady time the line was stamped with, when it was (written back as `"steady"`).
    public var steady: Int?
    /// True when the wall clock was not known to be synchronised as the line was stamped
    /// (written as `"synced":false`): `text` is then information only.
    public var unsynced: Bool?

    /// Parses `2026-11-22T14:03:07Z`, with optional fraction and `±HH:MM` offset; a time
    /// without a zone is taken as UTC (only differences between times matter here).
    /// Journal lines are read as leniently as they were once written; the doors a time enters
    /// by (a typed line, an import, a set-up) check `rangeProblem` as well.
    public init?(_ text: String) {
        guard let parts = Parts(text) else { return nil }
        self.text = text
        self.seconds = parts.days * 86_400 + parts.hour * 3600 + parts.minute * 60 + parts.second - parts.offset
    }

    /// The accepted years of a typed or imported time: from the epoch a clockless Pi boots at
    /// to a bound far past any match, so no arithmetic on a time can overflow (ADR 008, 044).
    public static let years = 1970...2099
    /// Offsets in use on Earth (UTC−12:00 to UTC+14:00), in seconds.
    public static let offsets = -12 * 3600...14 * 3600
    /// The steady times a line may carry: seconds from 1970 to the end of 2099.
    public static let steadyRange = 0...(daysFromCivil(2100, 1, 1) * 86_400 - 1)

    /// Why `text` is not a time a person may type or import, as a sentence naming `field`;
    /// nil when it is one: an ISO-8601 time of a real calendar day in `years`, with an offset
    /// in `offsets` whose minutes are under 60.
    public static func rangeProblem(_ text: String, field: String = "at") -> String? {
        guard let parts = Parts(text) else { return CommonMessages.badTime(text) }
        guard years.contains(parts.year), parts.day <= daysIn(parts.month, of: parts.year),
              parts.offsetMinutes < 60, offsets.contains(parts.offset)
        else { return CommonMessages.timeOutOfRange(text, field: field, years: years) }
        return nil
    }

    /// The fields of an ISO-8601 time as written.
    struct Parts {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        /// The offset in seconds east of UTC, and its minutes as written.
        var offset = 0, offsetMinutes = 0

        var days: Int { Timestamp.daysFromCivil(year, month, day) }

        init?(_ text: String) {
            let chars = Array(text.utf8)
            func number(_ from: Int, _ count: Int) -> Int? {
                guard from + count <= chars.count else { return nil }
                var value = 0
                for c in chars[from..<(from + count)] {
                    guard (48...57).contains(c) else { return nil }
                    value = value * 10 + Int(c - 48)
                }
                return value
            }
            func char(_ at: Int) -> UInt8? { at < chars.count ? chars[at] : nil }
            guard let year = number(0, 4), char(4) == 45, let month = number(5, 2), char(7) == 45,
                  let day = number(8, 2), char(10) == 84 || char(10) == 32 || char(10) == 116,
                  let hour = number(11, 2), char(13) == 58, let minute = number(14, 2), char(16) == 58,
                  let second = number(17, 2),
                  (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
            else { return nil }
            var index = 19
            if char(index) == 46 || char(index) == 44 {
                index += 1
                while let c = char(index), (48...57).contains(c) { index += 1 }
            }
            switch char(index) {
            case nil: break
            case 90, 122: index += 1
            case 43, 45:
                let sign = char(index) == 45 ? -1 : 1
                guard let hours = number(index + 1, 2) else { return nil }
                var minutes = 0
                if char(index + 3) == 58, let m = number(index + 4, 2) {
                    minutes = m
                    index += 6
                } else if let m = number(index + 3, 2) {
                    minutes = m
                    index += 5
                } else {
                    index += 3
                }
                offset = sign * (hours * 3600 + minutes * 60)
                offsetMinutes = minutes
            default: return nil
            }
            guard index == chars.count else { return nil }
            (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
        }
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The wall time `text` on the steady timeline at `steady`, marked unsynchronised when
    /// the system did not vouch for the wall clock.
    public init(_ wall: Timestamp, steady: Int, synced: Bool) {
        self = wall
        self.steady = steady
        self.seconds = steady
        self.unsynced = synced ? nil : true
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm),
    /// so no calendar library is needed in the pure engine.
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
