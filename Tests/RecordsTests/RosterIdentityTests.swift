import MatchEngine
import Store
import Testing
@testable import Records
@testable import Session

/// A player the roster knows is one career across teams; names it does not know, or holds
/// twice without saying which, stay team and name. Worked by hand on two matches.
@Suite struct RosterIdentityTests {
    /// Asha p1 plays for Riverside, then Hillcrest; two "J. Smith"s (p2 Riverside, p3
    /// Hillcrest); Kofi is not on the roster.
    static let roster = Roster(
        players: [RosterPlayer(id: "p1", name: "Asha"), RosterPlayer(id: "p2", name: "J. Smith"), RosterPlayer(id: "p3", name: "J. Smith")],
        teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p2"]),
                RosterTeam(id: "t2", name: "Hillcrest", short: "HIL", players: ["p1", "p3"])])

    static func match(_ n: Int, batting: String, fielding: String, runs: [String: Int]) -> ArchivedMatch {
        let record = MatchRecord(
            sport: "cricket",
            sides: [RecordSide(name: batting, players: Array(runs.keys).sorted()), RecordSide(name: fielding, players: ["Kofi", "J. Smith"])],
            outcome: .inPlay, result: nil, format: RecordFormat(key: "20-over", label: "20 overs"),
            cricket: CricketRecord(ballsPerOver: 6, innings: [InningsRecord(
                battingSide: 0, superOver: false, runs: runs.values.reduce(0, +), wickets: 0, legalBalls: 6, limitBalls: 120, allOut: false,
                batting: runs.keys.sorted().map { BattingRecord(name: $0, runs: runs[$0] ?? 0, balls: 3, fours: 0, sixes: 0, out: false) },
                bowling: [BowlingRecord(name: "Kofi", legalBalls: 6, maidens: 0, runs: runs.values.reduce(0, +), wickets: 0)])]))
        var match = ArchivedMatch(matchId: "m\(n)", number: n, title: "m\(n)", date: "2026-05-0\(n)", season: "2026", score: "",
                                  record: record, scorecard: nil)
        match.playerIds = ArchiveReader.directory(roster).ids(for: record)
        return match
    }

    @Test func whoEachNameIs() {
        let directory = ArchiveReader.directory(Self.roster)
        #expect(directory.id(of: "Asha", team: "Riverside") == "p1")   // held once: whichever team
        #expect(directory.id(of: "J. Smith", team: "Riverside") == "p2")  // held twice: by team
        #expect(directory.id(of: "J. Smith", team: "Hillcrest") == "p3")
        #expect(directory.id(of: "J. Smith", team: "Oakfield") == nil)   // neither roster team
        #expect(directory.id(of: "Kofi", team: "Hillcrest") == nil)
    }

    @Test func oneCareerAcrossTeams() {
        // Newest first, as the archive lists them: Asha 30 for Hillcrest, then 20 for Riverside.
        let matches = [
            Self.match(2, batting: "Hillcrest", fielding: "Riverside", runs: ["Asha": 30, "J. Smith": 5]),
            Self.match(1, batting: "Riverside", fielding: "Hillcrest", runs: ["Asha": 20, "J. Smith": 7]),
        ]
        let careers = CricketCareers(matches)
        let asha = careers.batting.filter { $0.player.name == "Asha" }
        #expect(asha.count == 1)
        #expect(asha.first.map { [$0.runs, $0.innings, $0.matches] } == [50, 2, 2])
        #expect(asha.first?.player.team == "Hillcrest")  // her newest match's team
        // The two J. Smiths stay two careers: 5 for Hillcrest (p3), 7 for Riverside (p2).
        let smiths = careers.batting.filter { $0.player.name == "J. Smith" && $0.innings > 0 }.map { "\($0.player.id ?? "-") \($0.runs)" }
        #expect(Set(smiths) == ["p3 5", "p2 7"])
        // Kofi bowled for Riverside, then Hillcrest: not on the roster, so two lines.
        #expect(careers.bowling.filter { $0.player.name == "Kofi" }.count == 2)
        // Her page lists both matches, each for the team she played for.
        let table = RecordsTables.playerMatches(asha[0].player, in: matches)
        #expect(table.rows.map { $0[2].text } == ["30* (3)", "20* (3)"])
    }
}
