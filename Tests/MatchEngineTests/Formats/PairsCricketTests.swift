import Testing
@testable import MatchEngine

/// Junior pairs cricket, worked by hand from the rules (docs/formats.md, "U11 pairs" and
/// "ECB U8–U11 pairs"), not from the program's output.
@Suite("Pairs cricket, worked by hand")
struct PairsCricketTests {
    static let bowlers = (1...8).map { "B\($0)" }

    /// docs/formats.md, worked example 1: an U11 pairs innings from 200, −5 a wicket.
    @Test func u11PairsInningsFrom200() throws {
        var m = try CricketMatch(format: "u11-pairs")
        try m.open("Asha", "Bilal")
        #expect(m.inn.runs == 200)
        // Pair 1. Over 1: Asha 4, Asha 1 (Bilal faces), four dots; the over's end gives Asha
        // the strike again. 205.
        try m.over("B1", [Sheet.runs(4), Sheet.runs(1)] + Sheet.dots(4))
        #expect((m.inn.runs, m.striker) == (205, "Asha"))
        // Over 2, a middle over: a wide is not bowled again, so it is the over's first ball
        // (206); Asha is bowled (−5: 201) and stays in; the batters change ends, so Bilal faces
        // the last four balls. After the over, Asha faces.
        try m.over("B2", [Sheet.wide])
        #expect((m.inn.legalBalls, m.inn.ballsInOver) == (7, 1))
        try m.over("B2", [Sheet.out(.bowled)])
        #expect((m.inn.runs, m.inn.wickets, m.striker, m.nonStriker) == (201, 1, "Bilal", "Asha"))
        #expect(m.batter("Asha")?.status == .batting)
        try m.over("B2", Sheet.dots(4))
        #expect((m.inn.completedOvers, m.striker) == (2, "Asha"))
        // Over 3: 2, 2 (205), three dots, Asha caught off the last ball (200). The wicket on an
        // over's last ball brings no change of ends of its own: the over's end swaps, Bilal faces.
        try m.over("B3", [Sheet.runs(2), Sheet.runs(2)] + Sheet.dots(3) + [Sheet.out(.caught)])
        #expect((m.inn.runs, m.inn.wickets, m.striker, m.nonStriker) == (200, 2, "Bilal", "Asha"))
        // Over 4: Bilal 1 (201), five dots. Pair 1: 4+1+1+2+2+1 = 11 scored, 2 wickets: 11 − 10 = 1.
        try m.over("B4", [Sheet.runs(1)] + Sheet.dots(5))
        #expect(m.pairs.map(\.runs) == [1])
        #expect(m.rejection(.delivery(Sheet.dot)) == .newPairNeeded)
        #expect(m.rejection(.openers(striker: nil, nonStriker: nil)) == .inningsInProgress)

        // Pair 2, overs 5–8. Over 5: Cara 1, Dev 4 (206), four dots by Dev; Cara faces over 6.
        try m.pair("Cara", "Dev")
        #expect(m.rejection(.newPair(striker: nil, nonStriker: nil)) == .noPairNeeded)
        try m.over("B5", [Sheet.runs(1), Sheet.runs(4)] + Sheet.dots(4))
        #expect(m.striker == "Cara")
        // Over 6: Cara stumped first ball (201); Dev faces the other five.
        try m.over("B6", [Sheet.out(.stumped)] + Sheet.dots(5))
        try m.maidens(2, from: Self.bowlers, first: 6)
        #expect((m.inn.runs, m.inn.wickets) == (201, 3))
        #expect(m.pairs.map(\.runs) == [1, 0])

        // Pair 3, overs 9–12: Esi 6 (207); Finn run out in over 10 (202), no run. Pair 3: 6 − 5 = 1.
        try m.pair("Esi", "Finn")
        try m.over("B1", [Sheet.runs(6)] + Sheet.dots(5))
        #expect(m.striker == "Finn")
        try m.over("B2", Sheet.dots(2) + [Sheet.out(.runOut, "Finn")] + Sheet.dots(3))
        try m.maidens(2, from: Self.bowlers, first: 2)
        #expect((m.inn.runs, m.inn.wickets) == (202, 4))

        // Pair 4, overs 13–16: Gus 4, 4 (210); Hal lbw (205); over 15 a maiden.
        try m.pair("Gus", "Hal")
        try m.over("B5", [Sheet.runs(4), Sheet.runs(4)] + Sheet.dots(4))
        try m.over("B6", [Sheet.out(.lbw)] + Sheet.dots(5))
        try m.maidens(1, from: Self.bowlers, first: 6)
        // Over 16, the last: the wide is bowled again (206, no ball of the over), then Gus 1
        // (207) and five dots. The innings ends after 16 overs.
        try m.over("B8", [Sheet.wide])
        #expect((m.inn.completedOvers, m.inn.ballsInOver) == (15, 0))
        try m.over("B8", [Sheet.runs(1)] + Sheet.dots(5))

        // 200 + 32 scored − 5 × 5 wickets = 207; the pairs 1 + 0 + 1 + 5 = 7 above 200.
        let first = m.innings(0)
        #expect((first.runs, first.wickets, first.completedOvers, first.legalBalls) == (207, 5, 16, 96))
        #expect(first.format?.runsLost == 25)
        #expect(first.extras.wides == 2)
        #expect(first.format?.pairs.map(\.runs) == [1, 0, 1, 5])
        #expect(first.format?.pairs.map(\.wickets) == [2, 1, 1, 1])
        #expect(first.closed == .oversUp)
        #expect(first.batters.first { $0.name == "Asha" }?.outs == 2)
        #expect(m.board["score"]?.text == "207 · 5 wkts (-25)")
    }

