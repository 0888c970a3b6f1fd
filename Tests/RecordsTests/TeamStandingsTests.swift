import Testing
import MatchEngine
@testable import Records

/// A three-team league worked out by hand: points, net run rate with an all-out side charged
/// its full 20 overs, a no result left out of the run rate, and the tie on points broken by it.
@Suite struct TeamStandingsTests {
    static func innings(_ side: Int, _ runs: Int, _ wickets: Int, balls: Int, allOut: Bool = false) -> InningsRecord {
        InningsRecord(battingSide: side, superOver: false, runs: runs, wickets: wickets, legalBalls: balls, limitBalls: 120,
                      allOut: allOut, batting: [], bowling: [])
    }

    static func match(_ n: Int, _ a: String, _ b: String, _ outcome: RecordOutcome, _ innings: [InningsRecord]) -> ArchivedMatch {
        let record = MatchRecord(
            sport: "cricket", sides: [RecordSide(name: a, players: []), RecordSide(name: b, players: [])],
            outcome: outcome, result: nil, format: RecordFormat(key: "20-over", label: "20 overs"),
            cricket: CricketRecord(ballsPerOver: 6, innings: innings))
        return ArchivedMatch(matchId: "m\(n)", number: n, title: "\(a) v \(b)", date: "2026-05-0\(n)", season: "2026", score: "",
                             record: record, scorecard: nil)
    }

    static let league = [
        // Alpha 160/5 beat Bravo 150/9, both in 20 overs.
        match(1, "Alpha", "Bravo", .won(side: 0), [innings(0, 160, 5, balls: 120), innings(1, 150, 9, balls: 120)]),
        // Bravo all out for 140 in 18.2 overs; Charlie 141/3 in 16.4.
        match(2, "Bravo", "Charlie", .won(side: 1), [innings(0, 140, 10, balls: 110, allOut: true), innings(1, 141, 3, balls: 100)]),
        // Rain: Alpha 50/1 in 6 overs, no result.
        match(3, "Alpha", "Charlie", .noResult, [innings(0, 50, 1, balls: 36)]),
        // Still in play: counts nowhere.
        match(4, "Bravo", "Alpha", .inPlay, [innings(0, 12, 0, balls: 6)]),
    ]

    @Test func pointsThenNetRunRate() {
        let table = TeamStandings(Self.league)
        // Charlie and Alpha 3 points each (a win and a no result); Charlie's NRR is higher.
        #expect(table.rows.map(\.team) == ["Charlie", "Alpha", "Bravo"])
        #expect(table.rows.map(\.points) == [3, 3, 0])
        #expect(table.rows.map { [$0.played, $0.won, $0.lost, $0.noResult] } == [[2, 1, 0, 1], [2, 1, 0, 1], [2, 0, 2, 0]])
        // Charlie: 141 in 100 balls = 8.46 an over, less 140 in a full 120 (all out) = 7.00.
        // Alpha: 160/120 − 150/120 = 8.00 − 7.50. Bravo: 290 in 240 balls = 7.25, less 301 in
        // 220 = 8.209…: −0.959… → −0.96.
        #expect(table.rows.map(\.netRunRate) == ["+1.46", "+0.50", "-0.96"])
        let text = RecordsTables.standings(table).text
        #expect(text.contains("1  Charlie  2  1  0  0  0   1    3  +1.46"))
    }

    @Test func headToHeadOfTeams() {
        let rows = HeadToHead.all(Self.league)
        #expect(rows.map { "\($0.first) v \($0.second) \($0.played): \($0.firstWon)-\($0.secondWon)-\($0.other)" } == [
            "Alpha v Bravo 1: 1-0-0", "Alpha v Charlie 1: 0-0-1", "Bravo v Charlie 1: 0-1-0",
        ])
    }

    @Test func filters() {
        #expect(RecordsFilter(team: "alpha").apply(Self.league).map(\.matchId) == ["m1", "m3", "m4"])
        #expect(RecordsFilter(format: "20 Overs").apply(Self.league).count == 4)
        #expect(RecordsFilter(format: "hundred").apply(Self.league).isEmpty)
        #expect(RecordsFilter(season: "2025").apply(Self.league).isEmpty)
    }
}
