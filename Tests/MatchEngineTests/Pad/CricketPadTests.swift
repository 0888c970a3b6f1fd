import Foundation
import Testing
@testable import MatchEngine

/// The cricket pad worked through a T20 by hand: Riverside (Asha, Bilal, Chen, Dev) bat;
/// Hillcrest (Hana, Ivo, Kofi, Lena) bowl, four overs each at most.
struct CricketPadTests {
    static let riverside = ["Asha", "Bilal", "Chen", "Dev"]
    static let hillcrest = ["Hana", "Ivo", "Kofi", "Lena"]

    func t20() throws -> CricketMatch {
        try CricketMatch(players: [Self.riverside, Self.hillcrest]) {
            $0.oversPerInnings = 20
            $0.maxOversPerBowler = 4
        }
    }

    func pad(_ m: CricketMatch) -> CricketPad { CricketPadBuilder.build(m.state, canUndo: true) }

    @Test func beforeTheFirstBallItAsksForTheOpenersFromTheBattingXI() throws {
        let p = pad(try t20())
        #expect(p.waiting == .openers)
        #expect(p.prompt == "Choose Riverside's opening batters")
        #expect(p.batterChoices == Self.riverside)
        #expect(p.scoreLine == "Riverside to bat")
        #expect(p.overTokens.isEmpty)
        #expect(p.striker == nil && p.bowler == nil)
        #expect(p.fielders == Self.hillcrest)
    }

    @Test func afterTheOpenersItAsksForABowlerFromTheFieldingXI() throws {
        var m = try t20()
        try m.open("Asha", "Bilal")
        let p = pad(m)
        #expect(p.waiting == .bowler)
        #expect(p.bowlerChoices == Self.hillcrest)
        #expect(p.striker == "Asha" && p.nonStriker == "Bilal")
        #expect(p.scoreLine == "Riverside 0/0 (0.0 ov)")
    }

    /// Wide, four, caught: 1 + 4 = 5 runs for one wicket after two legal balls.
    @Test func anOverWithAWideAFourAndACatchThenTheNewBatterFromTheRest() throws {
        var m = try t20()
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        try m.ball(wides: 1)
        try m.ball(bat: 4)
        try m.out(.caught, fielder: "Ivo")
        let p = pad(m)
        #expect(p.waiting == .newBatter)
        #expect(p.prompt == "Choose the new batter")
        // Asha is out and Bilal is in: Chen and Dev may come in.
        #expect(p.batterChoices == ["Chen", "Dev"])
        #expect(p.scoreLine == "Riverside 5/1 (0.2 ov)")
        #expect(p.overTokens.map(\.text) == ["1wd", "4", "W"])
        #expect(p.overTokens.map(\.role) == [.extra, .boundary, .wicket])
        #expect(p.canBeOut == ["Bilal"])
    }

    @Test func atTheOversEndTheLastOversBowlerIsNotOfferedAndTheOverStaysShown() throws {
        var m = try t20()
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        try m.ball(wides: 1)
        try m.ball(bat: 4)
        try m.out(.caught, fielder: "Ivo")
        try m.newBatter("Chen")
        try m.dots(4)
        let p = pad(m)
        #expect(p.waiting == .bowler)
        #expect(p.bowlerChoices == ["Ivo", "Kofi", "Lena"])
        #expect(p.scoreLine == "Riverside 5/1 (1.0 ov)")
        #expect(p.overTokens.map(\.text) == ["1wd", "4", "W", "•", "•", "•", "•"])
        try m.bowler("Kofi")
        try m.ball(bat: 1)
        #expect(pad(m).overTokens.map(\.text) == ["1"])
        #expect(pad(m).bowler == "Kofi")
    }

