import Foundation
import MatchEngine
import Testing
@testable import ProjectionCenter
@testable import Renderer

/// The pairing code on the local displays (docs/remote.md, ADR 027): laid over the bottom line
/// of both boards the hub projects, at once, and gone when taken off or when its time is up;
/// the stream overlay's score bug never carries it.
@Suite struct PairingNoticeTests {
    typealias Support = ScreenPresenterTests

    final class Kept: BoardPresenter {
        var shown: [(board: Scoreboard, live: Scoreboard)] = []
        func present(_ board: Scoreboard, seq: Int?) throws { shown.append((board, board)) }
        func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws { shown.append((board, live)) }
    }

    /// A fixture without a bottom line of its own (the idle fixture carries a storage warning).
    static func board(_ name: String) throws -> Scoreboard {
        var board = try Support.board(name)
        board.fields.removeAll { $0.key == "error" }
        return board
    }

    static func bottomLine(_ board: Scoreboard) -> BoardField? { board.fields.first { $0.key == "error" } }

    @Test func theCodeGoesOverBothBoardsAtOnceAndLeavesWhenTakenOff() throws {
        let page = try Self.board("idle")
        let live = try Self.board("cricket-banner")
        let kept = Kept()
        let small = Support.ScriptedDisplay(size: PixelSize(width: 192, height: 64))
        let hub = ProjectionHub([kept, try ScreenPresenter(display: small, rotation: .none, theme: .daylight, fonts: Support.fonts)])
        hub.showPairingCode("482913", milliseconds: 60_000)
        #expect(kept.shown.isEmpty, "nothing projected yet: nothing to lay it over")
        hub.project(page, live: live, seq: 4)
        hub.showPairingCode("482913", milliseconds: 60_000)
        #expect(kept.shown.count == 2)
        let shown = try #require(kept.shown.last)
        #expect(Self.bottomLine(shown.board)?.text == "Phone pairing code 482 913")
        #expect(Self.bottomLine(shown.live)?.text == "Phone pairing code 482 913")
        #expect(Self.bottomLine(shown.live)?.compact == "Code 482 913")
        #expect(hub.pairingCodeShown == "482913")
        // The small panel draws the live board with the code, exactly as the renderer would.
        let expected = try Support.render(live.withPairingCode("482913"), panel: PixelSize(width: 192, height: 64), rotation: .none)
        #expect(Support.identical(try #require(small.screen), expected))
        // A new board keeps it; taking it off reprojects without it.
        hub.project(page, live: live, seq: 5)
        #expect(Self.bottomLine(try #require(kept.shown.last).board)?.text == "Phone pairing code 482 913")
        hub.showPairingCode(nil, milliseconds: 0)
        #expect(try #require(kept.shown.last).board == page)
        #expect(try #require(kept.shown.last).live == live)
        #expect(hub.pairingCodeShown == nil)
    }

    @Test func anExpiredCodeIsNotDrawnAgain() throws {
        let page = try Self.board("idle")
        let kept = Kept()
        let hub = ProjectionHub([kept])
        hub.project(page, live: page, seq: nil)
        hub.showPairingCode("111222", milliseconds: 0)
        hub.project(page, live: page, seq: nil)
        #expect(try #require(kept.shown.last).board == page)
    }

    @Test func theCodeReplacesANoticeAndGoesBesideAWarning() throws {
        let page = try Self.board("idle")
        let noticed = page.withBottomLine("Wide: 1 run", warning: false).withPairingCode("123456")
        #expect(noticed.fields.filter { $0.key == "error" }.map(\.text) == ["Phone pairing code 123 456"])
        #expect(Self.bottomLine(noticed)?.role == .notice)
        let warned = page.withBottomLine("Storage full: the last action is not saved", warning: true).withPairingCode("123456")
        #expect(warned.fields.filter { $0.key == "error" }.map(\.text) == ["Phone pairing code 123 456 · Storage full: the last action is not saved"])
        #expect(Self.bottomLine(warned)?.role == .warning)
    }

    @Test func theStreamOverlaysScoreBugNeverShowsTheCode() throws {
        let live = try Self.board("cricket-banner")
        let bug = BoardSummary.bug(live.withPairingCode("482913"))
        #expect(bug == BoardSummary.bug(live))
        #expect(!bug.fields.contains { $0.text.contains("482") })
    }
}
