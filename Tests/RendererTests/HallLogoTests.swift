import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The hall overview's team logos (issue 41): on a tile with room, both sides' or none, and
/// never at the cost of the score or the names. Goldens at 1920x1080, 1280x720 and portrait,
/// with and without logos, looked at; regenerate with `SCORELINE_UPDATE_GOLDENS=1`.
@Suite("Render the hall's tiles with team logos")
struct HallLogoTests {
    static let sizes = [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720), PixelSize(width: 1080, height: 1920)]

    static func frame(_ board: Scoreboard, _ size: PixelSize, source: PictureFixtures.Source = PictureFixtures.Source()) throws -> FrameLayout {
        let renderer = try RenderSupport.renderer(theme: .indoor)
        renderer.pictures = source
        return renderer.layout(board, size: size)
    }

    /// The keys of the regions that draw a picture.
    static func logos(_ frame: FrameLayout) -> Set<String> {
        Set(frame.regions.compactMap { region in
            if case .picture = region.content { return region.key.rawValue }
            return nil
        })
    }

    @Test(arguments: sizes)
    func hallWithLogosMatchesGolden(_ size: PixelSize) throws {
        let board = try HallLogoFixtures.hall()
        let dressed = board.withPictures(HallLogoFixtures.book())
        try RenderSupport.compareGolden(dressed, size: size, golden: "hall-logos-\(size)", theme: .indoor, pictures: PictureFixtures.Source())
        try RenderSupport.compareGolden(board, size: size, golden: "hall-logos-none-\(size)", theme: .indoor)
    }

    /// Twelve courts at 1920x1080, every side placed: the smallest label row with room (50 px).
    @Test func twelveCourtsWithLogosMatchGolden() throws {
        let board = try HallFixtures.hall(12).withPictures(HallLogoFixtures.book(everyone: true))
        try RenderSupport.compareGolden(board, size: PixelSize(width: 1920, height: 1080), golden: "hall-logos-12-1920x1080",
                                        theme: .indoor, pictures: PictureFixtures.Source())
    }

    /// Court 4 is Axelsen (Hillcrest) against Naraoka (no team): one logo of two, so its tile
    /// shows none, while courts 1-3 (both sides placed) show both. Four tiles have room at each
    /// of the three sizes (HallLogoRoom: the label row is 78, 52 and 92 px high, 48 needed).
    @Test(arguments: sizes)
    func aTileWithOneSidesLogoShowsNone(_ size: PixelSize) throws {
        let dressed = try HallLogoFixtures.hall().withPictures(HallLogoFixtures.book())
        #expect(dressed["tile4ALogo"] == nil && dressed["tile4BLogo"] == nil, "the engine gives court 4 no logo")
        #expect(Self.logos(try Self.frame(dressed, size)) == [
            "tile1ALogo", "tile1BLogo", "tile2ALogo", "tile2BLogo", "tile3ALogo", "tile3BLogo",
        ])
    }

    /// Worked out from the screen as the resolver splits it (margin 21 and gap 9 px at 1080
    /// lines, 14 and 6 at 720; the grid is the height less a gap, over 1.1, 1.07 standing up):
    /// - 12 courts at 1280x720: tiles (623.6 - 2 x 6) / 3 = 204 px high, a label row of
    ///   (204 - 12) x 0.7 / 4 = 34 px: under 48, no room; 9 courts have the same rows;
    /// - 12 courts at 1080x1920 (3 x 4 tall tiles): (1746.7 - 27) / 4 = 430 px, a label row of
    ///   (430 - 45) x 0.6 / 5.4 = 43 px: no room;
    /// - 12 courts at 1920x1080: (935.5 - 18) / 3 = 306 px, (306 - 18) x 0.7 / 4 = 50 px: room.
    /// Every side has a logo, so only room keeps them off.
    @Test func aTileWithoutRoomShowsNone() throws {
        let twelve = try HallFixtures.hall(12).withPictures(HallLogoFixtures.book(everyone: true))
        // Court 3 has no match, so no names, and court 2 is offline: ten tiles with two logos
        // each from the engine.
        #expect(twelve.fields.filter { PictureKeys.contains($0.key) }.count == 20)
        let nine = try HallFixtures.hall(9).withPictures(HallLogoFixtures.book(everyone: true))
        #expect(Self.logos(try Self.frame(twelve, PixelSize(width: 1280, height: 720))).isEmpty)
        #expect(Self.logos(try Self.frame(nine, PixelSize(width: 1280, height: 720))).isEmpty)
        #expect(Self.logos(try Self.frame(twelve, PixelSize(width: 1080, height: 1920))).isEmpty)
        let shown = Self.logos(try Self.frame(twelve, PixelSize(width: 1920, height: 1080)))
        let expected = Set([1, 4, 5, 6, 7, 8, 9, 10, 11, 12].flatMap { ["tile\($0)ALogo", "tile\($0)BLogo"] })
        #expect(shown == expected)
    }

    /// Where logos show, every text of the hall is drawn exactly as without them: the same
    /// words at the same size (the court's label too), the points and games in the same places.
    @Test func theScoreAndNamesKeepTheirSize() throws {
        let cases: [(Scoreboard, BoardPictures, PixelSize)] = try Self.sizes.map { (try HallLogoFixtures.hall(), HallLogoFixtures.book(), $0) }
            + [2, 6, 9, 12].map { (try HallFixtures.hall($0), HallLogoFixtures.book(everyone: true), PixelSize(width: 1920, height: 1080)) }
            + [(try HallFixtures.hall(6), HallLogoFixtures.book(everyone: true), PixelSize(width: 1080, height: 1920))]
        for (board, book, size) in cases {
            let plain = try Self.frame(board, size)
            let dressed = try Self.frame(board.withPictures(book), size)
            #expect(!Self.logos(dressed).isEmpty, "\(size): logos shown")
            func texts(_ frame: FrameLayout) -> [String: String] {
                Dictionary(uniqueKeysWithValues: frame.regions.compactMap { region -> (String, String)? in
                    switch region.content {
                    case .text(let s, let size, _, _, _), .badge(let s, let size, _, _): (region.key.rawValue, "\(s)@\(size)")
                    default: nil
                    }
                })
            }
            #expect(texts(dressed) == texts(plain), "\(size): a text changed")
            func numbers(_ frame: FrameLayout) -> [String: Rect] {
                Dictionary(uniqueKeysWithValues: frame.regions.filter {
                    $0.key.rawValue.contains("Points") || $0.key.rawValue.contains("Games")
                }.map { ($0.key.rawValue, $0.rect) })
            }
            #expect(numbers(dressed) == numbers(plain), "\(size): the score moved")
        }
    }

    /// A logo still being made keeps every logo off (ADR 055's all-or-none), so no tile waits
    /// with one badge.
    @Test func anUnreadyLogoKeepsThemAllOff() throws {
        let dressed = try HallLogoFixtures.hall().withPictures(HallLogoFixtures.book())
        let source = PictureFixtures.Source()
        source.missing = [PictureFixtures.awayLogo]
        #expect(Self.logos(try Self.frame(dressed, PixelSize(width: 1920, height: 1080), source: source)).isEmpty)
    }
}
