import FoundationEssentials
import Testing
import MatchEngine
@testable import Records

/// A synthetic season written by hand, with every answer worked out on paper (below each
/// expectation): five singles, three doubles and one match still in play.
@Suite struct BadmintonAnalyticsTests {
    static func match(_ n: Int, _ date: String, _ a: [String], _ b: [String], winner: Int?) -> ArchivedMatch {
        let record = MatchRecord(
            sport: "badminton",
            sides: [RecordSide(name: a.joined(separator: "/"), players: a), RecordSide(name: b.joined(separator: "/"), players: b)],
            outcome: winner.map { .won(side: $0) } ?? .inPlay, result: nil,
            format: RecordFormat(key: a.count == 2 ? "doubles" : "singles", label: a.count == 2 ? "Doubles" : "Singles"),
            badminton: BadmintonRecord(doubles: a.count == 2, games: []))
        return ArchivedMatch(matchId: "m\(n)", number: n, title: "m\(n)", date: date, season: "2026", score: "", record: record, scorecard: nil)
    }

    static let season: [ArchivedMatch] = [
        match(1, "2026-01-10", ["Ana"], ["Ben"], winner: 0),
        match(2, "2026-01-17", ["Ana"], ["Cara"], winner: 1),
        match(3, "2026-01-24", ["Ana"], ["Ben"], winner: 0),
        match(4, "2026-02-07", ["Ana"], ["Dev"], winner: 0),
        match(5, "2026-02-14", ["Ben"], ["Ana"], winner: 0),
        match(6, "2026-02-21", ["Ana", "Cara"], ["Ben", "Dev"], winner: 0),
        match(7, "2026-03-07", ["Ana", "Dev"], ["Ben", "Cara"], winner: 1),
        match(8, "2026-03-14", ["Cara", "Ana"], ["Dev", "Ben"], winner: 0),
        match(9, "2026-03-21", ["Ana"], ["Eli"], winner: nil),
    ]

    func player(_ name: String) throws -> BadmintonPlayerStats {
        try #require(BadmintonAnalytics(Self.season).players.first { $0.player == name })
    }

    @Test func winRates() throws {
        let analytics = BadmintonAnalytics(Self.season)
        // Eli's only match is in play: he has no record yet.
        #expect(analytics.players.map(\.player) == ["Ana", "Ben", "Cara", "Dev"])
        // Ana: W L W W L W L W = 5 of 8 = 62.5 %, rounded half up.
        let ana = try player("Ana")
        #expect([ana.overall.played, ana.overall.won, ana.overall.lost] == [8, 5, 3])
        #expect(ana.overall.rate == "63%")
        // Ben: L L W L W L = 2 of 6.
        #expect(try player("Ben").overall.rate == "33%")
        // Cara won all 4, Dev lost all 4: under five results, no rate.
        #expect(try player("Cara").overall.won == 4)
        #expect(try player("Cara").overall.rate == "Not enough data yet")
        #expect(try player("Dev").overall.rate == "Not enough data yet")
    }

    @Test func trendByMonth() throws {
        let ana = try player("Ana")
        // January 2 of 3 (3 to date: too few); February 2 of 3 (4 of 6 to date: 67%);
        // March 1 of 2 (5 of 8: 63%).
        #expect(ana.months.map(\.month) == ["2026-01", "2026-02", "2026-03"])
        #expect(ana.months.map { [$0.inMonth.played, $0.inMonth.won] } == [[3, 2], [3, 2], [2, 1]])
        #expect(ana.months.map(\.toDate.rate) == ["Not enough data yet", "67%", "63%"])
        #expect(RecordsTables.trend(ana) == "2026-02 67% → 2026-03 63%")
    }

    @Test func partners() throws {
        // Ana with Cara: matches 6 and 8, both won; with Dev: match 7, lost.
        let ana = try player("Ana")
        #expect(ana.partners.map(\.name) == ["Cara", "Dev"])
        #expect(ana.partners.map { [$0.record.played, $0.record.won] } == [[2, 2], [1, 0]])
        // Singles only for nobody: Ben partnered Dev twice (6, 8: lost both) and Cara once (7: won).
        let ben = try player("Ben")
        #expect(ben.partners.map(\.name) == ["Dev", "Cara"])
        #expect(ben.partners.map { [$0.record.played, $0.record.won] } == [[2, 0], [1, 1]])
    }

    @Test func headToHead() throws {
        let ana = try player("Ana")
        // Against Ben 3 (won 1 and 3, lost 5); the pair Ben & Dev twice (6 and 8, won both,
        // though match 8 listed them as "Dev, Ben"); Ben & Cara once, Cara once, Dev once.
        #expect(ana.opponents.map(\.name) == ["Ben", "Ben & Dev", "Ben & Cara", "Cara", "Dev"])
        #expect(ana.opponents.map { [$0.record.played, $0.record.won] } == [[3, 2], [2, 2], [1, 0], [1, 0], [1, 1]])

        let rows = HeadToHead.all(Self.season)
        #expect(rows.map { "\($0.first) v \($0.second) \($0.played): \($0.firstWon)-\($0.secondWon)" } == [
            "Ana v Ben 3: 2-1",
            "Ana & Cara v Ben & Dev 2: 2-0",
            "Ana v Cara 1: 0-1",
            "Ana v Dev 1: 1-0",
            "Ana & Dev v Ben & Cara 1: 0-1",
        ])
        // Newest first: match 5 was the last between Ana and Ben.
        #expect(rows.first?.matchIds == ["m5", "m3", "m1"])
    }

    @Test func theEngineRecordsALoggedMatch() throws {
        let newMatch = #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"x","sides":[{"name":"Ana"},{"name":"Ben"}],"firstServer":{"side":"A"}}"#
        var session = try SportRegistry.start(newMatch: Data(newMatch.utf8))
        try session.apply(line: Data(#"{"type":"loggedResult","games":[{"a":21,"b":19},{"a":18,"b":21},{"a":21,"b":15}]}"#.utf8))
        let record = try #require(session.record)
        #expect(record.outcome == .won(side: 0))
        #expect(record.badminton?.games == [[21, 19], [18, 21], [21, 15]])
        #expect(record.sides.map(\.players) == [["Ana"], ["Ben"]])
        #expect(record.format.key == "singles")
    }
}
