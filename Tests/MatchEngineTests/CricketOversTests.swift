import Foundation
import Testing
@testable import MatchEngine

/// Overs and bowlers (Laws 17 and 18): strike changes, consecutive overs, the cap per
/// bowler, short and long overs, and a bowler replaced mid-over.
@Suite struct CricketOversTests {
    private func started(_ configure: (inout CricketRulesConfig) -> Void = { _ in }) throws -> CricketMatch {
        var m = try CricketMatch(configure)
        try m.open()
        try m.bowler("Kofi")
        return m
    }

    @Test func endOfOverSwapsEndsAndNeedsANewBowler() throws {
        var m = try started()
        try m.ball(bat: 1)          // Bilal faces
        try m.dots(5)               // over ends with Bilal on strike: ends change
        #expect(m.striker == "Asha" && m.nonStriker == "Bilal")
        #expect(m.state.needsBowler)
        #expect(m.rejection(.delivery(Delivery())) == .noBowler)
    }

    @Test func setStrikeCorrectsWhoFaces() throws {
        var m = try started()
        try m.apply(.setStrike(striker: "Bilal"))
        #expect(m.striker == "Bilal" && m.nonStriker == "Asha")
        try m.apply(.setStrike(striker: "Bilal"))   // already on strike: nothing changes
        #expect(m.striker == "Bilal")
        #expect(m.rejection(.setStrike(striker: "Zed")) == .notAtCrease("Zed"))
    }

    @Test func noBowlerBowlsTwoOversRunning() throws {
        var m = try started()
        try m.dots(6)
        #expect(m.rejection(.bowler(name: "Kofi")) == .bowlerBowledLastOver("Kofi"))
        try m.maiden("Lena")
        try m.maiden("Kofi")        // one over in between is enough
        #expect(m.inn.completedOvers == 3)
    }

    @Test func bowlerReplacedMidOverAndTheSharedOverBarsBoth() throws {
        var m = try started()
        try m.ball(bat: 1)
        try m.dots(2)
        #expect(m.rejection(.bowler(name: "Kofi")) == .sameBowler("Kofi"))
        try m.bowler("Lena")        // Kofi injured after three balls
        try m.dots(3)
        #expect(m.bowlerScore("Kofi")?.legalBalls == 3 && m.bowlerScore("Kofi")?.runs == 1)
        #expect(m.bowlerScore("Lena")?.legalBalls == 3)
        #expect(m.inn.completedOvers == 1)
        // Law 17.8: neither may bowl the next over.
        #expect(m.rejection(.bowler(name: "Kofi")) == .bowlerBowledLastOver("Kofi"))
        #expect(m.rejection(.bowler(name: "Lena")) == .bowlerBowledLastOver("Lena"))
        try m.bowler("Mo")
    }

    @Test func sharedMaidenIsNobodysMaiden() throws {
        var m = try started()
        try m.dots(3)
        try m.bowler("Lena")
        try m.dots(3)
        #expect(CricketFormat.maidens("Kofi", m.inn) == 0)
        #expect(CricketFormat.maidens("Lena", m.inn) == 0)
        try m.maiden("Mo")
        #expect(CricketFormat.maidens("Mo", m.inn) == 1)
    }

    @Test func capPerBowlerCountsPartOvers() throws {
        var m = try started {
            $0.oversPerInnings = 5
            $0.maxOversPerBowler = 1
        }
        try m.dots(2)
        try m.bowler("Lena")        // takes over Kofi's first over after two balls
        try m.dots(4)
        try m.maiden("Mo")
        #expect(m.rejection(.bowler(name: "Kofi")) == .bowlerOverLimit("Kofi", 1))
        #expect(m.rejection(.bowler(name: "Lena")) == .bowlerOverLimit("Lena", 1))
        try m.bowler("Ned")
    }

    @Test func capOfTwoOvers() throws {
        var m = try started {
            $0.oversPerInnings = 10
            $0.maxOversPerBowler = 2
        }
        try m.dots(6)
        try m.maiden("Lena")
        try m.maiden("Kofi")
        try m.maiden("Lena")
        #expect(m.rejection(.bowler(name: "Kofi")) == .bowlerOverLimit("Kofi", 2))
    }

