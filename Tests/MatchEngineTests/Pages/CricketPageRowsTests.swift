import Testing
@testable import MatchEngine

/// Tables longer than the renderer's templates (11 batting rows, 11 bowling, 10 wickets): the
/// page sends the rows that matter, in order, never more than the screen draws. Thirteen a
/// side, so twelve can bat and twelve can bowl.
@Suite("Pages: the cards' row limits")
struct CricketPageRowsTests {
    static let riverside = ["Asha", "Bilal", "Chen", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lou", "Max"]
    static let hillcrest = ["Kofi", "Lena", "Mo", "Nia", "Oto", "Pia", "Quin", "Raj", "Sol", "Tam", "Uma", "Vic", "Wes"]

    static func thirteenASide() throws -> PagesMatch {
        try PagesMatch(players: [riverside, hillcrest]) {
            $0.playersPerSide = 13
            $0.oversPerInnings = 20
        }
    }

    /// Over 1, Kofi: Asha, Chen, Dev, Eli and Fay bowled on balls 1-5 (each new batter takes
    /// the striker's place), Gus a dot: 0/5; ends change, Bilal faces. Over 2, Lena: Bilal a
    /// single; Gus, Hal, Ivy, Jo and Kai bowled on balls 2-6: 1/10. Lou comes in with Bilal:
    /// twelve have batted, Max is yet to bat.
    static func tenDown() throws -> PagesMatch {
        var m = try thirteenASide()
        try m.open()
        try m.bowler("Kofi")
        for next in ["Chen", "Dev", "Eli", "Fay", "Gus"] {
            try m.out(.bowled)
            try m.newBatter(next)
        }
        try m.ball()
        try m.bowler("Lena")
        try m.ball(bat: 1)
        for next in ["Hal", "Ivy", "Jo", "Kai", "Lou"] {
            try m.out(.bowled)
            try m.newBatter(next)
        }
        return m
    }

    @Test("Twelve batted: the first out gives way; Bilal, still in since the start, keeps row 1")
    func battingRows() throws {
        let m = try Self.tenDown()
        #expect(m.state.current?.batters.count == 12)
        let page = try #require(m.page(.batting))
        let names = (1...11).map { page.text(BoardKey(rawValue: "bat.\($0).name")) }
        #expect(names == ["Bilal", "Chen", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lou"])
        #expect(page["bat.12.name"] == nil)
        #expect(page["bat.1.name"]?.flag == true && page["bat.11.name"]?.flag == true)
        #expect(page["bat.2.name"]?.flag == false)
        #expect([page.text("bat.1.runs"), page.text("bat.1.balls"), page.text("bat.1.howOut")] == ["1", "1", "not out"])
        #expect(page.text("bat.10.howOut") == "b Lena")
        #expect(page.text("notBatted") == "Yet to bat: Max")
        #expect(page.text("total") == "1/10 (2 ov)")
        #expect(CricketPages.battingRows == 11)
    }

    /// Ten wickets fit; Lou run out off the first ball of over 3 (Kofi), no run, is the
    /// eleventh: the page shows wickets 2 to 11, the first (Asha, 1-0) gives way.
    @Test("Eleven wickets: the last ten, each row's score naming its wicket")
    func fallOfWicketsRows() throws {
        var m = try Self.tenDown()
        let ten = try #require(m.page(.fallOfWickets))
        #expect([ten.text("fow.1.score"), ten.text("fow.1.batter"), ten.text("fow.1.overs")] == ["1-0", "Asha", "0.1 ov"])
        #expect([ten.text("fow.10.score"), ten.text("fow.10.batter")] == ["10-1", "Kai"])
        try m.bowler("Kofi")
        try m.out(.runOut, "Lou", fielder: "Mo")
        #expect(m.state.current?.fallOfWickets.count == 11)
        let page = try #require(m.page(.fallOfWickets))
        #expect([page.text("fow.1.score"), page.text("fow.1.batter"), page.text("fow.1.overs")] == ["2-0", "Chen", "0.2 ov"])
        #expect([page.text("fow.5.score"), page.text("fow.5.batter"), page.text("fow.5.overs")] == ["6-1", "Gus", "1.2 ov"])
        #expect([page.text("fow.10.score"), page.text("fow.10.batter"), page.text("fow.10.overs")] == ["11-1", "Lou", "2.1 ov"])
        #expect(page["fow.11.score"] == nil)
        #expect(page.text("total") == "1/11 (2.1 ov)")
    }

    /// Twelve overs of dots, each by a new bowler, Kofi to Vic: twelve maidens. Between overs
    /// Kofi (the first, 1.0-1-0-0) gives way and Vic, who bowled the last over, keeps his row.
    /// Kofi named for over 13: he and Vic are kept, so Lena gives way; his first ball flags him.
    @Test("Twelve bowled: the bowler on and the last over's keep their rows; the earliest others give way")
    func bowlingRows() throws {
        var m = try Self.thirteenASide()
        try m.open()
        for bowler in Self.hillcrest.prefix(12) {
            try m.bowler(bowler)
            try m.dots(6)
        }
        var page = try #require(m.page(.bowling))
        #expect((1...11).map { page.text(BoardKey(rawValue: "bowl.\($0).name")) } == Array(Self.hillcrest[1...11]))
        #expect(page["bowl.12.name"] == nil)
        #expect(["overs", "maidens", "runs", "wickets"].map { page.text(BoardKey(rawValue: "bowl.11.\($0)")) } == ["1.0", "1", "0", "0"])
        try m.bowler("Kofi")
        page = try #require(m.page(.bowling))
        #expect((1...11).map { page.text(BoardKey(rawValue: "bowl.\($0).name")) } == ["Kofi"] + Array(Self.hillcrest[2...11]))
        #expect(page["bowl.1.name"]?.flag == false, "named, not yet bowling")
        try m.ball()
        page = try #require(m.page(.bowling))
        #expect(page.text("bowl.1.name") == "Kofi")
        #expect(page.text("bowl.1.overs") == "1.1")
        #expect(page["bowl.1.name"]?.flag == true)
        #expect(page["bowl.11.name"]?.flag == false)
        #expect(page.text("total") == "0/0 (12.1 ov)")
        #expect(CricketPages.bowlingRows == 11 && CricketPages.fallOfWicketsRows == 10)
    }
}
