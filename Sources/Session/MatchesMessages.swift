import MatchEngine
import Store
import TextSafety

/// What `matches` and `queue` print. Everything read from a file (a title, a sport, a date, a
/// name in a folder) goes through `ShownText.escaped`, so no control sequence reaches the
/// terminal.
public enum MatchesMessages {
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
    public static func queuedAs(_ number: Int) -> String { "queued as number \(number)\n" }
}
