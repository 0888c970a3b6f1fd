import Testing
@testable import MatchEngine

/// The slides the last action earned, each worked out by hand from the balls in the test.
@Suite("Pages: event slides")
struct EventSlidesTests {
    @Test("A fifty crossed on a boundary: 48 to 52 earns FIFTY, 46 to 48 earns nothing")
    func fiftyOnABoundary() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        for _ in 0..<6 { try m.ball(bat: 4) }      // Asha 24 (6); ends change: Bilal faces
        try m.bowler("Lena")
        try m.ball(bat: 1)                         // Bilal 1 (1); Asha faces
        for _ in 0..<5 { try m.ball(bat: 4) }      // Asha 44 (11); ends change: Bilal faces
        try m.bowler("Kofi")
        try m.ball(bat: 1)                         // Bilal 2 (2); Asha faces
        try m.ball(bat: 2)                         // Asha 46 (12)
        try m.ball(bat: 2)                         // Asha 48 (13)
        #expect(m.kinds == [])
        try m.ball(bat: 4)                         // Asha 52 (14), her 12th four
        let slides = m.slides
        #expect(slides.map(\.kind) == [.fifty])
        let board = try #require(slides.first?.board)
        #expect(slides.first?.rare == false)
        #expect(board.layout == .cricketEvent)
        // Total 24 + 1 + 20 + 1 + 2 + 2 + 4 = 54, no wicket, 2 overs and 4 balls.
        #expect([board.text("badge"), board.text("headline"), board.text("detail"), board.text("score"), board.text("battingTeam")]
            == ["FIFTY", "Asha reaches 50", "52 (14) · 4s 12 · 6s 0", "54/0 (2.4)", "Riverside"])
        #expect(!(board.text("headline") ?? "").contains("!"), "a fifty is routine: calm")
        try m.ball()
        #expect(m.kinds == [], "the next ball earns nothing: a slide never repeats")
    }

    @Test("A hundred is rare and says so with !")
    func hundred() throws {
        var m = try PagesMatch()
        try m.open()
        // Over 1: Asha six sixes, 36 (6). Overs 2, 3: Bilal a single, Asha five sixes:
        // 66 (11), 96 (16). Over 4: Bilal a single, Asha six: 102 (17).
        try m.bowler("Kofi")
        for _ in 0..<6 { try m.ball(bat: 6) }
        for bowler in ["Lena", "Kofi"] {
            try m.bowler(bowler)
            try m.ball(bat: 1)
            for _ in 0..<5 { try m.ball(bat: 6) }
        }
        #expect(m.state.current?.batters.first?.runs == 96)
        try m.bowler("Lena")
        try m.ball(bat: 1)
        try m.ball(bat: 6)
        let slide = try #require(m.slides.first)
        #expect(m.kinds == [.hundred])
        #expect(slide.rare)
        // 36 + 31 + 31 + 1 + 6 = 105 in 3.2 overs.
        #expect([slide.board.text("badge"), slide.board.text("headline"), slide.board.text("detail"), slide.board.text("score")]
            == ["HUNDRED!", "Asha reaches 100!", "102 (17) · 4s 0 · 6s 17", "105/0 (3.2)"])
    }

    @Test("A maiden: six dots, or dots and a leg-bye (not charged to the bowler); a wide spoils it")
    func maiden() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.dots(5)
        #expect(m.kinds == [])
        try m.ball()
        let slide = try #require(m.slides.first)
        #expect(m.kinds == [.maiden])
        #expect([slide.board.text("badge"), slide.board.text("headline"), slide.board.text("detail"), slide.board.text("score")]
            == ["MAIDEN", "Kofi: a maiden", "1.0-1-0-0", "0/0 (1.0)"])
        // Lena: a wide, then six dots: 7 deliveries, 1 run charged to her. Not a maiden.
        try m.bowler("Lena")
        try m.ball(wides: 1)
        try m.dots(6)
        #expect(m.kinds == [])
        // Kofi again: five dots and a leg-bye: 1 run to the total, none to him. A maiden.
        try m.bowler("Kofi")
        try m.dots(5)
        try m.ball(legByes: 1)
        #expect(m.kinds == [.maiden])
        #expect(m.slides.first?.board.text("detail") == "2.0-2-0-0", "overs 1 and 3, both maidens")
    }

    /// Kofi's first over: four dots, Asha bowled, Chen in and caught: a wicket maiden. Over
    /// 2 Lena (six dots to Bilal, a maiden). Over 3: Kofi's first ball has Dev lbw: three
    /// wickets with three balls he bowled running, across the over in between.
    @Test("A hat-trick across an over break: HAT-TRICK! first, then the wicket")
    func hatTrickAcrossOvers() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.dots(4)
        try m.out(.bowled)
        #expect(m.kinds == [.wicket])
        try m.newBatter("Chen")
        try m.out(.caught, fielder: "Mo")
        #expect(m.kinds == [.wicket, .maiden], "two in two and a wicket maiden, no hat-trick yet")
        try m.newBatter("Dev")
        try m.bowler("Lena")
        try m.dots(6)
        #expect(m.kinds == [.maiden])
        try m.bowler("Kofi")
        #expect(m.state.striker == "Dev")
        try m.out(.lbw)
        let slides = m.slides
        #expect(slides.map(\.kind) == [.hatTrick, .wicket])
        #expect(slides.map(\.rare) == [true, false])
        // Kofi 1.1 overs, 1 maiden, 0 runs, 3 wickets; 0/3 after 2.1 overs.
        #expect([slides[0].board.text("badge"), slides[0].board.text("headline"), slides[0].board.text("detail"), slides[0].board.text("score")]
            == ["HAT-TRICK!", "Kofi: a hat-trick!", "1.1-1-0-3", "0/3 (2.1)"])
        #expect([slides[1].board.text("badge"), slides[1].board.text("headline"), slides[1].board.text("detail")]
            == ["WICKET", "Dev lbw b Kofi", "0 (1) · 4s 0 · 6s 0"])
    }

    @Test("Not a hat-trick: a run out on one of his balls ends the run (W, run out, W, W)")
    func runOutBreaksHatTrick() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.dots(3)
        try m.out(.bowled)                                 // ball 4: Asha b Kofi
        try m.newBatter("Chen")
        try m.out(.runOut, "Chen", fielder: "Mo")          // ball 5: Chen run out, not his
        try m.newBatter("Dev")
        try m.out(.bowled)                                 // ball 6: Dev b Kofi
        try m.newBatter("Eli")
        try m.bowler("Lena")
        try m.dots(6)
        try m.bowler("Kofi")
        try m.out(.bowled)                                 // his next ball: a third wicket, but not three running
        #expect(m.kinds == [.wicket])
    }

    @Test("A wide that takes no wicket neither makes nor breaks a hat-trick")
    func wideInsideAHatTrick() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)
        try m.newBatter("Chen")
        try m.out(.bowled)
        try m.newBatter("Dev")
        try m.ball(wides: 1)
        #expect(m.kinds == [])
        try m.out(.bowled)
        #expect(m.kinds == [.hatTrick, .wicket])
    }

    @Test("The chase: need N off M when the openers walk out, again if a revised target comes before the first ball")
    func chaseStart() throws {
        var m = try CricketPagesTests.chase()
        try m.open("Kofi", "Lena")
        let slide = try #require(m.slides.first)
        #expect(m.kinds == [.chaseStart])
        #expect([slide.board.text("badge"), slide.board.text("headline"), slide.board.text("detail"), slide.board.text("score"), slide.board.text("battingTeam")]
            == ["THE CHASE", "Hillcrest need 5 off 12 balls", "Target 5", "0/0 (0.0)", "Hillcrest"])
        try m.act(.setTarget(runs: 4, overs: OversNotation(overs: 1), method: .dls))
        #expect(m.slides.first?.board.text("headline") == "Hillcrest need 4 off 6 balls")
        try m.bowler("Asha")
        try m.ball()
        #expect(m.kinds == [])
    }

    @Test("After an undo there is nothing to show, and asking does not trap")
    func afterUndo() throws {
        var m = try PagesMatch()
        #expect(m.kinds == [])
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)
        #expect(m.kinds == [.wicket])
        try m.undo()
        #expect(m.kinds == [])
        try m.undo()
        try m.undo()
        #expect(m.kinds == [])
    }

    /// Over 1, Kofi: six sixes, Asha 36 (6); ends change. Over 2, Lena: Bilal 1; Asha 4, 4, 4
    /// (48), 4 (52: her fifty), 3 (55 (11)). Renaming her scores nothing, so it earns nothing.
    @Test("Renaming a batter on 55 earns no FIFTY: the rename scores no runs")
    func renameEarnsNoMilestone() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        for _ in 0..<6 { try m.ball(bat: 6) }
        try m.bowler("Lena")
        try m.ball(bat: 1)
        for _ in 0..<3 { try m.ball(bat: 4) }
        #expect(m.kinds == [])
        try m.ball(bat: 4)
        #expect(m.kinds == [.fifty])
        try m.ball(bat: 3)
        #expect(m.state.current?.batters.first?.runs == 55)
        try m.act(.renamePlayer(from: "Asha", to: "Asha Rao"))
        #expect(m.state.current?.batters.first?.name == "Asha Rao")
        #expect(m.kinds == [])
    }
}
