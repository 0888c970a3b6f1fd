/// An ISO-8601 time from an action's `"at"`, kept as written (for the output) and as
/// seconds since 1970 (for arithmetic). The engine reads no clock: times only arrive here.
public struct Timestamp: Codable, Sendable, Equatable {
    public var text: String
    public var seconds: Int

    /// Parses `2026-11-22T14:03:07Z`, with optional fraction and `±HH:MM` offset; a time
    /// without a zone is taken as UTC (only differences between times matter here).
    public init?(_ text: String) {
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
        var offset = 0
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
        default: return nil
        }
        guard index == chars.count else { return nil }
        let days = Self.daysFromCivil(year, month, day)
        self.text = text
        self.seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
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
