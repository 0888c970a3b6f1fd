/// The portal's copy, in the project's voice: plain words for a club's members.
enum PortalMessages {
    static let siteTitle = "Season records"
    static func seasonTitle(_ season: String) -> String { "Season \(season)" }
    static func matchCount(_ n: Int) -> String { n == 1 ? "1 match" : "\(n) matches" }
    static let madeBy = "Made by Scoreline from the club's own scorebook. Works offline: no page here fetches anything."
    static func runsChart(_ season: String) -> String { "Most runs, \(season)" }
    static func runsDescription(_ names: [String]) -> String { "Bar chart of the leading run-scorers: " + names.joined(separator: ", ") + "." }
    static func wicketsChart(_ season: String) -> String { "Most wickets, \(season)" }
    static func wicketsDescription(_ names: [String]) -> String { "Bar chart of the leading wicket-takers: " + names.joined(separator: ", ") + "." }
    static func pointsChart(_ season: String) -> String { "Points, \(season)" }
    static func pointsDescription(_ names: [String]) -> String { "Bar chart of each team's points: " + names.joined(separator: ", ") + "." }
    static func trendChart(_ season: String) -> String { "Win rate to date, month by month, \(season)" }
    static func trendDescription(_ names: [String]) -> String {
        "Line chart of each player's win rate to the end of each month, for players with enough results: " + names.joined(separator: ", ") + "."
    }
    static func playerTrend(_ name: String) -> String { "\(name): win rate to date, month by month" }
    static let trendNeedsData = "The chart appears once there are enough results."
    static let cricketHeading = "Cricket"
    static let badmintonHeading = "Badminton"
    static func games(_ games: [[Int]]) -> String { games.map { "\($0[0])-\($0[1])" }.joined(separator: ", ") }
    static func missingFile(_ path: String) -> String {
        "\(path) is missing: the portal's templates ship in the web folder (web/portal); reinstall, or set SCORELINE_WEB to the folder that holds portal/."
    }
    static func badTemplate(_ path: String, why: String) -> String { "\(path) is not a template Mustache can read: \(why)" }
    static func missingTemplate(_ name: String) -> String { "The portal template \(name) did not render." }
}
