import ArgumentParser
import CommandBasics
import MatchEngine

/// `add --badminton-games 21-19,18-21,21-15` and `add --date 2026-11-21`, read strictly: the
/// command line only reads the numbers; whether they make a match is the engine's to say.
enum LoggedGamesOption {
    static let name = "--badminton-games"

    /// Each game as side A's points, `-`, side B's points; games separated by commas.
    static func games(_ text: String) throws -> [PerSide<Int>] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var games: [PerSide<Int>] = []
        for (index, part) in parts.enumerated() {
            let game = part.trimmingSpaces()
            let points = game.split(separator: "-", omittingEmptySubsequences: false)
            // Three digits at most: within Int whatever is typed, and past any cap a format
            // may set, so the engine's range check gives the refusal.
            guard points.count == 2, let a = number(points[0]), let b = number(points[1]) else {
                throw ValidationError(MatchesMessages.badLoggedGame(game, number: index + 1, option: name))
            }
            games.append(PerSide(a: a, b: b))
        }
        return games
    }

    private static func number(_ text: Substring) -> Int? {
        guard (1...3).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    /// A calendar date, `YYYY-MM-DD`.
    static func date(_ text: String) throws -> String {
        guard text.count == 10, Timestamp(text + "T00:00:00Z") != nil else {
            throw ValidationError(MatchesMessages.badDate(text))
        }
        return text
    }
}
