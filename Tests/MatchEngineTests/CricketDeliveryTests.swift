import Testing
@testable import MatchEngine

/// Runs off the bat, boundaries, wides, no-balls, byes and leg-byes (Laws 18, 19, 21–23).
/// Expected figures are worked by hand from the balls in each test.
@Suite struct CricketDeliveryTests {
    @Test func runsOffTheBatGoToStrikerBowlerAndTotal() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 1)   // Asha 1 (1), batters cross
        try m.ball(bat: 2)   // Bilal 2 (1), no change
        try m.ball(bat: 3)   // Bilal 5 (2), cross back
        #expect(m.inn.runs == 6)
        #expect(m.inn.legalBalls == 3)
        #expect(m.batter("Asha")?.runs == 1 && m.batter("Asha")?.balls == 1)
        #expect(m.batter("Bilal")?.runs == 5 && m.batter("Bilal")?.balls == 2)
        #expect(m.bowlerScore("Kofi")?.runs == 6 && m.bowlerScore("Kofi")?.legalBalls == 3)
        #expect(m.striker == "Asha")
        #expect(m.inn.partnership == Partnership(runs: 6, balls: 3, shares: [
            PartnershipShare(name: "Asha", runs: 1, balls: 1), PartnershipShare(name: "Bilal", runs: 5, balls: 2),
        ]))
    }

    @Test func foursAndSixesAreBoundariesAndKeepStrike() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 4)
        #expect(m.state.lastEvent == .four)
        try m.ball(bat: 6)
        #expect(m.state.lastEvent == .six)
        let asha = try #require(m.batter("Asha"))
        #expect(asha.runs == 10 && asha.balls == 2 && asha.fours == 1 && asha.sixes == 1)
        #expect(m.striker == "Asha")
    }

    @Test func runFourIsNotABoundary() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 4, boundary: false)
        let asha = try #require(m.batter("Asha"))
        // Four runs completed: credited to the batter but not counted as a four; even runs
        // leave the batters where they started.
        #expect(asha.runs == 4 && asha.fours == 0)
        #expect(m.state.lastEvent == nil)
        #expect(m.striker == "Asha")
        try m.ball(bat: 5)   // five run (or overthrows): odd, so they cross
        #expect(m.batter("Asha")?.fours == 0)
        #expect(m.striker == "Bilal")
    }

    @Test func wideCountsNoBallAgainstBowlerOrBatter() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(wides: 1)
        #expect(m.inn.runs == 1 && m.inn.extras.wides == 1 && m.inn.legalBalls == 0)
        #expect(m.batter("Asha")?.balls == 0)
        let kofi = try #require(m.bowlerScore("Kofi"))
        #expect(kofi.runs == 1 && kofi.wides == 1 && kofi.legalBalls == 0)
        #expect(m.inn.partnership.balls == 0)
        #expect(m.striker == "Asha")
    }

    @Test(arguments: [(2, true), (3, false), (5, false)])
    func runsOnAWideRotateWhenOdd(wides: Int, crossed: Bool) throws {
        // wides 2 = penalty + 1 run, 3 = penalty + 2, 5 = penalty + 4 to the boundary.
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(wides: wides)
        #expect(m.inn.runs == wides && m.bowlerScore("Kofi")?.runs == wides)
        #expect(m.striker == (crossed ? "Bilal" : "Asha"))
    }

    @Test func widePenaltyIsConfigurable() throws {
        var m = try CricketMatch { $0.wideRuns = 2 }
        try m.open()
        try m.bowler()
        try m.ball(wides: 2)          // the penalty alone: nobody ran
        #expect(m.striker == "Asha" && m.inn.runs == 2)
        try m.ball(wides: 3)          // penalty 2 + one run: they crossed
        #expect(m.striker == "Bilal" && m.inn.runs == 5 && m.inn.extras.wides == 5)
        #expect(m.rejection(.delivery(Delivery(wides: 1))) == .wideBelowPenalty(2))
    }

    @Test func noBallCountsToBatterButNotTheOver() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 4, noBalls: 1)
        // 1 no-ball + 4 off the bat; the ball faced counts for the batter, not the over.
        #expect(m.inn.runs == 5 && m.inn.extras.noBalls == 1 && m.inn.legalBalls == 0)
        let asha = try #require(m.batter("Asha"))
        #expect(asha.runs == 4 && asha.balls == 1 && asha.fours == 1)
        let kofi = try #require(m.bowlerScore("Kofi"))
        #expect(kofi.runs == 5 && kofi.noBalls == 1 && kofi.legalBalls == 0)
        try m.ball(bat: 1, noBalls: 1)
        #expect(m.striker == "Bilal")
        #expect(m.inn.runs == 7)
    }

    @Test func noBallPenaltyIsConfigurable() throws {
        var m = try CricketMatch { $0.noBallRuns = 2 }
        try m.open()
        try m.bowler()
        try m.ball(bat: 1, noBalls: 2)
        #expect(m.inn.runs == 3 && m.inn.extras.noBalls == 2)
        #expect(m.bowlerScore("Kofi")?.runs == 3)
        #expect(m.striker == "Bilal")
        #expect(m.rejection(.delivery(Delivery(noBalls: 1))) == .noBallPenaltyMismatch(given: 1, expected: 2))
    }

    @Test func byesAndLegByesAreExtrasNotChargedToBowler() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(byes: 1)
        try m.ball(legByes: 4)
        #expect(m.inn.runs == 5)
        #expect(m.inn.extras.byes == 1 && m.inn.extras.legByes == 4)
        #expect(m.inn.legalBalls == 2)
        let kofi = try #require(m.bowlerScore("Kofi"))
        #expect(kofi.runs == 0 && kofi.legalBalls == 2)
        // One bye: crossed, so Bilal faced the leg-byes; four leg-byes are not a four.
        #expect(m.striker == "Bilal")
        let bilal = try #require(m.batter("Bilal"))
        #expect(bilal.balls == 1 && bilal.runs == 0 && bilal.fours == 0)
        #expect(m.batter("Asha")?.balls == 1)
    }

    @Test func byesAndLegByesOffANoBall() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(noBalls: 1, byes: 2)
        // The bowler is charged the no-ball only; two byes run, batters back where they were.
        #expect(m.inn.runs == 3 && m.inn.extras.noBalls == 1 && m.inn.extras.byes == 2)
        #expect(m.bowlerScore("Kofi")?.runs == 1)
        #expect(m.batter("Asha")?.balls == 1 && m.batter("Asha")?.runs == 0)
        #expect(m.striker == "Asha")
        try m.ball(noBalls: 1, legByes: 1)
        #expect(m.inn.runs == 5 && m.inn.extras.legByes == 1)
        #expect(m.bowlerScore("Kofi")?.runs == 2)
        #expect(m.striker == "Bilal")
        #expect(m.inn.legalBalls == 0)
    }

    @Test func penaltyOnADeliveryGoesToExtrasAndIsNotRun() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 1, penalty: 5)   // e.g. the ball hit a fielder's helmet on the ground
        #expect(m.inn.runs == 6 && m.inn.extras.penalty == 5)
        #expect(m.bowlerScore("Kofi")?.runs == 1)
        #expect(m.batter("Asha")?.runs == 1)
        #expect(m.striker == "Bilal")    // one run, not six
        try m.ball(penalty: 5)
        #expect(m.inn.runs == 11 && m.striker == "Bilal" && m.inn.legalBalls == 2)
    }

    @Test func ballsPerOverAndOnlyLegalBallsCount() throws {
        var m = try CricketMatch { $0.ballsPerOver = 4 }
        try m.open()
        try m.bowler()
        try m.ball(wides: 1)
        try m.ball(noBalls: 1)
        try m.dots(3)
        #expect(m.inn.completedOvers == 0 && m.inn.ballsInOver == 3)
        #expect(m.state.needsBowler == false)
        try m.ball()
        #expect(m.inn.completedOvers == 1 && m.inn.ballsInOver == 0)
        #expect(m.state.needsBowler)
        #expect(m.bowlerScore("Kofi")?.legalBalls == 4)
        #expect(m.striker == "Bilal")   // ends changed at the end of the over
    }
}
