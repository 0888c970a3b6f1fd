import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The boards that show roster pictures (issue 41, ADR 055), each with and without them, at
/// 1920x1080, 1280x720 and portrait, every golden looked at. The pictures are made in the test
/// (`PictureFixtures`). Boards without pictures are drawn exactly as before pictures existed:
/// the existing goldens of those layouts (cricket-batting, cricket-banner, cricket-result,
/// badminton-court, badminton-result) are the "without" half and still pass unchanged.
/// Regenerate with `SCORELINE_UPDATE_GOLDENS=1`, as the other goldens.
@Suite("Render roster pictures")
struct PictureGoldenTests {
    static let sizes = [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720), PixelSize(width: 1080, height: 1920)]

    /// The new-batter slide the engine makes when `name` walks out at No. 3: a T20, B. Opener
    /// takes a single, A. Opener hits a four and is bowled the next ball, so the partner is
    /// B. Opener on 1 (1).
    static func newBatterSlide(_ name: String) throws -> Scoreboard {
        let json = """
            {"matchId":"pictures","schemaVersion":1,"battingFirst":0,"rules":{"oversPerInnings":20},
             "teams":[{"name":"Chennai Super Kings","short":"CSK","players":[]},
                      {"name":"Mumbai Indians","short":"MI","players":[]}]}
            """
        var s = try CricketRules.start(try JSONDecoder().decode(CricketSetup.self, from: Data(json.utf8)))
        s = try CricketRules.apply(.openers(striker: "B. Opener", nonStriker: "A. Opener"), to: s)
        s = try CricketRules.apply(.bowler(name: "J. Bumrah"), to: s)
        s = try CricketRules.apply(.delivery(Delivery(bat: 1)), to: s)
        s = try CricketRules.apply(.delivery(Delivery(bat: 4)), to: s)
        s = try CricketRules.apply(.delivery(Delivery(wicket: WicketEvent(kind: .bowled))), to: s)
        let before = s
        let action = CricketAction.newBatter(name: name, onStrike: nil)
        s = try CricketRules.apply(action, to: s)
        guard let slide = CricketEvents.slides(after: action, from: before, to: s).first(where: { $0.kind == .newBatter }) else {
            throw CricketRejection.invalidSetup("no new-batter slide")
        }
        return slide.board
    }

    static func render(_ board: Scoreboard, _ size: PixelSize, source: PictureFixtures.Source = PictureFixtures.Source()) throws -> Canvas {
        let renderer = try RenderSupport.renderer()
        renderer.pictures = source
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paint(board, into: canvas)
        return canvas
    }

    /// `board` with the fixtures' pictures against its golden, and (`without`) the board as it
    /// came against another golden.
    static func check(_ board: Scoreboard, _ name: String, without: Bool) throws {
        let dressed = board.withPictures(PictureFixtures.book())
        #expect(dressed != board, "\(name): the engine gave no pictures")
        for size in sizes {
            try RenderSupport.compareGolden(dressed, size: size, golden: "pictures-\(name)-\(size)", pictures: PictureFixtures.Source())
            if without { try RenderSupport.compareGolden(board, size: size, golden: "pictures-\(name)-none-\(size)") }
        }
    }

    @Test func newBatterLatin() throws {
        try Self.check(try Self.newBatterSlide("Washington Sundar"), "new-batter", without: true)
    }

    @Test func newBatterUrdu() throws {
        try Self.check(try Self.newBatterSlide(ScriptBoards.urdu), "new-batter-urdu", without: true)
    }

    @Test func battingCard() throws {
        try Self.check(try RenderSupport.board("cricket-batting"), "batting", without: false)
    }

    @Test func mainBoardLogos() throws {
        try Self.check(try RenderSupport.board("cricket-banner"), "banner", without: false)
    }

    @Test func resultLogos() throws {
        try Self.check(try RenderSupport.board("cricket-result"), "result", without: false)
    }

    @Test func badmintonResult() throws {
        try Self.check(try RenderSupport.board("badminton-result"), "badminton-result", without: false)
    }

    /// The court before the first rally: the players' introduction (the fixture's score set
    /// back to love-all, no game won).
    @Test func badmintonIntro() throws {
        try Self.check(try Self.loveAll(), "badminton-intro", without: true)
    }

    static func loveAll() throws -> Scoreboard {
        var board = try RenderSupport.board("badminton-court")
        board.fields.removeAll { $0.key.rawValue.hasSuffix("GameScores") || $0.key == "elapsed" }
        for i in board.fields.indices where ["leftPoints", "rightPoints", "leftGames", "rightGames"].contains(board.fields[i].key.rawValue) {
            board.fields[i].text = "0"
        }
        return board
    }

    /// The files are the goldens above; the claims here are about what a picture that is not
    /// ready does: nothing at all. Worked by reasoning, not from output: with any one picture
    /// missing, the engine's fields are still on the board, and the frame must be pixel for
    /// pixel the frame of the board without them.
    @Test func aPictureNotReadyLeavesTheBoardAsWithoutPictures() throws {
        let tv = PixelSize(width: 1920, height: 1080)
        let card = try RenderSupport.board("cricket-batting")
        let dressed = card.withPictures(PictureFixtures.book())
        let source = PictureFixtures.Source()
        source.missing = [PictureFixtures.photoName(3)]
        let drawn = try Self.render(dressed, tv, source: source)
        let plain = try Self.render(card, tv)
        #expect(RenderSupport.differingPixels(drawn, plain, tolerance: 0) == 0)
        // And with every picture ready the frame differs (the headshots are drawn).
        #expect(RenderSupport.differingPixels(try Self.render(dressed, tv), plain, tolerance: 0) > 0)
    }

    /// The new batter's photo: a region left of the name, the face's skin colour at its
    /// middle, inside the left 30% of the screen (the template's share beside the figures).
    @Test func theNewBattersPhotoStandsBesideTheName() throws {
        let tv = PixelSize(width: 1920, height: 1080)
        let board = try Self.newBatterSlide("Washington Sundar").withPictures(PictureFixtures.book())
        let renderer = try RenderSupport.renderer()
        let source = PictureFixtures.Source()
        renderer.pictures = source
        let frame = renderer.layout(board, size: tv)
        let photo = try #require(frame.regions.first { $0.key == PictureKeys.photo })
        guard case .picture(_, let fit, _) = photo.content else {
            Issue.record("the photo is \(photo.content)")
            return
        }
        #expect(fit.width == fit.height)
        #expect(fit.maxX <= 1920 * 30 / 100)
        let headline = try #require(frame.regions.first { $0.key == "headline" })
        #expect(headline.rect.x >= fit.maxX)
        let canvas = try Self.render(board, tv, source: source)
        // The head's centre is at (192, 150) of 384: 39% down the picture.
        let pixel = canvas[fit.x + fit.width / 2, fit.y + fit.height * 150 / 384] & 0xFFFFFF
        #expect(pixel == PictureFixtures.skin)
    }

    /// Each picture is fitted once per size: drawing the card twice fits nothing more.
    @Test func picturesAreFittedOncePerSize() throws {
        let tv = PixelSize(width: 1920, height: 1080)
        let board = try RenderSupport.board("cricket-batting").withPictures(PictureFixtures.book())
        let renderer = try RenderSupport.renderer()
        let source = PictureFixtures.Source()
        renderer.pictures = source
        let canvas = Canvas(width: tv.width, height: tv.height)
        renderer.paint(board, into: canvas)
        // Seven batters, one size each.
        #expect(source.fits == 7)
        renderer.invalidate()
        renderer.paint(board, into: Canvas(width: tv.width, height: tv.height))
        #expect(source.fits == 7)
    }

    /// An LED panel shows nothing new: its templates have no picture slot and pictures are
    /// the lowest priority, so the frame is the frame without them.
    @Test func anLEDPanelShowsNoPictures() throws {
        let panel = PixelSize(width: 192, height: 64)
        let banner = try RenderSupport.board("cricket-banner")
        let drawn = try Self.render(banner.withPictures(PictureFixtures.book()), panel)
        #expect(RenderSupport.differingPixels(drawn, try Self.render(banner, panel), tolerance: 0) == 0)
    }
}
