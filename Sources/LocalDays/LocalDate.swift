import FoundationEssentials
import Glibc

/// A calendar day with no time or zone (TOML's local date): a sponsor's first and last day.
/// The ground's own day decides, so a sponsor booked until Sunday shows all Sunday evening.
public struct LocalDate: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// "2026-05-01" exactly (four, two and two digits), as TOML writes a local date.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day `seconds` after 1970 began in UTC, seen `offset` seconds east of UTC.
    public init(secondsSince1970 seconds: Int, offset: Int) {
        // Days from the civil calendar (Howard Hinnant's algorithm): exact for every day.
        let days = Int((Double(seconds + offset) / 86_400).rounded(.down)) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// Which day it is where the screen stands: the machine's time zone, behind a protocol so a
/// test says the zone (a sponsor's dates are the ground's days, not UTC's).
public protocol LocalCalendar: Sendable {
    func today(at time: Date) -> LocalDate
}

/// The machine's zone (TZ, else /etc/localtime), as `localtime_r` reads it.
public struct SystemCalendar: LocalCalendar {
    public init() {}

    public func today(at time: Date) -> LocalDate {
        var seconds = time_t(time.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else {
            return LocalDate(secondsSince1970: Int(seconds), offset: 0)
        }
        return LocalDate(secondsSince1970: Int(seconds), offset: parts.tm_gmtoff)
    }
}

/// A zone a fixed number of seconds east of UTC: tests, and machines told so.
public struct FixedOffsetCalendar: LocalCalendar {
    public let offset: Int
    public init(offsetSeconds: Int) { offset = offsetSeconds }

    public func today(at time: Date) -> LocalDate {
        LocalDate(secondsSince1970: Int(time.timeIntervalSince1970.rounded(.down)), offset: offset)
    }
}
