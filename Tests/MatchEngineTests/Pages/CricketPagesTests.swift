import Testing
@testable import MatchEngine

/// The cards between balls, each figure worked out by hand in the comments before the engine
/// built the page.
@Suite("Pages: the cricket cards")
struct CricketPagesTests {
    /// Five a side, three overs. Riverside's first over, bowled by Kofi:
    ///   4 (Asha 4 (1), a four) · 1 (Asha 5 (2); Bilal to strike) · 1wd (Kofi +1)
    ///   6 (Bilal 6 (1), a six) · W (Bilal c Lena b Kofi 6 (2); FOW 1-12 at 0.4)
    ///   Chen in, faces: dot (Chen 0 (1)) · 1lb (Chen 0 (2); they cross, then ends change:
    ///   Chen faces the second over).
    /// Total 4+1+1+6+1 = 13/1 in 1 over; extras lb 1, w 1. Kofi 1.0-0-12-1 (wd 1; the leg-bye
    /// is not his), econ 12.00. 1st wicket 12 off 4 balls (the wide is no ball to the pair);
    /// 2nd wicket so far 1 (the leg-bye) off 2 balls: Asha 0 (0), Chen 0 (2).
    static func firstOver() throws -> PagesMatch {
        var m = try PagesMatch(players: [["Asha", "Bilal", "Chen", "Dev", "Eli"], ["Kofi", "Lena", "Mo", "Nia", "Oto"]]) {
            $0.oversPerInnings = 3
            $0.playersPerSide = 5
        }
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 4)
        try m.ball(bat: 1)
        try m.ball(wides: 1)
        try m.ball(bat: 6)
        try m.out(.caught, fielder: "Lena")
        try m.newBatter("Chen")
        try m.ball()
        try m.ball(legByes: 1)
        return m
    }

    @Test("Batting card: every row's how out, R, B, 4s, 6s and SR; yet to bat, extras, total")
    func batting() throws {
        let page = try #require(try Self.firstOver().page(.batting))
        #expect(page.layout == .cricketBatting)
        #expect(page.text("title") == "Riverside batting")
        #expect(["runs", "balls", "fours", "sixes", "sr"].map { page.text(BoardKey(rawValue: "head.\($0)")) } == ["R", "B", "4s", "6s", "SR"])
        func row(_ n: Int) -> [String?] {
            ["name", "howOut", "runs", "balls", "fours", "sixes", "sr"].map { page.text(BoardKey(rawValue: "bat.\(n).\($0)")) }
        }
        // SR: 5 off 2 = 250.00; 6 off 2 = 300.00; 0 off 2 = 0.00.
        #expect(row(1) == ["Asha", "not out", "5", "2", "1", "0", "250.00"])
        #expect(row(2) == ["Bilal", "c Lena b Kofi", "6", "2", "0", "1", "300.00"])
        #expect(row(3) == ["Chen", "not out", "0", "2", "0", "0", "0.00"])
        #expect(page["bat.4.name"] == nil)
        #expect(page["bat.1.name"]?.flag == true)
        #expect(page["bat.2.name"]?.flag == false)
        #expect(page.text("notBatted") == "Yet to bat: Dev, Eli")
        #expect(page.text("extras") == "Extras 2 (lb 1, w 1)")
        #expect(page.text("total") == "13/1 (1 ov)")
    }

    @Test("A smaller panel drops whole columns: SR first, then 4s and 6s, then how out; name, runs and balls stay")
    func columnPriorities() throws {
        let page = try #require(try Self.firstOver().page(.batting))
        func priority(_ column: String) -> Set<Int> {
            Set(page.fields.filter { $0.key.rawValue.hasSuffix(".\(column)") }.map(\.priority))
        }
        for column in ["name", "howOut", "runs", "balls", "fours", "sixes", "sr"] {
            #expect(priority(column).count == 1, "column \(column) has one priority, head included")
        }
        let p = { (c: String) in priority(c).first ?? 0 }
        #expect(p("sr") > p("fours") && p("fours") == p("sixes") && p("sixes") > p("howOut"))
        #expect(p("howOut") > p("balls") && p("balls") >= p("runs") && p("runs") == p("name"))
    }

    @Test("Bowling card: O M R W Econ Wd Nb; nobody bowling between overs")
    func bowling() throws {
        var m = try Self.firstOver()
        let page = try #require(m.page(.bowling))
        #expect(page.layout == .cricketBowling)
        #expect(page.text("title") == "Hillcrest bowling")
        #expect(["overs", "maidens", "runs", "wickets", "econ", "wides", "noBalls"].map { page.text(BoardKey(rawValue: "head.\($0)")) }
            == ["O", "M", "R", "W", "Econ", "Wd", "Nb"])
        #expect(["name", "overs", "maidens", "runs", "wickets", "econ", "wides", "noBalls"].map { page.text(BoardKey(rawValue: "bowl.1.\($0)")) }
            == ["Kofi", "1.0", "0", "12", "1", "12.00", "1", "0"])
        #expect(page["bowl.1.name"]?.flag == false)
        // Lena comes on and bowls a dot: she is bowling now, her economy 0.00; Kofi is not.
        try m.bowler("Lena")
        try m.ball()
        let next = try #require(m.page(.bowling))
        #expect(["name", "overs", "maidens", "runs", "wickets", "econ"].map { next.text(BoardKey(rawValue: "bowl.2.\($0)")) }
            == ["Lena", "0.1", "0", "0", "0", "0.00"])
        #expect(next["bowl.2.name"]?.flag == true)
        #expect(next["bowl.1.name"]?.flag == false)
    }

    @Test("Fall of wickets: score, batter and over; none before the first wicket")
    func fallOfWickets() throws {
        let page = try #require(try Self.firstOver().page(.fallOfWickets))
        #expect(page.layout == .cricketFallOfWickets)
        #expect(page.text("title") == "Fall of wickets")
        #expect([page.text("fow.1.score"), page.text("fow.1.batter"), page.text("fow.1.overs")] == ["1-12", "Bilal", "0.4 ov"])
        #expect(page["fow.2.score"] == nil)
        #expect(page.text("total") == "13/1 (1 ov)")

        var fresh = try PagesMatch()
        try fresh.open()
        try fresh.bowler("Kofi")
        try fresh.ball(bat: 2)
        #expect(fresh.page(.fallOfWickets) == nil)
    }

    @Test("Partnership: the one in progress with each batter's share and the best so far")
    func partnership() throws {
        var m = try Self.firstOver()
        let page = try #require(m.page(.partnership))
        #expect(page.layout == .cricketPartnership)
        #expect(page.text("title") == "2nd wicket partnership")
        #expect(page.text("runs") == "1")
        #expect(page.text("balls") == "off 2 balls")
        #expect(page.text("batter1") == "Asha 0 (0)")
        #expect(page.text("batter2") == "Chen 0 (2)")
        #expect(page.text("best") == "Best: 1st wkt 12 (4)")
        // Over 2, Lena to Chen: 4, then a single; Asha faces and hits 2.
        // Partnership 1 + 4 + 1 + 2 = 8 off 5; Chen 5 (4) of it, Asha 2 (1).
        try m.bowler("Lena")
        try m.ball(bat: 4)
        try m.ball(bat: 1)
        try m.ball(bat: 2)
        let later = try #require(m.page(.partnership))
        #expect([later.text("runs"), later.text("balls"), later.text("batter1"), later.text("batter2")]
            == ["8", "off 5 balls", "Asha 2 (1)", "Chen 5 (4)"])
    }

    @Test("No target page in the first innings; cricket has no game summary or sponsor page of its own")
    func pagesCricketLacks() throws {
        let m = try Self.firstOver()
        #expect(m.page(.target) == nil)
        #expect(m.page(.gameSummary) == nil)
        #expect(m.page(.sponsor) == nil)
        #expect(m.page(.main) == m.session.scoreboard(at: nil))
        #expect(try PagesMatch().page(.batting) == nil)
    }

    /// Two overs an innings. Riverside: a four, then eleven dots: 4/0 in 2 overs. Hillcrest
    /// need 5 off 12 balls.
    static func chase() throws -> PagesMatch {
        var m = try PagesMatch { $0.oversPerInnings = 2 }
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 4)
        try m.dots(5)
        try m.bowler("Lena")
        try m.dots(6)
        return m
    }

    @Test("Target page: need, balls left, RRR and CRR as the chase goes; none once it is won")
    func target() throws {
        var m = try Self.chase()
        #expect(m.page(.target) == nil)
        try m.open("Kofi", "Lena")
        let start = try #require(m.page(.target))
        #expect(start.layout == .cricketTarget)
        // 5 off 12 balls: 5 × 6 / 12 = 2.50 an over; no current rate before a ball.
        #expect([start.text("title"), start.text("need"), start.text("needLine"), start.text("target"), start.text("rrr")]
            == ["Hillcrest need", "5", "off 12 balls", "Target 5", "RRR 2.50"])
        #expect(start["crr"] == nil)
        #expect(start["par"] == nil)
        try m.bowler("Asha")
        try m.ball(bat: 1)
        // 4 off 11: 24 / 11 = 2.18; 1 off 1 ball is 6.00 an over.
        let after = try #require(m.page(.target))
        #expect([after.text("need"), after.text("needLine"), after.text("rrr"), after.text("crr")]
            == ["4", "off 11 balls", "RRR 2.18", "CRR 6.00"])
        try m.ball(bat: 4)
        #expect(m.state.phase == .finished)
        #expect(m.page(.target) == nil)
        // After the result the cards show the last innings.
        #expect(m.page(.batting)?.text("title") == "Hillcrest batting")
    }

    @Test("Phases: a break before the first ball, in play mid-over, between overs after the last legal ball until the next delivery, a break between innings, finished with the result")
    func phases() throws {
        var m = try PagesMatch { $0.oversPerInnings = 2 }
        #expect(m.phase == .atBreak)
        try m.open()
        #expect(m.phase == .atBreak)
        try m.bowler("Kofi")
        #expect(m.phase == .atBreak)
        try m.ball()
        #expect(m.phase == .inPlay)
        try m.dots(4)
        #expect(m.phase == .inPlay)
        try m.ball()
        #expect(m.phase == .betweenOvers)
        try m.bowler("Lena")
        #expect(m.phase == .betweenOvers)
        try m.ball(wides: 1)
        #expect(m.phase == .inPlay, "a wide opens the over")
        try m.dots(6)
        #expect(m.phase == .atBreak, "the innings is over")
        try m.open("Kofi", "Lena")
        #expect(m.phase == .atBreak)
        try m.bowler("Asha")
        try m.ball(bat: 1)
        #expect(m.phase == .inPlay, "1 of the 2 needed (the wide was Riverside's only run)")
        try m.ball(bat: 1)
        #expect(m.phase == .finished)
    }

    /// After the first over (Kofi), Lena bowls six dots to Chen: over 2 done. Kofi is named for
    /// over 3 but has not bowled it: nobody is bowling now, on the banner or the card. His first
    /// ball makes him the bowler on.
    @Test("The next bowler named between overs is not flagged as bowling until his first ball")
    func nextBowlerNotFlaggedBetweenOvers() throws {
        var m = try Self.firstOver()
        try m.bowler("Lena")
        try m.dots(6)
        try m.bowler("Kofi")
        #expect(m.phase == .betweenOvers)
        var banner = try #require(m.page(.main))
        #expect(banner.text("bowler") == "Kofi 1.0-0-12-1")
        #expect(banner["bowler"]?.flag == false)
        var card = try #require(m.page(.bowling))
        #expect([card.text("bowl.1.name"), card.text("bowl.2.name")] == ["Kofi", "Lena"])
        #expect([card["bowl.1.name"]?.flag, card["bowl.2.name"]?.flag] == [false, false])
        try m.ball()
        banner = try #require(m.page(.main))
        #expect(banner["bowler"]?.flag == true)
        card = try #require(m.page(.bowling))
        #expect([card["bowl.1.name"]?.flag, card["bowl.2.name"]?.flag] == [true, false])
    }

    @Test("Before an innings' first ball the bowler named is not bowling yet")
    func firstBowlerNotFlaggedBeforeTheFirstBall() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        #expect(m.page(.main)?["bowler"]?.flag == false)
        try m.ball()
        #expect(m.page(.main)?["bowler"]?.flag == true)
    }

    /// chase(): Riverside's two overs are up with Asha and Bilal not out, 4/0. Hillcrest need
    /// 5: a four, then a single wins it with Kofi and Lena not out.
    @Test("No partnership page once the innings is closed: its overs up, the target reached")
    func noPartnershipOnceClosed() throws {
        var m = try Self.chase()
        #expect(m.state.innings.first?.closed == .oversUp)
        #expect(m.page(.partnership) == nil)
        try m.open("Kofi", "Lena")
        try m.bowler("Asha")
        try m.ball(bat: 4)
        #expect(m.page(.partnership)?.text("runs") == "4")
        try m.ball(bat: 1)
        #expect(m.state.phase == .finished)
        #expect(m.page(.partnership) == nil)
    }
}
