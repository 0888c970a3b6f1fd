import Testing
@testable import Renderer

@Suite("Render canvas")
struct CanvasTests {
    @Test func fillClipsToTheCanvas() {
        let canvas = Canvas(width: 4, height: 3)
        canvas.fill(Rect(x: 2, y: 1, width: 10, height: 10), 0xFF0000)
        #expect(canvas[1, 1] == 0)
        #expect(canvas[2, 1] == 0xFF0000)
        #expect(canvas[3, 2] == 0xFF0000)
        #expect(canvas[3, 0] == 0)
    }
}