    /// The board of a pairs innings in play: the score with the runs lost, and the pair in.
    @Test func boardShowsRunsLostAndThePairIn() throws {
        var m = try CricketMatch(format: "u11-pairs")
        try m.open("Asha", "Bilal")
        try m.over("B1", [Sheet.runs(4), Sheet.out(.bowled)] + Sheet.dots(4))
        // 200 + 4 − 5 = 199.
        #expect(m.board["score"]?.text == "199 · 1 wkt (-5)")
        #expect(m.board["score"]?.compact == "199/1 (-5)")
        #expect(m.board["crr"] == nil, "a run rate from a total that started on 200 means nothing")
        #expect(m.board["partnership"]?.text == "Pair 1: -1 · 1 wkt")
        #expect(m.board["extras"]?.text.hasPrefix("Started on 200 · Extras 0") == true)
    }

    /// A batter who stays in has a dismissal to amend all the same (the scorer's box records
    /// "out"; the kind comes later), and the bowler's credit follows.
    @Test func aWicketOfABatterWhoStaysInCanBeAmended() throws {
        var m = try CricketMatch(format: "u11-pairs")
        try m.open("Asha", "Bilal")
        try m.over("B1", [Sheet.out(.runOut)])
        #expect(m.bowlerScore("B1")?.wickets == 0)
        try m.apply(.amendWicket(batter: "Asha", kind: .caught, fielder: "Kit"))
        #expect(m.batter("Asha")?.dismissal?.kind == .caught)
        #expect(m.bowlerScore("B1")?.wickets == 1)
        #expect(m.rejection(.amendWicket(batter: "Bilal", kind: .caught, fielder: nil)) == .noWicketToAmend("Bilal"))
    }

