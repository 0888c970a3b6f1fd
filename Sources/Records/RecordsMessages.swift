/// The records' copy: tables, the not-enough-data line, the portal's words.
public enum RecordsMessages {
    public static let noFigure = "-"
    public static let notEnoughData = "Not enough data yet"
    public static let undatedSeason = "Undated"
    public static func inPlay(_ score: String) -> String { "In play: \(score)" }
    public static func needMore(_ played: Int) -> String {
        "Not enough data yet: \(played) of \(BadmintonAnalytics.minimumMatches) matches played"
    }
}

extension RecordsMessages {
    public static let battingTitle = "Batting"
    public static let bowlingTitle = "Bowling"
    public static let standingsTitle = "Table"
    public static let headToHeadTitle = "Head to head"
    public static let badmintonTitle = "Players"
    public static let resultsTitle = "Results"
    public static func partnersTitle(_ player: String) -> String { "\(player) with each partner" }
    public static func opponentsTitle(_ player: String) -> String { "\(player) against each opponent" }
    public static func monthsTitle(_ player: String) -> String { "\(player) month by month" }
    public static let noBatting = "No batting yet."
    public static let noBowling = "No bowling yet."
    public static let noResults = "No results yet."
    public static let noBadminton = "No badminton results yet."
    public static let noDoubles = "No doubles played yet."
    public static let noMatches = "No matches yet."
}

extension RecordsMessages {
    public static let matchesTitle = "Matches"
    public static let didNotBat = "did not bat"
    /// "45* (30)", "12 (9) in the super over".
    static func batted(runs: Int, balls: Int, out: Bool, superOver: Bool) -> String {
        "\(runs)\(out ? "" : "*") (\(balls))" + (superOver ? " in the super over" : "")
    }
    /// "2/23 (4.0)".
    static func bowled(wickets: Int, runs: Int, balls: Int, superOver: Bool) -> String {
        "\(wickets)/\(runs) (\(RecordsFigures.overs(balls: balls)))" + (superOver ? " in the super over" : "")
    }
}
