@testable import Displays
import Testing
@testable import Renderer

/// `display.region`: the board in a window of the screen, black around it (an LED wall's
/// sending card shows only that window of the HDMI picture).
@Suite("Region display")
struct RegionDisplayTests {
    /// A board whose every pixel says where it is: 0x00XXYY in board coordinates, plus one so
    /// no pixel is black.
    static func board(_ width: Int, _ height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height)
        for y in 0..<height { for x in 0..<width { canvas[x, y] = 0x010101 + UInt32(x << 8 | y) } }
        return canvas
    }

    static func expect(_ screen: Canvas, shows board: Canvas, at region: Rect) {
        var wrong = 0
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let inside = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                let want: UInt32 = inside ? board[x - region.x, y - region.y] : 0
                if screen[x, y] != want { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from the board at \(region) on black")
    }

    @Test func theBoardSitsInTheWindowOnBlack() throws {
        let memory = try MemoryDisplay(size: PixelSize(width: 200, height: 100))
        // What another program left on the screen must go.
        for buffer in memory.scanout.buffers { buffer.fill(buffer.bounds, 0xFFFFFF) }
        let region = Rect(x: 10, y: 20, width: 64, height: 32)
        let display = RegionDisplay(inner: memory, region: region)
        #expect(display.size == PixelSize(width: 64, height: 32))
        let board = Self.board(64, 32)
        try display.present(board, damage: [Rect(x: 0, y: 0, width: 64, height: 32)])
        // The frame just presented is the one before the swap.
        Self.expect(memory.scanout.buffers[1 - memory.scanout.back], shows: board, at: region)
    }

    /// A later frame's damage lands in the window, moved by its offset; the rest is untouched.
    @Test func damageIsMovedIntoTheWindow() throws {
        let memory = try MemoryDisplay(size: PixelSize(width: 120, height: 80))
        let region = Rect(x: 50, y: 40, width: 64, height: 32)
        let display = RegionDisplay(inner: memory, region: region)
        let board = Self.board(64, 32)
        try display.present(board, damage: [board.bounds])
        board.fill(Rect(x: 5, y: 6, width: 3, height: 2), 0x123456)
        try display.present(board, damage: [Rect(x: 5, y: 6, width: 3, height: 2)])
        let front = memory.scanout.buffers[1 - memory.scanout.back]
        Self.expect(front, shows: board, at: region)
        #expect(front[55, 46] == 0x123456)
    }

    /// The strip path (a 16-bit framebuffer converts pixels where they were painted): black
    /// strips round the window, the board's strips moved into it.
    @Test func stripsCoverTheScreen() {
        let board = Self.board(40, 30)
        let region = Rect(x: 7, y: 9, width: 40, height: 30)
        let frame = WindowFrame(board: board, region: region, screen: PixelSize(width: 100, height: 90))
        let screen = Canvas(width: 100, height: 90)
        screen.fill(screen.bounds, 0xFFFFFF)
        frame.visitStrips(of: Rect(x: 0, y: 0, width: 100, height: 90)) { strip, canvas in screen.copy(strip, from: canvas) }
        Self.expect(screen, shows: board, at: region)
    }

    @Test func aWindowPastTheEdgeShowsNothingAndSaysWhy() throws {
        let memory = try MemoryDisplay(size: PixelSize(width: 100, height: 50))
        var said: [String] = []
        let display = RegionDisplay(inner: memory, region: Rect(x: 60, y: 0, width: 64, height: 32)) { said.append($0) }
        #expect(display.size == nil)
        #expect(display.size == nil)
        #expect(said == ["display.region 64x32+60+0 reaches past the 100x50 screen: nothing is shown until the window fits (set a smaller region or a larger display.mode)"])
    }

    @Test func regionTextIsX11Geometry() {
        #expect(Rect(parsingRegion: "256x128+0+0") == Rect(x: 0, y: 0, width: 256, height: 128))
        #expect(Rect(parsingRegion: "192X96+1728+984") == Rect(x: 1728, y: 984, width: 192, height: 96))
        for bad in ["256x128", "256x128+0", "256x128+-1+0", "4x128+0+0", "256x128+0+0+0", "axb+0+0", ""] {
            #expect(Rect(parsingRegion: bad) == nil, "\(bad)")
        }
    }
}
