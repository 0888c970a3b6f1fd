import MatchEngine
import Store

/// `add --badminton-games 21-19,18-21,21-15` and `add --date 2026-11-21`, read strictly: this
/// only reads the numbers; whether they make a match is the engine's to say.
public enum LoggedGames {
    /// Each game as side A's points, `-`, side B's points; games separated by commas.
    public static func games(_ text: String) throws(CommandRefusal) -> [PerSide<Int>] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var games: [PerSide<Int>] = []
        for (index, part) in parts.enumerated() {
            let game = trimmed(part)
            let points = game.split(separator: "-", omittingEmptySubsequences: false)
            // Three digits at most: within Int whatever is typed, and past any cap a format
            // may set, so the engine's range check gives the refusal.
            guard points.count == 2, let a = number(points[0]), let b = number(points[1]) else {
                throw CommandRefusal(AddMessages.badLoggedGame(game, number: index + 1))
            }
            games.append(PerSide(a: a, b: b))
        }
        return games
    }

    /// Spaces around a game are allowed (`21-19, 18-21`).
    private static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
    }

    private static func number(_ text: Substring) -> Int? {
        guard (1...3).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    /// A calendar date, `YYYY-MM-DD`.
    public static func date(_ text: String) throws(CommandRefusal) -> String {
        guard text.count == 10, Timestamp(text + "T00:00:00Z") != nil else {
            throw CommandRefusal(AddMessages.badDate(text))
        }
        return text
    }
}
