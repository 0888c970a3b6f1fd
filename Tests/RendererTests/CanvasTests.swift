import Foundation
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

@Suite("Render canvas operations")
struct CanvasOperationTests {
    /// A wrapped buffer with padding at the end of each row (as DRM dumb buffers have):
    /// drawing never touches the padding.
    @Test func strideLeavesPaddingAlone() throws {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 8 * 4 * 3, alignment: 4)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt32.self, repeating: 0xDEAD, count: 8 * 3)
        let canvas = try Canvas(wrapping: raw, width: 5, height: 3, strideBytes: 8 * 4)
        canvas.fill(canvas.bounds, 0x123456)
        let words = raw.assumingMemoryBound(to: UInt32.self)
        for y in 0..<3 {
            for x in 0..<8 { #expect(words[y * 8 + x] == (x < 5 ? 0x123456 : 0xDEAD)) }
        }
        #expect(throws: RendererError.self) { try Canvas(wrapping: raw, width: 9, height: 3, strideBytes: 8 * 4) }
    }

    @Test func halfCoverageMixesHalfway() {
        let canvas = Canvas(width: 3, height: 1)
        let mask: [UInt8] = [0, 128, 255]
        mask.withUnsafeBufferPointer { m in
            guard let base = m.baseAddress else { return }
            canvas.blend(mask: base, maskWidth: 3, maskHeight: 1, maskStride: 3, atX: 0, y: 0, color: 0xFFFFFF, clip: canvas.bounds)
        }
        #expect(canvas[0, 0] == 0)
        #expect(canvas[1, 0] == 0x808080)
        #expect(canvas[2, 0] == 0xFFFFFF)
    }

    /// Pixel (x, y) of a 3×2 canvas lands where a clockwise quarter turn puts it, and four
    /// quarter turns give the original back.
    @Test func rotationMovesPixelsClockwise() {
        let canvas = Canvas(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { canvas[x, y] = UInt32(y * 3 + x + 1) } }
        let turned = canvas.rotated(.quarter)
        #expect(turned.size == PixelSize(width: 2, height: 3))
        // Top-left goes to top-right; bottom-left to top-left.
        #expect(turned[1, 0] == 1)
        #expect(turned[0, 0] == 4)
        #expect(turned[0, 2] == 6)
        let half = canvas.rotated(.half)
        #expect(half[0, 0] == 6 && half[2, 1] == 1)
        let three = canvas.rotated(.threeQuarters)
        #expect(three[0, 2] == 1 && three[1, 0] == 6)
        let back = canvas.rotated(.quarter).rotated(.quarter).rotated(.quarter).rotated(.quarter)
        #expect(RenderSupport.differingPixels(back, canvas, tolerance: 0) == 0)
    }

    @Test func copyMovesARectangle() {
        let source = Canvas(width: 4, height: 4)
        source.fill(Rect(x: 1, y: 1, width: 2, height: 2), 0xABCDEF)
        let target = Canvas(width: 4, height: 4)
        target.copy(Rect(x: 1, y: 1, width: 2, height: 2), from: source)
        #expect(RenderSupport.differingPixels(source, target, tolerance: 0) == 0)
    }

    /// Copying to an offset that hangs off the top-left corner keeps only what lands inside.
    @Test func copyToAnOffsetClips() {
        let source = Canvas(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { source[x, y] = UInt32(10 * y + x + 1) } }
        let target = Canvas(width: 3, height: 3)
        target.copy(source.bounds, from: source, toX: -1, y: -1)
        #expect(target[0, 0] == 12)  // source (1, 1)
        #expect(target[1, 1] == 23)  // source (2, 2)
        #expect(target[2, 2] == 0)
        target.copy(Rect(x: 0, y: 0, width: 2, height: 1), from: source, toX: 2, y: 2)
        #expect(target[2, 2] == 1)  // source (0, 0); (1, 0) falls off the right edge
    }

    @Test func pngRoundTrips() throws {
        let canvas = Canvas(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { canvas[x, y] = UInt32(x * 30) << 16 | UInt32(y * 50) << 8 | 0x7F } }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ImageFile.writePNG(canvas, to: path)
        let back = try ImageFile.readPNG(path)
        #expect(RenderSupport.differingPixels(canvas, back, tolerance: 0) == 0)
    }

    /// Both readers finish a PNG through one helper: a file cut short inside its pixel data
    /// (the header reads, the rows do not) is refused with its path and libpng's reason, as a
    /// golden (`readPNG`) and as a sponsor's image (`readImage`, which says it is damaged).
    @Test func aPNGCutShortIsRefusedByBothReaders() throws {
        let canvas = Canvas(width: 64, height: 64)
        // Pixels that do not compress away, so the cut lands inside the image data.
        for i in 0..<(64 * 64) { canvas.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) & 0xFFFFFF }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ImageFile.writePNG(canvas, to: path)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        // The last 12 bytes are IEND; 200 more cuts into the pixel data's last chunk.
        try whole.prefix(whole.count - 212).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ImageFile.readPNG(path)
            Issue.record("a cut PNG was read as a golden")
        } catch {
            guard case .imageRead(let named, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == path)
            #expect(!reason.isEmpty)
        }
        do {
            _ = try ImageFile.readImage(path, maxSide: 8192)
            Issue.record("a cut PNG was read as a sponsor's image")
        } catch {
            guard case .imageUnusable(let named, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(named == path)
            #expect(reason.hasPrefix("the PNG data is damaged ("))
        }
    }

    @Test func unwritablePNGSaysWhere() {
        #expect(throws: RendererError.self) { try ImageFile.writePNG(Canvas(width: 2, height: 2), to: "/nonexistent-dir/x.png") }
    }
}
