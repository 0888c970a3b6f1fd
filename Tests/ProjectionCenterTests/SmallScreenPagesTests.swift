import Foundation
import MatchEngine
import Testing
@testable import ProjectionCenter
@testable import Renderer

/// Pages are for big screens (docs/pages.md): a screen whose short side is under 300 pixels
/// (an LED panel, a terminal) shows the live board whatever the cycle says.
@Suite struct SmallScreenPagesTests {
    typealias Support = ScreenPresenterTests

    /// A page unlike the live board: the idle screen stands in for any page here.
    static func boards() throws -> (page: Scoreboard, live: Scoreboard) {
        (try Support.board("idle"), try Support.board("cricket-banner"))
    }

    @Test(arguments: [(PixelSize(width: 320, height: 299), true), (PixelSize(width: 299, height: 480), true),
                      (PixelSize(width: 300, height: 300), false), (PixelSize(width: 800, height: 480), false)])
    func theShortSideDecides(_ panel: PixelSize, _ small: Bool) throws {
        let (page, live) = try Self.boards()
        let display = Support.ScriptedDisplay(size: panel)
        let presenter = try ScreenPresenter(display: display, rotation: .none, theme: .daylight, fonts: Support.fonts)
        try presenter.present(page, live: live, seq: 3)
        let expected = try Support.render(small ? live : page, panel: panel, rotation: .none)
        #expect(Support.identical(try #require(display.screen), expected))
    }

    @Test func aScreenThatShrinksShowsTheLiveBoardFromItsNextFrame() throws {
        let (page, live) = try Self.boards()
        let display = Support.ScriptedDisplay(size: PixelSize(width: 800, height: 480))
        let presenter = try ScreenPresenter(display: display, rotation: .none, theme: .daylight, fonts: Support.fonts)
        try presenter.present(page, live: live, seq: 3)
        let small = PixelSize(width: 256, height: 128)
        display.size = small
        display.screen = Canvas(width: small.width, height: small.height)
        presenter.handle(.resized(small))
        #expect(Support.identical(try #require(display.screen), try Support.render(live, panel: small, rotation: .none)))
    }

    /// The hub hands each display both boards; one that knows nothing of pages gets the page.
    @Test func theHubGivesEachDisplayBothBoards() throws {
        final class Kept: BoardPresenter {
            var shown: [Scoreboard] = []
            func present(_ board: Scoreboard, seq: Int?) throws { shown.append(board) }
        }
        let (page, live) = try Self.boards()
        let kept = Kept()
        let small = Support.ScriptedDisplay(size: PixelSize(width: 128, height: 64))
        let hub = ProjectionHub([kept, try ScreenPresenter(display: small, rotation: .none, theme: .daylight, fonts: Support.fonts)])
        hub.project(page, live: live, seq: 5)
        #expect(kept.shown == [page])
        #expect(Support.identical(try #require(small.screen), try Support.render(live, panel: PixelSize(width: 128, height: 64), rotation: .none)))
    }
}