    /// docs/formats.md, worked example 2: ECB's U8–U11 pairs, where a wicket gives 5 runs to
    /// the fielding side instead of costing the batting side.
    @Test func ecbPairsGiveWicketRunsToTheFieldingSide() throws {
        var m = try CricketMatch(format: "u9-ecb-pairs")
        let bowlers = (1...6).map { "P\($0)" }
        // Riverside: Asha 4 (over 1); Bilal 1, Asha bowled (over 2); pair 2: Cara 2 (over 5; Dev
        // faces over 6, Cara over 7), Cara caught off the last ball of over 7; pair 3: Esi 6 (over 9). 13 scored, 2 wickets:
        // Riverside 13, and Hillcrest will start on 10.
        try m.open("Asha", "Bilal")
        try m.over("P1", [Sheet.runs(4)] + Sheet.dots(5))
        try m.over("P2", [Sheet.runs(1), Sheet.out(.bowled)] + Sheet.dots(4))
        try m.maidens(2, from: bowlers, first: 2)
        try m.pair("Cara", "Dev")
        try m.over("P5", [Sheet.runs(2)] + Sheet.dots(5))
        #expect(m.striker == "Dev")
        try m.maidens(1, from: bowlers, first: 5)
        #expect(m.striker == "Cara")
        try m.over("P1", Sheet.dots(5) + [Sheet.out(.caught)])
        try m.maidens(1, from: bowlers, first: 1)
        try m.pair("Esi", "Finn")
        try m.over("P3", [Sheet.runs(6)] + Sheet.dots(5))
        try m.maidens(3, from: bowlers, first: 3)
        #expect((m.innings(0).runs, m.innings(0).wickets, m.innings(0).completedOvers) == (13, 2, 12))
        #expect(m.state.pendingWicketRuns == [0, 10])

        // Hillcrest starts on 10; target 13 + 1 = 14. Hana 1 (11); Ivo bowled: Riverside 18,
        // target 19. Pair 2: Jo 4 (15); pair 3: Kit 1 (16). Every pair bats its overs.
        try m.open("Hana", "Ivo")
        #expect((m.inn.runs, m.inn.target?.runs) == (10, 14))
        try m.over("P1", [Sheet.runs(1), Sheet.out(.bowled)] + Sheet.dots(4))
        #expect((m.innings(0).runs, m.inn.target?.runs, m.inn.runs) == (18, 19, 11))
        try m.maidens(3, from: bowlers, first: 1)
        try m.pair("Jo", "Kay")
        try m.over("P5", [Sheet.runs(4)] + Sheet.dots(5))
        try m.maidens(3, from: bowlers, first: 5)
        try m.pair("Kit", "Lou")
        try m.over("P3", [Sheet.runs(1)] + Sheet.dots(5))
        try m.maidens(3, from: bowlers, first: 3)
        // Riverside 18, Hillcrest 16: Riverside by 2 runs.
        #expect(m.inn.runs == 16)
        #expect(m.state.result?.text == "Riverside won by 2 runs")
        #expect(m.state.result?.winner == "Riverside")
    }

    /// In a pairs game the chase bats all its overs: passing the target does not end it, and
    /// the margin is in runs.
    @Test func aPairsChaseBatsOnPastTheTarget() throws {
        var m = try CricketMatch(format: "u11-pairs") { $0.oversPerInnings = 4; $0.oversPerPair = 2; $0.maxOversPerBowler = 1 }
        try m.open()
        try m.maidens(2, from: ["A", "B", "C", "D"], first: 0)
        try m.pair("Cara", "Dev")
        try m.maidens(2, from: ["A", "B", "C", "D"], first: 2)
        #expect(m.state.phase == .awaitingOpeners)
        try m.open("Hana", "Ivo")
        // Target 201; Hana hits 4 at once (204) and the innings goes on.
        try m.over("A", [Sheet.runs(4)])
        #expect(m.state.phase == .inPlay)
        try m.over("A", Sheet.dots(5))
        try m.maidens(1, from: ["A", "B", "C", "D"], first: 1)
        try m.pair("Jo", "Kay")
        try m.over("C", [Sheet.runs(6)] + Sheet.dots(5))
        try m.maidens(1, from: ["A", "B", "C", "D"], first: 3)
        // 210 against 200.
        #expect(m.state.result?.text == "Hillcrest won by 10 runs")
    }
}
