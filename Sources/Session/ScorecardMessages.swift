import Store
import TextSafety

/// What `scoreline scorecard` says when it cannot print a card.
public enum ScorecardMessages {
    static let accepted = "a cricket match file (JSON Lines whose first line is a newMatch record with \"sport\":\"cricket\", as `scoreline replay` reads), - for standard input, or the id of a cricket match stored in the data directory"

    static func neither(_ given: String, dataDir: String) -> String {
        "\(ShownText.escaped(given)) is neither a readable file nor a match stored in \(ShownText.escaped(dataDir)) (see `scoreline matches`): give \(accepted)."
    }
    public static func notCricket(_ given: String, sport: String) -> String {
        "\(ShownText.escaped(given)) is a \(sport) match; a scorecard is for cricket: give \(accepted)."
    }
    static func empty(_ given: String) -> String { "\(ShownText.escaped(given)) is empty: give \(accepted)." }
    static func notAMatch(_ given: String, line: Int, _ why: String) -> String {
        "\(ShownText.escaped(given)) line \(line) does not start a match: \(ShownText.escaped(why, limit: 2048))"
    }
    static func unreadable(_ id: String, why: String) -> String {
        "Cannot read match \(ShownText.escaped(id)): \(ShownText.escaped(why, limit: 2048))"
    }
    public static func refused(_ given: String, line: Int, _ why: String) -> String {
        "\(ShownText.escaped(given)) line \(line) was refused: \(ShownText.escaped(why, limit: 2048))\n"
    }
}
