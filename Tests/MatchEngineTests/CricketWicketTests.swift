import Testing
@testable import MatchEngine

/// Every way out (Laws 32–40 and 25.4), who is credited, and where the new batter goes.
@Suite struct CricketWicketTests {
    /// Asha on strike, Bilal at the other end, Kofi bowling, no ball bowled yet.
    private func started() throws -> CricketMatch {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        return m
    }

    static let bowlerCredit: [(DismissalKind, Bool)] = [
        (.bowled, true), (.caught, true), (.caughtAndBowled, true), (.lbw, true),
        (.stumped, true), (.hitWicket, true), (.out, true),
        (.runOut, false), (.hitBallTwice, false), (.obstructingTheField, false),
    ]

    @Test(arguments: bowlerCredit)
    func dismissalOnALegalBallAndTheBowlersCredit(kind: DismissalKind, credited: Bool) throws {
        var m = try started()
        try m.ball(bat: 2)
        try m.out(kind, fielder: "Femi")
        #expect(m.inn.wickets == 1)
        #expect(m.bowlerScore("Kofi")?.wickets == (credited ? 1 : 0))
        let asha = try #require(m.batter("Asha"))
        #expect(asha.status == .out && asha.balls == 2 && asha.runs == 2)
        let legalBall = WicketContext(wasStriker: true, offWide: false, offNoBall: false, freeHit: false)
        #expect(asha.dismissal == Dismissal(kind: kind, bowler: "Kofi", fielder: "Femi", context: legalBall))
        #expect(m.inn.fallOfWickets == [FallOfWicket(wicket: 1, runs: 2, batter: "Asha", overs: "0.2")])
        #expect(m.inn.partnership == Partnership())
        #expect(m.state.lastEvent == .wicket)
        // The dismissed batter's place is empty until the next one comes in.
        #expect(m.striker == nil && m.nonStriker == "Bilal")
        try m.newBatter("Chen")
        // Law 18.11: after a catch the new batter faces; otherwise the dismissed striker's
        // end is the striker's end anyway. Either way Chen is on strike here.
        #expect(m.striker == "Chen" && m.nonStriker == "Bilal")
    }

    @Test func catchOnTheLastBallOfTheOverLeavesTheNewBatterOffStrike() throws {
        var m = try started()
        try m.dots(5)
        try m.out(.caught, fielder: "Femi")
        // The over is over, ends change: Bilal faces the next over, Chen comes in at the
        // other end (Law 18.11 "unless the over has ended").
        #expect(m.striker == "Bilal" && m.nonStriker == nil)
        try m.newBatter("Chen")
        #expect(m.striker == "Bilal" && m.nonStriker == "Chen")
    }

    @Test func caughtAfterTheBattersCrossedStillBringsTheNewBatterOnStrike() throws {
        var m = try started()
        try m.ball(bat: 1)             // Bilal now faces
        try m.out(.caught, fielder: "Femi")
        #expect(m.nonStriker == "Asha" && m.striker == nil)
        try m.newBatter("Chen")
        #expect(m.striker == "Chen")
    }

    @Test func incomingBattersEndCanBeOverridden() throws {
        var m = try started()
        try m.out(.caught, fielder: "Femi")
        try m.newBatter("Chen", onStrike: false)
        #expect(m.striker == "Bilal" && m.nonStriker == "Chen")
        try m.out(.bowled)
        try m.newBatter("Dev", onStrike: true)
        #expect(m.striker == "Dev" && m.nonStriker == "Chen")
    }

