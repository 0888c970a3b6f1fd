import MatchEngine
import Store
import TextSafety

/// What `matches` and `queue` print. Everything read from a file (a title, a sport, a date, a
/// name in a folder) goes through `ShownText.escaped`, so no control sequence reaches the
/// terminal.
enum MatchesMessages {
    static func listed(_ meta: MatchMeta, current: Bool, result: String? = nil) -> String {
        let fields = ([meta.matchId, meta.sport, meta.status.rawValue, meta.date ?? meta.created, meta.title] + (result.map { [$0] } ?? []))
            .map { ShownText.escaped($0) }
        return "\(current ? "*" : " ") " + fields.joined(separator: "  ") + "\n"
    }
    /// A folder in matches/ that is there but cannot be read: marked `!`, with why.
    static func unreadable(_ matchId: String, why: StoreError) -> String {
        "! \(ShownText.escaped(matchId))  unreadable: \(ShownText.escaped(why.description, limit: 2048))\n"
    }
    /// A match without a result yet: its live score, as the board shows it.
    static func inPlay(_ score: String) -> String { "in play: \(score)" }
    static func noMatches(_ path: String) -> String { "No matches in \(path).\n" }

    static func queued(_ number: Int, sport: String, title: String) -> String {
        "\(number)  \(ShownText.escaped(sport))  \(ShownText.escaped(title))\n"
    }
    /// A queued record the engine refuses: the kiosk will set it aside when it reaches it.
    static func queuedRefused(_ number: Int, why: String) -> String {
        "\(number)  will be set aside when reached: \(ShownText.escaped(why, limit: 2048))\n"
    }
    static func queueProblem(_ sentence: String) -> String { "! \(sentence)\n" }
    static func emptyQueue(_ path: String) -> String { "No matches queued in \(path).\n" }
    static func queuedAs(_ number: Int) -> String { "queued as number \(number)\n" }

    /// `add --badminton-games`: the result the engine made of the logged scores.
    static func loggedAs(_ result: String) -> String { "result: \(ShownText.escaped(result))\n" }
    static func badLoggedGame(_ game: String, number: Int, option: String) -> String {
        "\(option): game \(number), \"\(ShownText.escaped(game))\", is not a game score: give each game as side A's points, a hyphen and side B's points (up to three digits each), games separated by commas, e.g. 21-19,18-21,21-15."
    }
    static func badDate(_ date: String) -> String {
        "--date: \"\(ShownText.escaped(date))\" is not a date: give it as YYYY-MM-DD, e.g. 2026-11-21."
    }
    static func loggedNotBadminton(_ sport: String) -> String {
        "--badminton-games: the file's newMatch record is a \(ShownText.escaped(sport)) match; game scores are logged for badminton matches only."
    }
}
