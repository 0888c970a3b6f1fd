/// Which season a match date belongs to. A club whose season runs through the new year (most
/// of the southern hemisphere, winter badminton leagues) starts it in another month: with
/// `startMonth` 9, 2026-10-04 and 2027-02-14 are both "2026/27", as the scorebooks say.
public struct SeasonCalendar: Sendable, Equatable {
    public static let accepted = 1...12
    public var startMonth: Int

    public init(startMonth: Int = 1) {
        self.startMonth = min(max(startMonth, 1), 12)
    }

    /// The season of a YYYY-MM-DD date; "unknown" copy when the date does not read.
    public func season(of date: String) -> String {
        let parts = date.split(separator: "-")
        guard parts.count >= 2, let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month),
              (0...9998).contains(year)
        else { return RecordsMessages.undatedSeason }
        if startMonth == 1 { return String(year) }
        let first = month >= startMonth ? year : year - 1
        let next = (first + 1) % 100
        return "\(first)/\(next < 10 ? "0" : "")\(next)"
    }
}
