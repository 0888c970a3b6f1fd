import MatchEngine
import Testing
@testable import Renderer

/// Painting a board over the previous one redraws only what changed, and the result is the
/// same picture as painting the new board from scratch.
@Suite("Render damage tracking")
struct DamageTests {
    static func changing(_ board: Scoreboard, _ key: BoardKey, to text: String) -> Scoreboard {
        var next = board
        if let index = next.fields.firstIndex(where: { $0.key == key }) { next.fields[index].text = text }
        return next
    }

    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 192, height: 64)])
    func oneBallRedrawsOnlyChangedRegions(_ size: PixelSize) throws {
        let before = try RenderSupport.board("cricket-banner")
        var after = Self.changing(before, "score", to: "188/6")
        after = Self.changing(after, "overs", to: "18.5")
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: size.width, height: size.height)
        #expect(renderer.paint(before, into: canvas) == [canvas.bounds])
        let damage = renderer.paint(after, into: canvas)

        // Only the changed digits' cells of the score and the overs are redrawn.
        let frame = renderer.layout(after, size: size)
        let regions = frame.regions.filter { $0.key == "score" || $0.key == "overs" }.map(\.rect)
        #expect(damage.count == 2)
        #expect(zip(damage, regions).allSatisfy { $1.contains($0) && $0.area < $1.area })
        if size.height > 100 {
            // On an LED panel the score is most of the screen; on a TV it is a small part.
            #expect(damage.reduce(0) { $0 + $1.area } < canvas.bounds.area / 4)
        }

        let fresh = try RenderSupport.render(after, size)
        #expect(RenderSupport.differingPixels(canvas, fresh, tolerance: 0) == 0)
    }

    @Test func sameBoardDamagesNothing() throws {
        let board = try RenderSupport.board("badminton-court")
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: 1280, height: 720)
        renderer.paint(board, into: canvas)
        #expect(renderer.paint(board, into: canvas).isEmpty)
    }

    /// A field appearing that changes the geometry (here the error line) repaints everything.
    @Test func geometryChangeDamagesTheWholeCanvas() throws {
        let board = try RenderSupport.board("cricket-banner")
        var withError = board
        withError.fields.append(BoardField("error", "Input: keypad disconnected", priority: 1, role: .warning))
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: 800, height: 480)
        renderer.paint(board, into: canvas)
        #expect(renderer.paint(withError, into: canvas) == [canvas.bounds])
    }

    /// A flash badge for one ball comes and goes in a column the layout keeps: only its region
    /// is damaged, both ways, and the picture is the one a fresh paint gives.
    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 800, height: 480)])
    func flashComingAndGoingDamagesOnlyItsRegion(_ size: PixelSize) throws {
        let banner = try RenderSupport.board("cricket-banner")
        let flash = try #require(banner.fields.first { $0.key == "flash" })
        var plain = banner
        plain.fields.removeAll { $0.key == "flash" || $0.key == "freeHit" }
        var flashed = plain
        flashed.fields.append(flash)
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paint(plain, into: canvas)
        let flashRect = try #require(renderer.layout(flashed, size: size).regions.first { $0.key == "flash" }?.rect)
        #expect(renderer.layout(plain, size: size).regions.allSatisfy { $0.key != "flash" })

        #expect(renderer.paint(flashed, into: canvas) == [flashRect])
        #expect(RenderSupport.differingPixels(canvas, try RenderSupport.render(flashed, size), tolerance: 0) == 0)
        #expect(renderer.paint(plain, into: canvas) == [flashRect])
        #expect(RenderSupport.differingPixels(canvas, try RenderSupport.render(plain, size), tolerance: 0) == 0)
    }

    /// A ball added to "this over" redraws its own cell of the strip, and the picture is the one
    /// a fresh paint gives.
    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 800, height: 480)])
    func ballAddedRedrawsOneCell(_ size: PixelSize) throws {
        let banner = try RenderSupport.board("cricket-banner")
        let index = try #require(banner.fields.firstIndex { $0.key == "lastBalls" })
        let items = try #require(banner.fields[index].items)
        var before = banner, after = banner
        before.fields[index].items = Array(items.prefix(4))
        before.fields[index].text = items.prefix(4).map(\.text).joined(separator: " ")
        after.fields[index].items = Array(items.prefix(5))
        after.fields[index].text = items.prefix(5).map(\.text).joined(separator: " ")
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paint(before, into: canvas)
        let damage = renderer.paint(after, into: canvas)

        let strip = try #require(renderer.layout(after, size: size).regions.first { $0.key == "lastBalls" })
        guard case .tokens(_, _, let cellWidth) = strip.content else {
            Issue.record("lastBalls is not a token strip")
            return
        }
        // Six cells at least, so the fifth ball's cell starts four cells in.
        #expect(damage == [Rect(x: strip.rect.x + 4 * cellWidth, y: strip.rect.y, width: cellWidth, height: strip.rect.height)])
        #expect(RenderSupport.differingPixels(canvas, try RenderSupport.render(after, size), tolerance: 0) == 0)
    }

    /// The strike marker follows the flag: swapping strike damages the two batter regions only.
    @Test func strikeChangeDamagesBothBatters() throws {
        let board = try RenderSupport.board("cricket-banner")
        var swapped = board
        for index in swapped.fields.indices where swapped.fields[index].key == "batter1" || swapped.fields[index].key == "batter2" {
            swapped.fields[index].flag?.toggle()
        }
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: 1920, height: 1080)
        renderer.paint(board, into: canvas)
        let damage = renderer.paint(swapped, into: canvas)
        let rects = renderer.layout(swapped, size: canvas.size).regions.filter { $0.key == "batter1" || $0.key == "batter2" }.map(\.rect)
        // The marker moved, so both whole regions are redrawn.
        #expect(damage == rects)
        let fresh = try RenderSupport.render(swapped, canvas.size)
        #expect(RenderSupport.differingPixels(canvas, fresh, tolerance: 0) == 0)
    }

    /// Another canvas (the other buffer of a double-buffered display) gets a full paint.
    @Test func newCanvasIsPaintedWhole() throws {
        let board = try RenderSupport.board("idle")
        let renderer = try RenderSupport.renderer()
        let first = Canvas(width: 640, height: 480), second = Canvas(width: 640, height: 480)
        renderer.paint(board, into: first)
        #expect(renderer.paint(board, into: second) == [second.bounds])
    }
}