    @Test(arguments: [
        ("{\"oversPerInnings\":20}", 4), ("{\"oversPerInnings\":18}", 4),
        ("{\"oversPerInnings\":50}", 10), ("{\"oversPerInnings\":7}", 2),
        ("{\"oversPerInnings\":20,\"maxOversPerBowler\":3}", 3),
    ])
    func defaultCapIsAFifthOfTheInningsRoundedUp(json: String, cap: Int) throws {
        let rules = try JSONDecoder().decode(CricketRulesConfig.self, from: Data(json.utf8))
        #expect(rules.maxOversPerBowler == cap)
    }

    @Test(arguments: ["{}", "{\"oversPerInnings\":20,\"maxOversPerBowler\":null}"])
    func noCapWhenUnlimitedOrSwitchedOff(json: String) throws {
        let rules = try JSONDecoder().decode(CricketRulesConfig.self, from: Data(json.utf8))
        #expect(rules.maxOversPerBowler == nil)
    }

    @Test func shortOverEndedByTheUmpire() throws {
        var m = try started()
        #expect(m.rejection(.endOver) == .overNotStarted)
        try m.dots(4)
        try m.apply(.endOver)
        #expect(m.inn.completedOvers == 1 && m.inn.ballsInOver == 0 && m.inn.legalBalls == 4)
        #expect(m.striker == "Bilal" && m.state.needsBowler)
        #expect(m.bowlerScore("Kofi")?.legalBalls == 4)
    }

    @Test func longOverAfterAMiscount() throws {
        var m = try started()
        try m.dots(6)
        #expect(m.striker == "Bilal")
        try m.apply(.continueOver)
        // The sixth ball no longer ended the over: ends back, Kofi still bowling.
        #expect(m.inn.completedOvers == 0 && m.inn.ballsInOver == 6)
        #expect(m.striker == "Asha" && m.state.bowler == "Kofi" && !m.state.needsBowler)
        try m.ball(bat: 1)          // the seventh ball: they cross, then the over ends
        #expect(m.inn.completedOvers == 1 && m.inn.legalBalls == 7)
        #expect(m.bowlerScore("Kofi")?.legalBalls == 7)
        #expect(m.striker == "Asha" && m.state.needsBowler)
        #expect(m.rejection(.bowler(name: "Kofi")) == .bowlerBowledLastOver("Kofi"))
    }

    @Test func continueOverOnlyRightAfterAnOver() throws {
        var m = try started()
        #expect(m.rejection(.continueOver) == .noOverToContinue)
        try m.dots(6)
        try m.maiden("Lena")
        try m.bowler("Kofi")
        try m.ball()
        #expect(m.rejection(.continueOver) == .noOverToContinue)
    }

    @Test func lastOverOfTheInningsCanBeContinuedAfterAMiscount() throws {
        var m = try started { $0.oversPerInnings = 1 }
        try m.dots(6)
        #expect(m.inn.closed == .oversUp && m.state.phase == .awaitingOpeners)
        try m.apply(.continueOver)
        #expect(m.inn.closed == nil && m.state.phase == .inPlay)
        try m.ball(bat: 2)
        #expect(m.inn.closed == .oversUp && m.inn.runs == 2 && m.inn.legalBalls == 7)
    }

    @Test func miscountedLastOverOfTheChaseReopensTheMatch() throws {
        var m = try started { $0.oversPerInnings = 1 }
        try m.ball(bat: 1)
        try m.dots(5)
        try m.open("Hana", "Ivo")
        try m.bowler("Asha")
        try m.dots(6)
        #expect(m.state.result?.text == "Riverside won by 1 run")
        try m.apply(.continueOver)
        #expect(m.state.result == nil && m.state.phase == .inPlay && m.inn.closed == nil)
        try m.ball(bat: 2)
        // Target 2 reached on the seventh ball of the over.
        #expect(m.state.result?.text == "Hillcrest won by 10 wickets")
    }

    @Test func setStrikeWithAnEmptyPlace() throws {
        var m = try started()
        try m.out(.bowled)
        try m.apply(.setStrike(striker: "Bilal"))
        #expect(m.striker == "Bilal" && m.nonStriker == nil)
        try m.newBatter("Chen")
        #expect(m.nonStriker == "Chen")
    }

    @Test func anInningsEndedOtherwiseCannotContinueItsLastOver() throws {
        // Declared at the end of an over: the over was not miscounted, the innings is over.
        var m = try started { $0.oversPerInnings = 5 }
        try m.dots(6)
        try m.apply(.endInnings(reason: .declared))
        #expect(m.rejection(.continueOver) == .lastOverOfInnings)
        #expect(isSentence(CricketRejection.lastOverOfInnings.message))
    }
}
