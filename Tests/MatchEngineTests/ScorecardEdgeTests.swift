import Testing
@testable import MatchEngine

/// The corners the Cricsheet files do not reach, worked by hand: a maiden with byes in it, an
/// over that is no maiden for its one wide, a wicket on the first ball of an over that is a
/// wide, and penalty runs that belong to the pair at the crease.
@Suite("Scorecard: maidens, a wicket on a wide, penalty runs in a partnership")
struct ScorecardEdgeTests {
    static func match() throws -> CricketMatch {
        var m = try CricketMatch(players: [["Asha", "Bilal", "Chen", "Dev", "Eli"], ["Kofi", "Lena", "Mo", "Nia", "Oto"]]) {
            $0.oversPerInnings = 3
            $0.playersPerSide = 5
        }
        try m.open("Asha", "Bilal")
        // Over 1, Kofi: five dots, then 4 byes. Byes are not the bowler's: a maiden. Total 4.
        try m.bowler("Kofi")
        try m.dots(5)
        try m.ball(byes: 4)
        // Over 2, Lena: Bilal (on strike after the over) stumped off a wide, its first ball.
        // Total 5; the wicket falls at 1.0 (one over done, no legal ball of the second).
        //   1st wkt Asha & Bilal: 4 byes + 1 wide = 5 runs; 6 balls (the wide is not one).
        try m.bowler("Lena")
        try m.ball(wides: 1, wicket: WicketEvent(kind: .stumped, playerOut: nil, fielder: "Mo"))
        try m.newBatter("Chen")
        // 5 penalty runs to the batting side while Asha and Chen are in: theirs. Total 10.
        try m.apply(.penaltyRuns(runs: 5, to: .batting))
        // Six dots complete Lena's over: 1 run conceded (the wide), so no maiden.
        //   2nd wkt Asha & Chen, unbroken: 5 runs, 6 balls.
        try m.dots(6)
        return m
    }

    @Test("Byes leave a maiden; a wide spoils one")
    func maidens() throws {
        let card = CricketScorecard.build(try Self.match().state)
        let bowling = try #require(card.innings.first).bowling
        let kofi = try #require(bowling.first { $0.name == "Kofi" })
        let lena = try #require(bowling.first { $0.name == "Lena" })
        #expect([kofi.legalBalls, kofi.maidens, kofi.runs, kofi.wickets] == [6, 1, 0, 0])
        #expect([lena.legalBalls, lena.maidens, lena.runs, lena.wickets, lena.wides] == [6, 0, 1, 1, 1])
    }

    @Test("A wicket on a wide that opens an over falls at the over's start")
    func wicketOnAWide() throws {
        let card = CricketScorecard.build(try Self.match().state)
        let fall = try #require(card.innings.first?.fallOfWickets.first)
        #expect([fall.wicket, fall.runs] == [1, 5])
        #expect(fall.batter == "Bilal")
        #expect(fall.overs == "1.0")
    }

    @Test("Penalty runs to the batting side are the partnership's, so the partnerships add up to the total")
    func penaltyRunsInThePartnership() throws {
        let card = CricketScorecard.build(try Self.match().state)
        let innings = try #require(card.innings.first)
        let pairs = innings.partnerships
        #expect(pairs.map(\.wicket) == [1, 2])
        #expect(pairs.map(\.runs) == [5, 5])
        #expect(pairs.map(\.balls) == [6, 6])
        #expect(pairs.map(\.unbroken) == [false, true])
        #expect(pairs.map { Set($0.batters) } == [["Asha", "Bilal"], ["Asha", "Chen"]])
        #expect(innings.total.runs == 10)
    }
}
