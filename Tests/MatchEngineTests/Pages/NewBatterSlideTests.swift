import Testing
@testable import MatchEngine

/// The new batter's slide (docs/pages.md), worked out by hand from the balls in each test.
@Suite("Pages: the new batter's slide")
struct NewBatterSlideTests {
    @Test("A wicket, then the next batter: NEW BATTER with the place in the order and the partner's score")
    func afterAWicket() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 4)                         // Asha 4 (1)
        try m.ball(bat: 1)                         // Asha 5 (2); Bilal faces
        try m.ball(bat: 2)                         // Bilal 2 (1)
        try m.out(.bowled)                         // Bilal b Kofi 2 (2); 7/1 after 4 balls
        #expect(m.kinds == [.wicket])
        try m.newBatter("Chen")
        let slide = try #require(m.slides.first)
        #expect(m.kinds == [.newBatter])
        #expect(!slide.rare)
        // Chen is third in the order; Asha, at the other end, has 5 off 2.
        #expect([slide.board.text("badge"), slide.board.text("headline"), slide.board.text("detail"), slide.board.text("score")]
            == ["NEW BATTER", "Chen", "in at 3 · with Asha 5 (2)", "7/1 (0.4)"])
        try m.ball()
        #expect(m.kinds == [], "the next ball earns nothing: a slide never repeats")
    }

    @Test("A batter back after retiring hurt is no new batter")
    func backAfterRetiringHurt() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 1)                         // Asha 1 (1); Bilal faces
        try m.act(.retire(batter: "Asha", out: false))
        try m.newBatter("Chen")
        #expect(m.kinds == [.newBatter])
        try m.out(.bowled)                         // Bilal bowled
        try m.newBatter("Asha")                    // back in: first in the order already
        #expect(m.kinds == [], "Asha is in the order already")
    }

    @Test("A right-to-left partner is isolated from the figures beside it")
    func isolatedPartner() throws {
        var m = try PagesMatch()
        try m.open("محمد رضوان", "Bilal")
        try m.bowler("Kofi")
        try m.ball(bat: 1)                         // Rizwan 1 (1); Bilal faces
        try m.out(.bowled)
        try m.newBatter("Chen")
        let detail = try #require(m.slides.first?.board.text("detail"))
        #expect(detail == "in at 3 · with \u{2068}محمد رضوان\u{2069} 1 (1)")
    }
}

/// The bowler's middle form: the surname with the whole figures, for a screen the full name
/// would not fit without shrinking the line a lot (the renderer picks it, ADR 041).
@Suite("Board: the bowler's short form")
struct BowlerShortFormTests {
    @Test func surnameWithFigures() {
        #expect(CricketMessages.bowlerShort("Ravichandran Ashwin", "1.0-0-3-0") == "Ashwin 1.0-0-3-0")
        #expect(CricketMessages.bowlerShort("محمد رضوان", "0.5-0-16-1") == "\u{2068}رضوان\u{2069} 0.5-0-16-1")
        #expect(CricketMessages.bowlerShort("林丹", "1.0-0-3-1") == nil, "one word: nothing shorter")
    }
}
