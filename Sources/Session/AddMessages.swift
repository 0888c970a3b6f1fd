import Store
import TextSafety

/// What `scoreline add` says: its refusals and the logged result. Everything read from the
/// file goes through `ShownText.escaped`, so no control sequence reaches the terminal.
public enum AddMessages {
    /// The place a logged result's refusal points at: the option that gave it.
    public static let loggedPlace = "--badminton-games"

    static func empty(_ file: String) -> String { "\(file) is empty." }
    static func refused(_ place: String, _ why: String) -> String { "\(place): \(why)\n" }
    static func notStored(_ place: String, _ why: String) -> String { "\(place): not stored: \(why)" }

    public static func stored(_ added: MatchAdder.Added) -> String {
        "stored \(added.matchId): \(added.records) records, \(added.refused) lines refused\n"
            + (added.result.map { "result: \(ShownText.escaped($0))\n" } ?? "")
    }
    static func badLoggedGame(_ game: String, number: Int) -> String {
        "\(loggedPlace): game \(number), \"\(ShownText.escaped(game))\", is not a game score: give each game as side A's points, a hyphen and side B's points (up to three digits each), games separated by commas, e.g. 21-19,18-21,21-15."
    }
    static func badDate(_ date: String) -> String {
        "--date: \"\(ShownText.escaped(date))\" is not a date: give it as YYYY-MM-DD, e.g. 2026-11-21."
    }
    static func loggedNotBadminton(_ sport: String) -> String {
        "\(loggedPlace): the file's newMatch record is a \(ShownText.escaped(sport)) match; game scores are logged for badminton matches only."
    }
}
