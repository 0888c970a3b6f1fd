import MatchEngine
import Testing
@testable import Records

/// The one look-up (issue 37): a name whatever its case, a team that says which person, two
/// people of one name never merged and never one chosen. Matches written by hand; each expected
/// answer read off them.
@Suite struct PlayerLookupTests {
    /// A cricket match: `batting` (side 0) bats, its `runs` to each batter; `bowler` bowls for
    /// `fielding`. `ids` are roster ids by "side:name", as `PlayerDirectory.ids` gives them.
    static func cricket(_ n: Int, batting: String, fielding: String, runs: [String: Int], bowler: String,
                        ids: [String: String] = [:]) -> ArchivedMatch {
        let total = runs.values.reduce(0, +)
        let record = MatchRecord(
            sport: "cricket",
            sides: [RecordSide(name: batting, players: runs.keys.sorted()), RecordSide(name: fielding, players: [bowler])],
            outcome: .inPlay, result: nil, format: RecordFormat(key: "20-over", label: "20 overs"),
            cricket: CricketRecord(ballsPerOver: 6, innings: [InningsRecord(
                battingSide: 0, superOver: false, runs: total, wickets: 0, legalBalls: 6, limitBalls: 120, allOut: false,
                batting: runs.keys.sorted().map { BattingRecord(name: $0, runs: runs[$0] ?? 0, balls: 3, fours: 0, sixes: 0, out: false) },
                bowling: [BowlingRecord(name: bowler, legalBalls: 6, maidens: 0, runs: total, wickets: 0)])]))
        return ArchivedMatch(matchId: "m\(n)", number: n, title: "m\(n)", date: "2026-05-0\(n)", season: "2026", score: "",
                             record: record, scorecard: nil, playerIds: ids)
    }

    /// Newest first: m2 Hillcrest's A. Khan 30 (bowled at by Kofi); m1 Riverside's A. Khan 20.
    static let twoKhans = [
        cricket(2, batting: "Hillcrest", fielding: "Oakfield", runs: ["A. Khan": 30], bowler: "Kofi"),
        cricket(1, batting: "Riverside", fielding: "Hillcrest", runs: ["A. Khan": 20], bowler: "Kofi"),
    ]

    @Test func twoOfOneNameAreBothFoundEachWithTheirTeam() {
        let lookup = PlayerLookup(Self.twoKhans)
        #expect(lookup.cricketers(named: "a. KHAN").map(\.teams) == [["Hillcrest"], ["Riverside"]])
        #expect(lookup.cricketers(named: "A. Khan", team: "riverside").map(\.player.team) == ["Riverside"])
        #expect(lookup.cricketers(named: "A. Khan", team: "Oakfield").isEmpty)
        #expect(lookup.cricketers(named: "A Khan").isEmpty)  // a different spelling is a different name
        // Kofi bowled for Oakfield (m2) and Hillcrest (m1) and is on no roster: two people.
        #expect(lookup.cricketers(named: "Kofi").map(\.player.team) == ["Hillcrest", "Oakfield"])

        let report = PlayerReport(name: "a. khan", in: Self.twoKhans)
        #expect(report.sections.map(\.heading) == ["A. Khan (Hillcrest)", "A. Khan (Riverside)"])
        #expect(report.sections.map { $0.tables[0].rows.map { $0[5].text } } == [["30"], ["20"]])
        #expect(report.note == "2 players are called a. khan; each is shown apart with their team. Give the team to see one.")
        #expect(PlayerReport(name: "Nobody", in: Self.twoKhans).isEmpty)
    }

    @Test func oneTheRosterLinksIsOnePersonWithEveryTeam() {
        // The same two matches, both A. Khans the roster's p7: one person, 50 runs, two teams
        // newest first, found by either team.
        let linked = [
            Self.cricket(2, batting: "Hillcrest", fielding: "Oakfield", runs: ["A. Khan": 30], bowler: "Kofi", ids: ["0:A. Khan": "p7"]),
            Self.cricket(1, batting: "Riverside", fielding: "Hillcrest", runs: ["A. Khan": 20], bowler: "Kofi", ids: ["0:A. Khan": "p7"]),
        ]
        let lookup = PlayerLookup(linked)
        #expect(lookup.cricketers(named: "A. Khan").map(\.teams) == [["Hillcrest", "Riverside"]])
        #expect(lookup.cricketers(named: "A. Khan", team: "Riverside").map(\.player.id) == ["p7"])
        let report = PlayerReport(name: "A. Khan", team: "Riverside", in: linked)
        #expect(report.sections.map(\.heading) == ["A. Khan (Hillcrest, Riverside)"])
        #expect(report.sections.first?.tables[0].rows.map { [$0[1].text, $0[2].text, $0[5].text] } == [["Hillcrest", "2", "50"]])
        #expect(report.sections.first?.tables[2].rows.count == 2)  // both matches on the page
        #expect(report.note == nil)
    }

    @Test func badmintonPlayersAreTheirNames() {
        let record = MatchRecord(
            sport: "badminton", sides: [RecordSide(name: "Ana", players: ["Ana"]), RecordSide(name: "Ben", players: ["Ben"])],
            outcome: .won(side: 0), result: "Ana won", format: RecordFormat(key: "singles", label: "Singles"),
            badminton: BadmintonRecord(doubles: false, games: [[21, 15]]))
        let match = ArchivedMatch(matchId: "b1", number: 1, title: "b1", date: "2026-05-01", season: "2026", score: "", record: record, scorecard: nil)
        let report = PlayerReport(name: "ana", in: [match])
        #expect(report.sections.map(\.heading) == ["Ana"])
        // One match of the five a rate needs.
        #expect(report.sections.first?.summary == "Not enough data yet: 1 of 5 matches played")
    }
}