    @Test func runOutOfTheNonStrikerWithARunCompleted() throws {
        var m = try started()
        // One run completed, Bilal run out going for the second.
        try m.ball(bat: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Bilal", fielder: "Femi"))
        #expect(m.inn.runs == 1 && m.batter("Asha")?.runs == 1)
        #expect(m.inn.wickets == 1 && m.bowlerScore("Kofi")?.wickets == 0)
        #expect(m.batter("Bilal")?.status == .out)
        #expect(m.batter("Bilal")?.balls == 0)
        // After the completed run Bilal was at the striker's end: that place is now empty.
        #expect(m.striker == nil && m.nonStriker == "Asha")
        try m.newBatter("Chen")
        #expect(m.striker == "Chen")
    }

    @Test func runOutOfTheStrikerOffANoBall() throws {
        var m = try started()
        try m.ball(bat: 1, noBalls: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Asha"))
        #expect(m.inn.runs == 2 && m.inn.legalBalls == 0)
        #expect(m.batter("Asha")?.runs == 1 && m.batter("Asha")?.balls == 1)
        #expect(m.batter("Asha")?.status == .out)
        #expect(m.striker == "Bilal" && m.nonStriker == nil)
        #expect(m.state.freeHit)
    }

    @Test func runOutOffAWideWithARunCompleted() throws {
        var m = try started()
        try m.ball(wides: 2, wicket: WicketEvent(kind: .runOut, playerOut: "Bilal"))
        #expect(m.inn.runs == 2 && m.inn.extras.wides == 2 && m.inn.wickets == 1)
        let kofi = try #require(m.bowlerScore("Kofi"))
        #expect(kofi.wides == 2 && kofi.wickets == 0 && kofi.legalBalls == 0)
        #expect(m.striker == nil && m.nonStriker == "Asha")
    }

    @Test func stumpedOffAWideIsTheBowlersWicket() throws {
        var m = try started()
        try m.ball(wides: 1, wicket: WicketEvent(kind: .stumped, fielder: "Gita"))
        #expect(m.inn.runs == 1 && m.inn.wickets == 1 && m.inn.legalBalls == 0)
        #expect(m.bowlerScore("Kofi")?.wickets == 1)
        #expect(m.batter("Asha")?.balls == 0)
        #expect(m.inn.fallOfWickets.first?.overs == "0.0")
    }

    @Test func hitWicketOffAWide() throws {
        var m = try started()
        try m.ball(wides: 1, wicket: WicketEvent(kind: .hitWicket))
        #expect(m.bowlerScore("Kofi")?.wickets == 1)
    }

    @Test func obstructingTheFieldByTheNonStriker() throws {
        var m = try started()
        try m.ball(wicket: WicketEvent(kind: .obstructingTheField, playerOut: "Bilal"))
        #expect(m.batter("Bilal")?.status == .out && m.bowlerScore("Kofi")?.wickets == 0)
        #expect(m.striker == "Asha" && m.nonStriker == nil)
    }

    @Test func timedOutBatterIsOutWithoutFacingAndTheVacancyRemains() throws {
        var m = try started()
        try m.out(.bowled)
        try m.apply(.timedOut(batter: "Chen"))
        #expect(m.inn.wickets == 2)
        #expect(m.batter("Chen")?.dismissal?.kind == .timedOut && m.batter("Chen")?.balls == 0)
        #expect(m.bowlerScore("Kofi")?.wickets == 1)   // only the bowled
        #expect(m.inn.legalBalls == 1)
        #expect(m.striker == nil && m.nonStriker == "Bilal")
        try m.newBatter("Dev")
        #expect(m.striker == "Dev")
    }

    @Test func retiredOutIsAWicketNotCreditedToAnyBowler() throws {
        var m = try started()
        try m.ball(bat: 3)
        try m.apply(.retire(batter: "Bilal", out: true))
        #expect(m.inn.wickets == 1)
        #expect(m.batter("Bilal")?.dismissal == Dismissal(kind: .retiredOut, bowler: nil, fielder: nil))
        #expect(m.bowlerScore("Kofi")?.wickets == 0)
        #expect(m.striker == nil && m.nonStriker == "Asha")
    }

    @Test func retiredHurtIsNotOutAndTheBatterMayReturn() throws {
        var m = try started()
        try m.ball(bat: 2)
        try m.apply(.retire(batter: "Asha", out: false))
        #expect(m.inn.wickets == 0 && m.inn.fallOfWickets.isEmpty)
        #expect(m.batter("Asha")?.status == .retiredHurt)
        #expect(m.striker == nil)
        try m.newBatter("Chen")
        try m.out(.lbw)                     // Chen out; Asha resumes her innings
        try m.newBatter("Asha")
        let asha = try #require(m.batter("Asha"))
        #expect(asha.status == .batting && asha.runs == 2 && asha.balls == 1)
        #expect(m.striker == "Asha" && m.inn.wickets == 1)
        #expect(m.inn.batters.count == 3)   // no second entry for Asha
    }

    @Test func unrecordedWicketIsCreditedUntilAmended() throws {
        var m = try started()
        try m.ball(bat: 1)
        try m.out(.out)                      // a button box: "out", kind unknown
        #expect(m.bowlerScore("Kofi")?.wickets == 1)
        let before = m.state
        try m.apply(.amendWicket(batter: "Bilal", kind: .runOut, fielder: "Femi"))
        // Only the credit changes: the team's wickets, runs, balls and strike stay as they were.
        #expect(m.bowlerScore("Kofi")?.wickets == 0)
        // Bilal faced the second ball (Asha's single gave him the strike): a legal ball, striker.
        let ball = WicketContext(wasStriker: true, offWide: false, offNoBall: false, freeHit: false)
        #expect(m.batter("Bilal")?.dismissal == Dismissal(kind: .runOut, bowler: "Kofi", fielder: "Femi", context: ball))
        var expected = before
        expected.innings[0].bowlers[0].wickets = 0
        expected.innings[0].batters[1].dismissal = Dismissal(kind: .runOut, bowler: "Kofi", fielder: "Femi", context: ball)
        expected.lastEvent = nil   // the wicket flash belongs to the ball, not the amendment
        #expect(m.state == expected)
        try m.apply(.amendWicket(batter: "Bilal", kind: .caught, fielder: nil))
        #expect(m.bowlerScore("Kofi")?.wickets == 1)
        #expect(m.batter("Bilal")?.dismissal?.fielder == "Femi")   // kept when not given
        try m.apply(.amendWicket(batter: "Bilal", kind: .lbw, fielder: nil))
        #expect(m.bowlerScore("Kofi")?.wickets == 1)               // credited to credited
    }

    @Test func amendingToAKindWithoutAFielderDropsIt() throws {
        var m = try started()
        try m.ball(bat: 1)
        try m.out(.caught, fielder: "Femi")
        try m.apply(.amendWicket(batter: "Bilal", kind: .bowled, fielder: nil))
        #expect(m.batter("Bilal")?.dismissal?.kind == .bowled)
        #expect(m.batter("Bilal")?.dismissal?.fielder == nil)      // no catcher on a bowled
        // Given with a kind that takes none, a fielder is dropped too.
        try m.apply(.amendWicket(batter: "Bilal", kind: .lbw, fielder: "Femi"))
        #expect(m.batter("Bilal")?.dismissal?.fielder == nil)
        try m.apply(.amendWicket(batter: "Bilal", kind: .stumped, fielder: "Gus"))
        #expect(m.batter("Bilal")?.dismissal?.fielder == "Gus")
        // "" clears the fielder of a kind that takes one.
        try m.apply(.amendWicket(batter: "Bilal", kind: .caught, fielder: ""))
        #expect(m.batter("Bilal")?.dismissal?.fielder == nil)
        let card = CricketScorecard.build(m.state)
        let line = try #require(card.innings.first?.batting.first { $0.name == "Bilal" })
        #expect(line.fielder == nil)
        // The CSV's row of the ball agrees.
        try m.apply(.amendWicket(batter: "Bilal", kind: .caught, fielder: "Femi"))
        try m.apply(.amendWicket(batter: "Bilal", kind: .bowled, fielder: nil))
        let tables = try #require(CricketExport.tables(m.history))
        let row = try #require(tables.events.rows.last { $0[15] == "Bilal" })
        #expect(row[14] == "bowled" && row[16] == "")
    }

    @Test func renameChangesTheNameEverywhereAndNoFigure() throws {
        var m = try started()
        try m.ball(bat: 4)
        try m.out(.caught, fielder: "Femi")
        try m.newBatter("Chen")
        let before = m.state
        try m.apply(.renamePlayer(from: "Kofi", to: "Kofi Mensah"))
        try m.apply(.renamePlayer(from: "Asha", to: "Asha Rao"))
        try m.apply(.renamePlayer(from: "Femi", to: "Femi Ade"))
        let asha = try #require(m.batter("Asha Rao"))
        #expect(asha.runs == 4 && asha.balls == 2 && asha.fours == 1)
        #expect(asha.dismissal == Dismissal(kind: .caught, bowler: "Kofi Mensah", fielder: "Femi Ade", context: asha.dismissal?.context))
        let kofi = try #require(m.bowlerScore("Kofi Mensah"))
        #expect(kofi.runs == 4 && kofi.wickets == 1 && kofi.legalBalls == 2)
        #expect(m.state.bowler == "Kofi Mensah")
        #expect(m.inn.currentOver.bowlers == ["Kofi Mensah"])
        #expect(m.inn.fallOfWickets.map(\.batter) == ["Asha Rao"])
        let names = CricketRules.playerNames(m.state, team: 0).union(CricketRules.playerNames(m.state, team: 1))
        #expect(!names.contains("Kofi") && !names.contains("Asha") && !names.contains("Femi"))
        // Renaming back gives exactly the state before: nothing but names was touched.
        try m.apply(.renamePlayer(from: "Kofi Mensah", to: "Kofi"))
        try m.apply(.renamePlayer(from: "Asha Rao", to: "Asha"))
        try m.apply(.renamePlayer(from: "Femi Ade", to: "Femi"))
        #expect(m.state == before)
    }

    @Test func renameAlsoChangesTheTeamSheetAndCompletedOvers() throws {
        var m = try CricketMatch(players: [["Asha", "Bilal"], ["Kofi", "Lena"]])
        try m.open()
        try m.maiden("Kofi")
        try m.apply(.renamePlayer(from: "Kofi", to: "K. Mensah"))
        #expect(m.state.setup.teams[1].players == ["K. Mensah", "Lena"])
        #expect(m.inn.overLog.map(\.bowlers) == [["K. Mensah"]])
        #expect(CricketFormat.maidens("K. Mensah", m.inn) == 1)
        #expect(m.rejection(.bowler(name: "K. Mensah")) == .bowlerBowledLastOver("K. Mensah"))
        #expect(m.rejection(.renamePlayer(from: "Lena", to: "Asha")) == .nameTaken("Asha"))
    }

    @Test(arguments: [
        (DismissalKind.caught, "c Femi b Kofi"), (.caughtAndBowled, "c & b Kofi"), (.bowled, "b Kofi"),
        (.lbw, "lbw b Kofi"), (.stumped, "st Femi b Kofi"), (.hitWicket, "hit wicket b Kofi"),
        (.runOut, "run out (Femi)"), (.hitBallTwice, "hit the ball twice"),
        (.obstructingTheField, "obstructing the field"), (.out, "out b Kofi"),
    ])
    func scorecardWordingOfEachDismissal(kind: DismissalKind, howOut: String) throws {
        var m = try started()
        try m.out(kind, fielder: "Femi")
        #expect(CricketFormat.howOut(try #require(m.batter("Asha"))) == howOut)
        #expect(CricketFormat.howOut(try #require(m.batter("Bilal"))) == "not out")
    }

    @Test func scorecardWordingOfRetirementsAndTimedOut() throws {
        var m = try started()
        try m.apply(.retire(batter: "Asha", out: false))
        try m.newBatter("Chen")
        try m.apply(.retire(batter: "Chen", out: true))
        try m.apply(.timedOut(batter: "Dev"))
        #expect(m.inn.batters.map(CricketFormat.howOut) == ["retired hurt", "not out", "retired out", "timed out"])
    }

    @Test func aDismissedBatterCannotBatAgain() throws {
        var m = try started()
        try m.out(.bowled)
        #expect(m.rejection(.newBatter(name: "Asha", onStrike: nil)) == .batterAlreadyOut("Asha"))
        #expect(m.rejection(.newBatter(name: "Bilal", onStrike: nil)) == .batterAlreadyIn("Bilal"))
    }
}

/// Placeholders repeat across sides: a rename must say which side when both have the name.
@Suite struct CricketPlaceholderRenameTests {
    @Test func renamingABatterPlaceholderNeedsTheTeamWhenBothSidesHaveIt() throws {
        var m = try CricketMatch {
            $0.oversPerInnings = 1
            $0.playersPerSide = 3
        }
        // Riverside bat: Batter 1 and Batter 2; Hillcrest bowl with Bowler 1.
        try m.apply(.openers(striker: nil, nonStriker: nil))
        try m.apply(.bowler(name: nil))
        for _ in 0..<6 { try m.apply(.delivery(Delivery(bat: 1))) }
        // Hillcrest bat: their own Batter 1 and Batter 2; Riverside bowl with Bowler 1.
        try m.apply(.openers(striker: nil, nonStriker: nil))
        try m.apply(.bowler(name: nil))
        try m.apply(.delivery(Delivery(bat: 4)))
        #expect(throws: CricketRejection.playerOnBothSides("Batter 1")) {
            try m.apply(.renamePlayer(from: "Batter 1", to: "Asha"))
        }
        try m.apply(.renamePlayer(from: "Batter 1", to: "Asha", team: "Riverside"))
        #expect(m.state.innings[0].batters.map(\.name) == ["Asha", "Batter 2"])
        // Hillcrest's Batter 1 keeps the name and the 4 runs.
        #expect(m.state.innings[1].batters.map(\.name) == ["Batter 1", "Batter 2"])
        #expect(m.state.innings[1].batters[0].runs == 4)
        #expect(m.state.striker == "Batter 1")
        // Bowler 1 of Hillcrest bowled in innings 1; Riverside's Bowler 1 bowls now.
        try m.apply(.renamePlayer(from: "Bowler 1", to: "Kofi", team: "HIL"))
        #expect(m.state.innings[0].bowlers.map(\.name) == ["Kofi"])
        #expect(m.state.innings[1].bowlers.map(\.name) == ["Bowler 1"])
        #expect(m.state.bowler == "Bowler 1")
        #expect(CricketRejection.playerOnBothSides("Batter 2").message.contains("\"team\""))
    }
}
