import Testing
@testable import MatchEngine

/// A target revised by DLS marks the result "(DLS)"; one revised for any other reason
/// (overs lost without DLS) does not.
@Suite struct CricketDLSTargetTests {
    static func chase(method: CricketAction.TargetMethod?) throws -> CricketState {
        var m = try CricketMatch {
            $0.oversPerInnings = 2
            $0.maxOversPerBowler = 2
        }
        try m.apply(.openers(striker: "A", nonStriker: "B"))
        try m.apply(.bowler(name: "K"))
        for _ in 0..<6 { try m.apply(.delivery(Delivery(bat: 2))) }
        try m.apply(.bowler(name: "L"))
        for _ in 0..<6 { try m.apply(.delivery(Delivery(bat: 2))) }
        // Riverside 24/0 in 2 overs; rain: Hillcrest need 11 off 1 over by the revised target.
        try m.apply(.setTarget(runs: 11, overs: OversNotation(overs: 1), method: method))
        try m.apply(.openers(striker: "C", nonStriker: "D"))
        try m.apply(.bowler(name: "X"))
        try m.apply(.delivery(Delivery(bat: 6)))
        try m.apply(.delivery(Delivery(bat: 6)))
        return m.state
    }

    @Test func aDLSTargetMarksTheResult() throws {
        let s = try Self.chase(method: .dls)
        #expect(s.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 10 wickets (DLS)"))
        #expect(s.innings[1].target == Target(runs: 11, overs: OversNotation(overs: 1), method: .dls))
    }

    @Test func aPlainRevisedTargetDoesNot() throws {
        let s = try Self.chase(method: nil)
        #expect(s.result?.text == "Hillcrest won by 10 wickets")
    }

    @Test func theMethodIsReadFromJSON() {
        let outcome = Replay().run("""
            {"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnings":1}}
            {"type":"openers"}
            {"type":"endInnings","reason":"rain"}
            {"type":"setTarget","runs":5,"overs":"0.3","method":"dls"}
            {"type":"setTarget","runs":5,"overs":"0.3","method":"vjd"}
            """, each: false)
        #expect(outcome.rejections.map(\.error) == [#"In "setTarget", "method" must be one of "dls"."#])
    }
}

/// The CSV of a button-box match shows the names and dismissals filled in afterwards.
@Suite struct CricketExportFixTests {
    @Test func renamesAndAmendmentsReachTheRowsAlreadyWritten() throws {
        var m = try CricketMatch {
            $0.oversPerInnings = 1
            $0.playersPerSide = 3
        }
        try m.open(nil, nil)
        try m.bowler(nil)
        try m.ball(bat: 1)
        try m.out(.out)  // Batter 2, now on strike, out; kind not recorded
        try m.apply(.newBatter(name: nil, onStrike: nil))
        for _ in 0..<4 { try m.ball() }
        try m.open(nil, nil)  // Hillcrest: their own Batter 1 and Batter 2
        try m.bowler(nil)
        try m.ball(bat: 4)
        try m.apply(.renamePlayer(from: "Batter 2", to: "Asha Rao", team: "Riverside"))
        try m.apply(.renamePlayer(from: "Bowler 1", to: "Kofi Mensah", team: "Hillcrest"))
        try m.apply(.amendWicket(batter: "Asha Rao", kind: .caught, fielder: "Femi"))
        let tables = try #require(CricketExport.tables(m.history))
        let rows = tables.events.rows
        // Riverside's second ball: Asha Rao (was Batter 2) caught Femi, bowled by Kofi Mensah.
        #expect(rows[1][6] == "Asha Rao" && rows[1][14] == "caught" && rows[1][15] == "Asha Rao" && rows[1][16] == "Femi")
        #expect(rows[1][5] == "Kofi Mensah")
        // Hillcrest's Batter 2 keeps the name: the rename was Riverside's.
        #expect(rows[6][7] == "Batter 2")
        #expect(rows[6][5] == "Bowler 1")
    }

    /// Worked by hand: Riverside 4, 6, a wide, 1, a no-ball with 2 off the bat, a bye (16);
    /// 5 penalty runs to them (21); 2 leg-byes (23); 5 to Hillcrest, who have not batted; a
    /// dot ends the over and the innings. Hillcrest start on 5 and score 3: 8.
    @Test func runsAwardedBetweenBallsHaveRowsSoTheColumnsAddUp() throws {
        var m = try CricketMatch { $0.oversPerInnings = 1 }
        try m.open()
        try m.bowler()
        try m.ball(bat: 4)
        try m.ball(bat: 6)
        try m.ball(wides: 1)
        try m.ball(bat: 1)
        try m.ball(bat: 2, noBalls: 1)
        try m.ball(byes: 1)
        try m.apply(.penaltyRuns(runs: 5, to: .batting))
        try m.ball(legByes: 2)
        try m.apply(.penaltyRuns(runs: 5, to: .fielding))
        try m.ball()
        try m.open("Hana", "Ivo")
        try m.bowler("Asha")
        try m.ball(bat: 3)
        #expect(m.innings(0).runs == 23 && m.innings(1).runs == 8)
        let rows = try #require(CricketExport.tables(m.history)).events.rows
        #expect(rows.count == 11)
        #expect(rows[6] == ["test", "1", "Riverside", "no", "0.4", "", "", "", "0", "0", "0", "0", "0", "5", "", "", "", "21", "0"])
        #expect(rows[9] == ["test", "2", "Hillcrest", "no", "0.0", "", "", "", "0", "0", "0", "0", "0", "5", "", "", "", "5", "0"])
        for (innings, total) in [("1", 23), ("2", 8)] {
            let sum = rows.filter { $0[1] == innings }.reduce(0) { sum, row in
                sum + row[8...13].reduce(0) { $0 + (Int($1) ?? 0) }
            }
            #expect(sum == total, "innings \(innings)")
            #expect(rows.last { $0[1] == innings }?[17] == "\(total)")
        }
    }
}
