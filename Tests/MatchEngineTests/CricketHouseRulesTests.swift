import Testing
@testable import MatchEngine

/// Backyard house rules: each works when switched on and is refused when off.
@Suite struct CricketHouseRulesTests {
    private func started(_ configure: (inout HouseRules) -> Void) throws -> CricketMatch {
        var m = try CricketMatch { configure(&$0.houseRules) }
        try m.open()
        try m.bowler()
        return m
    }

    @Test func everyHouseRuleIsRefusedWhenOff() throws {
        let m = try started { _ in }
        #expect(m.rejection(.warn) == .houseRuleOff("bowler warning"))
        #expect(m.rejection(.deadBallRuns(runs: 2)) == .houseRuleOff("bowler warning"))
        #expect(m.rejection(.housePenalty(runs: 5)) == .houseRuleOff("P5"))
        #expect(m.rejection(.housePenalty(runs: 10)) == .houseRuleOff("P10"))
        #expect(m.rejection(.bonusRuns(runs: 1)) == .houseRuleOff("bonus runs"))
        #expect(CricketRejection.houseRuleOff("P5").message == "The house rule P5 is not switched on for this match.")
    }

    @Test func warningFirstThenDeadBallRuns() throws {
        var m = try started { $0.bowlerWarning = true }
        try m.ball(bat: 1)
        #expect(m.rejection(.deadBallRuns(runs: 2)) == .bowlerNotWarned("Kofi"))
        try m.apply(.warn)
        #expect(m.state.warnedBowlers == ["Kofi"])
        try m.apply(.deadBallRuns(runs: 2))
        // Two runs to the total, no ball bowled, nobody's figures, strike unchanged.
        #expect(m.inn.runs == 3 && m.inn.adjustments == 2)
        #expect(m.inn.legalBalls == 1 && m.bowlerScore("Kofi")?.runs == 1)
        #expect(m.batter("Bilal")?.runs == 0 && m.striker == "Bilal")
        #expect(m.inn.lastBalls.last == BallToken(text: "+2", kind: .adjustment))
        #expect(m.rejection(.deadBallRuns(runs: 0)) == .outOfRange(.init(action: "deadBallRuns", field: "runs", value: "0", accepted: "a whole number from 1 to 99")))
        // A renamed bowler keeps the warning.
        try m.apply(.renamePlayer(from: "Kofi", to: "Kofi Mensah"))
        #expect(m.state.warnedBowlers == ["Kofi Mensah"])
        try m.apply(.deadBallRuns(runs: 1))
        #expect(m.inn.runs == 4)
        // The warning belongs to the bowler: a new bowler starts unwarned.
        try m.dots(5)
        try m.bowler("Lena")
        #expect(m.rejection(.deadBallRuns(runs: 1)) == .bowlerNotWarned("Lena"))
    }

    @Test func p5TakesFiveOffAndUsesUpALegalBall() throws {
        var m = try started { $0.p5 = true }
        try m.ball(bat: 1)
        try m.apply(.housePenalty(runs: 5))
        #expect(m.inn.runs == -4 && m.inn.adjustments == -5)
        #expect(m.inn.legalBalls == 2 && m.inn.ballsInOver == 2)
        #expect(m.batter("Bilal")?.balls == 1 && m.batter("Bilal")?.runs == 0)
        #expect(m.bowlerScore("Kofi")?.legalBalls == 2 && m.bowlerScore("Kofi")?.runs == 1)
        #expect(m.striker == "Bilal" && m.inn.wickets == 0)
        #expect(m.inn.lastBalls.last == BallToken(text: "-5", kind: .adjustment))
        try m.dots(3)
        try m.apply(.housePenalty(runs: 5))   // the sixth ball: the over ends
        #expect(m.inn.completedOvers == 1 && m.state.needsBowler && m.striker == "Asha")
        #expect(m.rejection(.housePenalty(runs: 5)) == .noBowler)
    }

    @Test func p10TakesTenOffUsesABallAndTheStrikerIsOut() throws {
        var m = try started { $0.p10 = true }
        try m.ball(bat: 4)
        try m.apply(.housePenalty(runs: 10))
        #expect(m.inn.runs == -6 && m.inn.wickets == 1 && m.inn.legalBalls == 2)
        #expect(m.batter("Asha")?.dismissal == Dismissal(kind: .houseP10, bowler: "Kofi", fielder: nil))
        #expect(m.batter("Asha")?.balls == 2)
        #expect(m.bowlerScore("Kofi")?.wickets == 0)   // a house penalty, not the bowler's wicket
        #expect(m.striker == nil && m.nonStriker == "Bilal")
        #expect(m.rejection(.housePenalty(runs: 7)) == .badHousePenalty(7))
        // P10 is recorded with housePenalty, never as a wicket on a delivery.
        try m.newBatter("Chen")
        #expect(m.rejection(.delivery(Delivery(wicket: WicketEvent(kind: .houseP10)))) == .useHousePenalty)
    }

    @Test func houseP5EndsAFreeHit() throws {
        var m = try started { $0.p5 = true }
        try m.ball(noBalls: 1)
        try m.apply(.housePenalty(runs: 5))
        #expect(!m.state.freeHit)
    }

    @Test func bonusRunsAddRunsWithoutABallOrAStrikeChange() throws {
        var m = try started { $0.bonusRuns = true }
        try m.apply(.bonusRuns(runs: 3))
        #expect(m.inn.runs == 3 && m.inn.adjustments == 3 && m.inn.legalBalls == 0)
        #expect(m.striker == "Asha" && m.batter("Asha")?.runs == 0)
        #expect(m.bowlerScore("Kofi") == nil)   // Kofi has not bowled a ball yet
        #expect(m.rejection(.bonusRuns(runs: -1)) == .outOfRange(.init(action: "bonusRuns", field: "runs", value: "-1", accepted: "a whole number from 1 to 99")))
    }

    @Test func bonusRunsCanWinAChase() throws {
        var m = try CricketMatch {
            $0.oversPerInnings = 1
            $0.houseRules.bonusRuns = true
        }
        try m.open()
        try m.bowler("Hana")
        try m.ball(bat: 2)
        try m.bowlOut("Hana", "Ivo")
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        try m.ball(bat: 1)
        try m.apply(.bonusRuns(runs: 2))
        #expect(m.state.result?.text == "Hillcrest won by 10 wickets")
    }
}