    @Test func aBowlerAtTheLimitIsNotOffered() throws {
        var m = try CricketMatch(players: [Self.riverside, Self.hillcrest]) {
            $0.oversPerInnings = 4
            $0.maxOversPerBowler = 1
        }
        try m.open("Asha", "Bilal")
        try m.maiden("Hana")
        try m.maiden("Ivo")
        // Hana has bowled her one over; Ivo bowled the last.
        #expect(pad(m).bowlerChoices == ["Kofi", "Lena"])
    }

    @Test func houseRulesAndWideRunsComeFromTheSetUp() throws {
        var m = try CricketMatch(players: [Self.riverside, Self.hillcrest]) {
            $0.wideRuns = 2
            $0.houseRules.p5 = true
        }
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        let p = pad(m)
        #expect(p.wideRuns == 2 && p.noBallRuns == 1)
        #expect(p.p5 && !p.p10 && !p.bowlerWarning && !p.bonusRuns)
        #expect(p.canDeclare)
        #expect(!p.canSuperOver)
        #expect(p.dismissals.first == PadChoice("bowled", "Bowled"))
        #expect(!p.dismissals.contains { $0.value == "retiredOut" || $0.value == "houseP10" })
    }

    @Test func aTiedMatchOffersTheSuperOver() throws {
        var m = try CricketMatch(players: [Self.riverside, Self.hillcrest]) { $0.oversPerInnings = 1 }
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        try m.ball(bat: 2)
        try m.dots(5)
        try m.open("Hana", "Ivo")
        try m.bowler("Asha")
        try m.ball(bat: 2)
        try m.dots(5)
        let p = pad(m)
        #expect(p.waiting == .finished)
        #expect(p.canSuperOver)
        #expect(p.result != nil)
    }

    /// Riverside 2 off the first over, Hillcrest 4 for 0 in reply: Hillcrest won.
    @Test func aFinishedPadShowsTheResultAndNoPenalties() throws {
        var m = try CricketMatch(players: [Self.riverside, Self.hillcrest]) { $0.oversPerInnings = 1 }
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        try m.ball(bat: 2)
        try m.dots(5)
        try m.open("Hana", "Ivo")
        try m.bowler("Asha")
        #expect(pad(m).canAwardPenalty)
        try m.ball(bat: 4)
        let p = pad(m)
        let result = try #require(m.state.result?.text)
        #expect(p.waiting == .finished)
        #expect(p.scoreLine == result)
        #expect(p.spoken == result)
        #expect(!p.canAwardPenalty && !p.canHousePenalty)
        #expect(p.battersLine == "" && p.bowlerLine == "")
    }

    @Test func theScoreIsReadOutInWordsWithTheFiguresShown() throws {
        var m = try t20()
        try m.open("Asha", "Bilal")
        try m.bowler("Hana")
        try m.ball(bat: 4)
        try m.out(.bowled)
        try m.newBatter("Chen")
        try m.ball(bat: 1)
        let p = pad(m)
        #expect(p.spoken == "Riverside 5 for 1 after 0.3 overs")
        #expect(p.battersLine == "Batting: Bilal* 0 (0) · Chen 1 (1)")
        #expect(p.bowlerLine.hasPrefix("Bowling: Hana "))
        #expect(p.canAwardPenalty && p.canHousePenalty)
        let line = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","players":["Asha","Bilal"]},{"name":"Hillcrest","players":["Hana"]}],"battingFirst":"Hillcrest"}"#.utf8)
        #expect(try CricketSession(newMatch: line).spokenScore == "Hillcrest to bat")
    }

    @Test func theSessionGivesThePadWithTheTitle() throws {
        let line = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","players":["Asha","Bilal"]},{"name":"Hillcrest","players":["Hana"]}],"battingFirst":"Hillcrest"}"#.utf8)
        let session = try CricketSession(newMatch: line)
        let pad = session.scoringPad()
        #expect(pad.sport == "cricket")
        #expect(pad.title == "Riverside v Hillcrest")
        #expect(pad.cricket?.batterChoices == ["Hana"])
        #expect(pad.cricket?.canUndo == false)
    }
}
