/// A player's matches, newest first, for their page on the phone and in the portal.
extension RecordsTables {
    /// A cricketer's matches (for each team they played for, when the roster knows them): what they made with the bat and the ball in each
    /// (the super over said as such), and the result.
    public static func playerMatches(_ ref: PlayerRef, in matches: [ArchivedMatch]) -> RecordsTable {
        var rows: [[RecordsTable.Cell]] = []
        for match in matches.sorted(by: { ($0.date, $0.number) > ($1.date, $1.number) }) {
            guard let cricket = match.record.cricket, let side = match.side(of: ref) else { continue }
            var batting: [String] = []
            var bowling: [String] = []
            for inn in cricket.innings {
                if inn.battingSide == side, let b = inn.batting.first(where: { $0.name == ref.name }) {
                    batting.append(RecordsMessages.batted(runs: b.runs, balls: b.balls, out: b.out, superOver: inn.superOver))
                }
                if inn.battingSide != side, let b = inn.bowling.first(where: { $0.name == ref.name }) {
                    bowling.append(RecordsMessages.bowled(wickets: b.wickets, runs: b.runs, balls: b.legalBalls, superOver: inn.superOver))
                }
            }
            rows.append([.text(match.date), .link(match.title, to: .match(match.matchId)),
                         .text(batting.isEmpty ? RecordsMessages.didNotBat : batting.joined(separator: " & ")),
                         .text(bowling.isEmpty ? RecordsMessages.noFigure : bowling.joined(separator: " & ")),
                         .text(match.resultOrScore)])
        }
        return RecordsTable(
            title: RecordsMessages.matchesTitle,
            columns: [("Date", "date", false), ("Match", "title", false), ("Batting", "batting", false),
                      ("Bowling", "bowling", false), ("Result", "result", false)],
            rows: rows, empty: RecordsMessages.noMatches)
    }

    /// A badminton player's matches with their results.
    public static func playerMatches(_ player: String, in matches: [ArchivedMatch]) -> RecordsTable {
        var table = results(matches.filter { m in m.record.badminton != nil && m.record.sides.contains { $0.players.contains(player) } })
        table.title = RecordsMessages.matchesTitle
        return table
    }
}
