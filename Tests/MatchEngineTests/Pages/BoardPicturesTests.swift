import Testing
@testable import MatchEngine

/// Which boards show which roster picture (ADR 055), worked out from the matches in each test
/// and the lookup given: the engine decides, the renderer only lays out what it is given.
@Suite("Pages: roster pictures on the boards")
struct BoardPicturesTests {
    static let asha = "asha.jpg", bilal = "bilal.jpg", chen = "chen.jpg", riv = "riv.png", hil = "hil.png"
    static let book = BoardPictures(
        players: ["Asha": asha, "Bilal": bilal, "Chen": chen, "محمد رضوان": "rizwan.jpg"],
        teams: ["Riverside": riv, "RIV": riv, "Hillcrest": hil])

    static func pictures(_ board: Scoreboard) -> [String: String] {
        Dictionary(uniqueKeysWithValues: board.fields.filter { PictureKeys.contains($0.key) }.map { ($0.key.rawValue, $0.text) })
    }

    @Test("The new batter's slide carries the batter's photo, the other slides none")
    func newBatter() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)                          // Asha bowled: the wicket's slide
        let wicket = try #require(m.slides.first)
        #expect(Self.pictures(wicket.board.withPictures(Self.book)).isEmpty, "a wicket's slide shows no face")
        try m.newBatter("Chen")
        let slide = try #require(m.slides.first).board
        #expect(slide.text("subject") == "Chen")
        #expect(Self.pictures(slide.withPictures(Self.book)) == ["photo": Self.chen])
        // A batter the roster has no photo of: the slide as it was.
        try m.out(.bowled)
        try m.newBatter("Dev")
        let dev = try #require(m.slides.first).board
        #expect(dev.withPictures(Self.book) == dev)
    }

    @Test("The subject is data, never words for a person")
    func subjectIsDataOnly() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)
        try m.newBatter("Chen")
        let slide = try #require(m.slides.first).board
        #expect(slide.forPeople["subject"] == nil)
    }

    @Test("A right-to-left name is found with its isolation marks taken off")
    func rightToLeft() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)
        try m.newBatter("محمد رضوان")
        let slide = try #require(m.slides.first).board
        #expect(Self.pictures(slide.withPictures(Self.book)) == ["photo": "rizwan.jpg"])
        // As the engine writes it inside a line, between FSI and PDI.
        #expect(Self.book.photo(of: "\u{2068}محمد رضوان\u{2069}") == "rizwan.jpg")
    }

    /// Asha and Bilal open, Asha is bowled, Chen comes in: three batters on the card.
    @Test("The batting card: a headshot on every row when every batter has one, else none")
    func battingCardAllOrNone() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.out(.bowled)
        try m.newBatter("Chen")
        let card = try #require(m.page(.batting))
        #expect(Self.pictures(card.withPictures(Self.book)) == ["bat.1.photo": Self.asha, "bat.2.photo": Self.bilal, "bat.3.photo": Self.chen])
        var noChen = Self.book
        noChen.players["Chen"] = nil
        #expect(card.withPictures(noChen) == card, "two faces of three would leave a hole: none")
    }

    @Test("The main board and the result: each side's logo in the header")
    func logos() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 1)
        let live = m.session.scoreboard(at: nil)
        #expect(live.text("bowlingTeam") == "v Hillcrest")
        #expect(Self.pictures(live.withPictures(Self.book)) == ["battingLogo": Self.riv, "bowlingLogo": Self.hil])
        var one = Self.book
        one.teams = ["Riverside": Self.riv]
        #expect(Self.pictures(live.withPictures(one)) == ["battingLogo": Self.riv])
        // Idempotent: dressing twice adds nothing twice.
        let twice = live.withPictures(Self.book).withPictures(Self.book)
        #expect(twice.fields.count == live.fields.count + 2)
        // The pictures are the lowest priority: a small panel drops them before any text.
        #expect(live.withPictures(Self.book).fields.filter { PictureKeys.contains($0.key) }.allSatisfy { $0.priority == BoardPriority.extra })
    }

    @Test("Badminton: both ends' photos at the introduction and the result, else none")
    func badminton() throws {
        let book = BoardPictures(players: ["Ana": "ana.jpg", "Bea": "bea.jpg"])
        var match = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf21))
        let intro = BadmintonBoard.build(match.state)
        #expect(Self.pictures(intro.withPictures(book)) == ["leftPhoto": "ana.jpg", "rightPhoto": "bea.jpg"])
        #expect(intro.withPictures(BoardPictures(players: ["Ana": "ana.jpg"])) == intro, "one face of two: none")
        try Badminton.play(&match, "A")
        let playing = BadmintonBoard.build(match.state)
        #expect(playing.withPictures(book) == playing, "once play starts the score has the room")
        // A whole match to Ana, 21-0 21-0: the result shows both again.
        try Badminton.play(&match, String(repeating: "A", count: 20))
        try match.apply(.advanceGame())
        try Badminton.play(&match, String(repeating: "A", count: 21))
        let result = BadmintonBoard.build(match.state)
        #expect(result.layout == .result)
        #expect(Self.pictures(result.withPictures(book)) == ["leftPhoto": "ana.jpg", "rightPhoto": "bea.jpg"]
            || Self.pictures(result.withPictures(book)) == ["leftPhoto": "bea.jpg", "rightPhoto": "ana.jpg"])
    }

    @Test("A pair's photo is its first player's, the server's mark taken off")
    func pairs() throws {
        let book = BoardPictures(players: ["A1": "a1.jpg", "B1": "b1.jpg"])
        let match = try MatchHistory<BadmintonRules>(setup: Badminton.doubles(.bwf21))
        let intro = BadmintonBoard.build(match.state)
        let photos = Self.pictures(intro.withPictures(book))
        #expect(Set(photos.values) == ["a1.jpg", "b1.jpg"])
    }
}
