import Testing
@testable import MatchEngine

/// Rules found wrong in review, each with the input that showed it.
@Suite struct CricketReviewRegressionTests {
    static func match(_ tune: @escaping (inout CricketRulesConfig) -> Void) throws -> CricketMatch {
        try CricketMatch(tune)
    }

    /// A level chase against a DLS target is a tie, and a super over may follow it.
    @Test func aTieAgainstADLSTargetCanGoToASuperOver() throws {
        var m = try Self.match { $0.oversPerInnings = 20 }
        try m.apply(.openers(striker: "A1", nonStriker: "A2"))
        try m.apply(.bowler(name: "B9"))
        try m.apply(.delivery(Delivery(bat: 6)))
        try m.apply(.endInnings(reason: .rain))
        try m.apply(.setTarget(runs: 5, overs: OversNotation(overs: 1), method: .dls))
        try m.apply(.openers(striker: "B1", nonStriker: "B2"))
        try m.apply(.bowler(name: "A9"))
        try m.apply(.delivery(Delivery(bat: 4)))
        for _ in 0..<5 { try m.apply(.delivery(Delivery())) }
        // 4 runs off the over against a target of 5: level with the par of 4.
        #expect(m.state.result == MatchResult(winner: nil, text: "Match tied (DLS)", tied: true))
        try m.apply(.superOver)
        #expect(m.state.phase == .awaitingOpeners)
    }

    /// Rain ending the third innings of a two-innings match gives no innings victory (Law 16.1).
    @Test func rainInTheThirdInningsLeavesTheResultToTheScorer() throws {
        var m = try Self.match {
            $0.oversPerInnings = nil
            $0.inningsPerSide = 2
            $0.maxOversPerBowler = nil
        }
        for (batters, bowler, runs, reason) in [(["A1", "A2"], "B9", 1, CricketAction.InningsEndReason.declared),
                                                 (["B1", "B2"], "A9", 10, .declared),
                                                 (["A3", "A4"], "B8", 1, .rain)] {
            try m.apply(.openers(striker: batters[0], nonStriker: batters[1]))
            try m.apply(.bowler(name: bowler))
            try m.apply(.delivery(Delivery(bat: runs)))
            try m.apply(.endInnings(reason: reason))
        }
        // Riverside 1 and 1, Hillcrest 10: behind by 8, but the third innings was not completed.
        #expect(m.state.phase == .awaitingResult)
        #expect(m.state.result == nil)
        try m.apply(.endMatch(reason: .draw, winner: nil, parScore: nil))
        #expect(m.state.result?.text == "Match drawn")
    }

    /// A miscounted over bowled by one bowler is one over in the figures.
    @Test func aSevenBallOverIsOneOverInTheBowlersFigures() throws {
        var m = try Self.match { $0.oversPerInnings = 20 }
        try m.apply(.openers(striker: "A1", nonStriker: "A2"))
        try m.apply(.bowler(name: "X"))
        for _ in 0..<6 { try m.apply(.delivery(Delivery())) }
        try m.apply(.continueOver)
        try m.apply(.delivery(Delivery()))
        let inn = try #require(m.state.innings.first)
        #expect(inn.bowlers[0].legalBalls == 7)
        #expect(CricketFormat.bowlerOvers("X", inn, ballsPerOver: 6) == "1.0")
        #expect(CricketFormat.bowlerFigures(inn.bowlers[0], inn, ballsPerOver: 6) == "1.0-1-0-0")
        // A short over (the umpire called over after five) is also one over.
        try m.apply(.bowler(name: "Y"))
        for _ in 0..<5 { try m.apply(.delivery(Delivery(bat: 1))) }
        try m.apply(.endOver)
        let after = try #require(m.state.innings.first)
        #expect(CricketFormat.bowlerOvers("Y", after, ballsPerOver: 6) == "1.0")
    }

    /// An over shared after an injury counts each bowler's balls.
    @Test func aSharedOverCountsEachBowlersBalls() throws {
        var m = try Self.match { $0.oversPerInnings = 20 }
        try m.apply(.openers(striker: "A1", nonStriker: "A2"))
        try m.apply(.bowler(name: "X"))
        for _ in 0..<4 { try m.apply(.delivery(Delivery())) }
        try m.apply(.bowler(name: "Y"))
        for _ in 0..<2 { try m.apply(.delivery(Delivery())) }
        let inn = try #require(m.state.innings.first)
        #expect(CricketFormat.bowlerOvers("X", inn, ballsPerOver: 6) == "0.4")
        #expect(CricketFormat.bowlerOvers("Y", inn, ballsPerOver: 6) == "0.2")
    }
}

/// An amendment is held to what was possible on the ball, and the shortened innings shortens
/// each bowler's allowance.
@Suite struct CricketAmendAndCapTests {
    @Test func anAmendmentMustFitTheBall() throws {
        var m = try CricketMatch { $0.oversPerInnings = 20 }
        try m.open()
        try m.bowler()
        // Bilal, the non-striker, run out off a wide.
        try m.apply(.delivery(Delivery(wides: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Bilal"))))
        #expect(m.rejection(.amendWicket(batter: "Bilal", kind: .caught, fielder: "Femi")) == .dismissalNeedsStriker(.caught))
        #expect(m.rejection(.amendWicket(batter: "Bilal", kind: .retiredOut, fielder: nil)) == .cannotAmend(.runOut, to: .retiredOut))
        try m.apply(.amendWicket(batter: "Bilal", kind: .obstructingTheField, fielder: nil))
        #expect(m.batter("Bilal")?.dismissal?.kind == .obstructingTheField)
        // Asha (the striker) stumped off a wide may become hit wicket, not lbw.
        try m.apply(.newBatter(name: "Chen", onStrike: false))
        try m.apply(.delivery(Delivery(wides: 1, wicket: WicketEvent(kind: .stumped, fielder: "Keeper"))))
        #expect(m.rejection(.amendWicket(batter: "Asha", kind: .lbw, fielder: nil)) == .dismissalNotPossibleOffWide(.lbw))
        try m.apply(.amendWicket(batter: "Asha", kind: .hitWicket, fielder: nil))
    }

    @Test func aRevisedChaseShortensEachBowlersAllowance() throws {
        var m = try CricketMatch {
            $0.oversPerInnings = 20
            $0.maxOversPerBowler = 4
        }
        try m.open()
        try m.bowler()
        try m.ball(bat: 1)
        try m.apply(.endInnings(reason: .rain))
        // Ten overs for the chase: four of twenty becomes two of ten.
        try m.apply(.setTarget(runs: 2, overs: OversNotation(overs: 10)))
        try m.open("Hana", "Ivo")
        for over in 0..<4 {
            try m.bowler(over % 2 == 0 ? "X" : "Y")
            for _ in 0..<6 { try m.ball() }
        }
        #expect(m.rejection(.bowler(name: "X")) == .bowlerOverLimit("X", 2))
        try m.bowler("Z")
    }
}
