import TextSafety

/// What `stats` and `portal` say (`ArchiveStats`, and the CLI's options and help). Names typed or read from files go through `ShownText`.
public enum StatsMessages {
    public static let discussion = """
        Every stored match counts, in play or finished (super overs are left out of careers, as \
        scorebooks do). Examples:
          scoreline stats batting --season 2026
          scoreline stats table --format 20-over --as csv
          scoreline stats player "A. Khan"
          scoreline stats badminton --as json
        """
    public static let playerNeedsName = "stats player: give the player's name, e.g. scoreline stats player \"A. Khan\"."
    public static func nameOnlyForPlayer(_ report: String) -> String {
        "stats \(report) takes no name; only `stats player NAME` does."
    }
    public static let badLimit = "--limit: give a whole number of rows from 1 up."
    public static func badSeasonStart(_ month: Int) -> String {
        "--season-start: \(month) is not a month; give 1 to 12 (9 for a season from September)."
    }
    public static func noSuchSeason(_ season: String, seasons: [String]) -> String {
        let known = seasons.isEmpty ? "there are no matches yet" : "the seasons with matches are " + seasons.map { "\"\(ShownText.escaped($0))\"" }.joined(separator: ", ")
        return "--season: no match is in season \"\(ShownText.escaped(season))\"; \(known)."
    }
    public static func noSuchFormat(_ format: String, formats: [String]) -> String {
        let known = formats.isEmpty ? "there are no matches yet" : "the formats played are " + formats.joined(separator: ", ")
        return "--format: no match is of format \"\(ShownText.escaped(format))\"; \(known)."
    }
    public static func noSuchTeam(_ team: String) -> String {
        "--team: no match has a team or player called \"\(ShownText.escaped(team))\" (names match whatever their case)."
    }
    public static func noSuchPlayer(_ name: String, team: String?) -> String {
        let who = "\"\(ShownText.escaped(name))\"" + (team.map { " of \"\(ShownText.escaped($0))\"" } ?? "")
        return "stats player: nobody called \(who) batted, bowled or played badminton in these matches."
    }
    public static func skipped(_ matchId: String, why: String) -> String {
        "left out \(ShownText.escaped(matchId)): \(ShownText.escaped(why, limit: 2048))\n"
    }
}
