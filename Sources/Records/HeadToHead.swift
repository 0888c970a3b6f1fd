import MatchEngine

/// Every pairing of sides that met, with who won how often: cricket teams, badminton players
/// (singles) or pairs (doubles, the pair as one). Sides are in name order in each row.
public struct HeadToHead: Sendable, Equatable, Codable {
    public var first: String
    public var second: String
    public var played = 0
    public var firstWon = 0
    public var secondWon = 0
    /// Ties, draws and no results.
    public var other = 0
    /// Newest first.
    public var matchIds: [String] = []
    /// The date of the latest meeting.
    public var lastDate: String?

    public static func all(_ matches: [ArchivedMatch]) -> [HeadToHead] {
        var rows: [String: HeadToHead] = [:]
        for match in matches.sorted(by: { ($0.date, $0.number) > ($1.date, $1.number) }) where match.record.outcome.isFinished {
            let names = match.record.sides.map { $0.label(sport: match.record.sport) }
            guard names.count == 2, names[0] != names[1] else { continue }
            let flipped = names[1] < names[0]
            let (first, second) = flipped ? (names[1], names[0]) : (names[0], names[1])
            let key = first + "\u{0}" + second
            var row = rows[key, default: HeadToHead(first: first, second: second)]
            row.played += 1
            row.matchIds.append(match.matchId)
            if row.lastDate == nil { row.lastDate = match.date }
            if let winner = match.record.outcome.winner {
                if (winner == 0) != flipped { row.firstWon += 1 } else { row.secondWon += 1 }
            } else {
                row.other += 1
            }
            rows[key] = row
        }
        return rows.values.sorted { ($0.played, $1.first, $1.second) > ($1.played, $0.first, $0.second) }
    }
}

extension RecordSide {
    /// How a side is named in a head-to-head: a cricket team by its name; a badminton side by
    /// its players (a pair in name order), so a pair entered under two side names still meets.
    func label(sport: String) -> String {
        guard sport == BadmintonSession.sport, !players.isEmpty else { return name }
        return players.sorted().joined(separator: " & ")
    }
}
