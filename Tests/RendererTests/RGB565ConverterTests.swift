@testable import Displays
import Glibc
import MatchEngine
import Testing
@testable import Renderer

/// The 16-bit conversion for RGB565/BGR565 framebuffers. Expected pixels are worked out by
/// hand from the definition, floor(v·levels/255 + (M + ½)/16) with the Bayer matrix M.
@Suite("RGB565 and BGR565 conversion with an ordered dither")
struct RGB565ConverterTests {
    static let rgb = RGB565Converter(order: .rgb)
    static let bgr = RGB565Converter(order: .bgr)

    /// Every cell of the 4x4 tile.
    static let cells = (0..<4).flatMap { y in (0..<4).map { x in (x, y) } }

    @Test func fullChannelsAreExactUnderEveryCell() {
        for (x, y) in Self.cells {
            #expect(Self.rgb.pixel(0xFFFFFF, x: x, y: y) == 0xFFFF)
            #expect(Self.bgr.pixel(0xFFFFFF, x: x, y: y) == 0xFFFF)
            #expect(Self.rgb.pixel(0x000000, x: x, y: y) == 0x0000)
            #expect(Self.rgb.pixel(0xFF0000, x: x, y: y) == 0xF800)
            #expect(Self.bgr.pixel(0xFF0000, x: x, y: y) == 0x001F)
            #expect(Self.rgb.pixel(0x00FF00, x: x, y: y) == 0x07E0)
            #expect(Self.bgr.pixel(0x00FF00, x: x, y: y) == 0x07E0)
            #expect(Self.rgb.pixel(0x0000FF, x: x, y: y) == 0x001F)
            #expect(Self.bgr.pixel(0x0000FF, x: x, y: y) == 0xF800)
            // The byte above blue (X in XRGB) is ignored.
            #expect(Self.rgb.pixel(0xFF00_0000, x: x, y: y) == 0x0000)
        }
    }

    /// Grey 128: red and blue are 128·31/255 = 15.561, so 16 where (M + ½)/16 ≥ 0.439, i.e.
    /// M ≥ 7, else 15; green is 128·63/255 = 31.624, so 32 where M ≥ 6, else 31.
    /// (15, 31, 15) = 0x7BEF, (15, 32, 15) = 0x7C0F, (16, 32, 16) = 0x8410.
    @Test func midGreyUnderEachDitherCell() {
        let expected: [[UInt16]] = [
            [0x7BEF, 0x8410, 0x7BEF, 0x8410],  // M = 0, 8, 2, 10
            [0x8410, 0x7BEF, 0x8410, 0x7C0F],  // M = 12, 4, 14, 6
            [0x7BEF, 0x8410, 0x7BEF, 0x8410],  // M = 3, 11, 1, 9
            [0x8410, 0x8410, 0x8410, 0x7BEF],  // M = 15, 7, 13, 5
        ]
        for (x, y) in Self.cells {
            #expect(Self.rgb.pixel(0x808080, x: x, y: y) == expected[y][x], "cell \(x),\(y)")
            #expect(Self.bgr.pixel(0x808080, x: x, y: y) == expected[y][x], "cell \(x),\(y)")
            // Anchored to the frame: the same pixel four columns and rows on, and far away.
            #expect(Self.rgb.pixel(0x808080, x: x + 4, y: y + 4) == expected[y][x])
            #expect(Self.rgb.pixel(0x808080, x: x + 796, y: y + 476) == expected[y][x])
        }
    }

    /// Amber 0xFFB000: red 31, blue 0; green 176·63/255 = 43.482, so 44 where M ≥ 8.
    /// At (0, 0), M = 0: 31<<11 | 43<<5 = 0xFD60 (BGR: 43<<5 | 31 = 0x057F); at (0, 3), M = 15: 0xFD80.
    @Test func aThemeColourWorkedByHand() {
        #expect(Self.rgb.pixel(0xFFB000, x: 0, y: 0) == 0xFD60)
        #expect(Self.bgr.pixel(0xFFB000, x: 0, y: 0) == 0x057F)
        #expect(Self.rgb.pixel(0xFFB000, x: 0, y: 3) == 0xFD80)
        #expect(Self.rgb.pixel(0xFFB000, x: 1, y: 0) == 0xFD80)  // M = 8
        #expect(Self.rgb.pixel(0xFFB000, x: 3, y: 3) == 0xFD60)  // M = 5
    }

    /// What the dither is for: over a tile, the mean of a channel is within 1/32 of a step of
    /// the exact value, for every input; a straight cut is off by up to a whole step.
    @Test func aTileKeepsTheMeanOfEveryValue() {
        for v in 0..<256 {
            var red = 0, green = 0
            for (x, y) in Self.cells {
                let p = Self.rgb.pixel(UInt32(v) << 16 | UInt32(v) << 8, x: x, y: y)
                red += Int(p >> 11)
                green += Int((p >> 5) & 0x3F)
            }
            // |sum/16 − v·levels/255| ≤ 1/32, times 16·255 to stay in integers.
            #expect(abs(red * 255 - 16 * 31 * v) * 2 <= 255, "red \(v)")
            #expect(abs(green * 255 - 16 * 63 * v) * 2 <= 255, "green \(v)")
        }
    }

    /// A frame of assorted pixels (a SplitMix64 stream), deterministic.
    static func noise(width: Int, height: Int, seed: UInt64) -> Canvas {
        var random = RenderedFrameTests.Seeded(state: seed)
        let frame = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { frame[x, y] = UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF }
        }
        return frame
    }

    /// Converting rectangles (at odd places, through windows with their own origin, as the
    /// scan-out does) gives exactly the same region as a whole-frame convert, and writes
    /// nothing outside them.
    @Test func aSubRectangleEqualsTheSameRegionOfAWholeFrame() throws {
        let (width, height) = (61, 37)
        let frame = Self.noise(width: width, height: height, seed: 565)
        let stride = 128  // bytes: wider than 61·2, as a padded framebuffer line is
        for converter in [Self.rgb, Self.bgr] {
            let whole = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
            let parts = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 64)
            defer {
                whole.deallocate()
                parts.deallocate()
            }
            whole.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            parts.initializeMemory(as: UInt16.self, repeating: 0xABCD, count: stride * height / 2)
            converter.convert(frame.bounds, from: frame, into: whole, strideBytes: stride)
            let rects = [Rect(x: 3, y: 5, width: 7, height: 9), Rect(x: 30, y: 1, width: 31, height: 2), Rect(x: 13, y: 22, width: 1, height: 15)]
            for rect in rects {
                // A window holding just this rectangle, in frame coordinates.
                let memory = UnsafeMutableRawPointer.allocate(byteCount: rect.area * 4, alignment: 64)
                defer { memory.deallocate() }
                let window = try Canvas(wrapping: memory, width: rect.width, height: rect.height, strideBytes: rect.width * 4, originX: rect.x, originY: rect.y)
                window.copy(rect, from: frame)
                converter.convert(rect, from: window, into: parts, strideBytes: stride)
            }
            for y in 0..<height {
                for x in 0..<width {
                    let got = parts.load(fromByteOffset: y * stride + x * 2, as: UInt16.self)
                    let inside = rects.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }
                    let want = inside ? whole.load(fromByteOffset: y * stride + x * 2, as: UInt16.self) : 0xABCD
                    #expect(got == want, "pixel \(x),\(y)")
                    if got != want { return }
                }
            }
            // And the whole convert is the per-pixel definition.
            #expect(whole.load(fromByteOffset: 7 * stride + 9 * 2, as: UInt16.self) == converter.pixel(frame[9, 7], x: 9, y: 7))
        }
    }

    /// The scan-out: a first present writes the whole frame through its window (several
    /// strips at 800x480), equal to a whole-frame convert; the next writes only its damage.
    @Test func theScanoutWritesTheFrameThenOnlyItsDamage() throws {
        let size = PixelSize(width: 800, height: 480)
        let stride = 1664  // 800·2 padded to 64 bytes
        let frame = Self.noise(width: size.width, height: size.height, seed: 7)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * size.height, alignment: 64)
        let expected = UnsafeMutableRawPointer.allocate(byteCount: stride * size.height, alignment: 64)
        defer {
            memory.deallocate()
            expected.deallocate()
        }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * size.height)
        expected.initializeMemory(as: UInt8.self, repeating: 0, count: stride * size.height)
        let scanout = RGB565Scanout(memory: memory, size: size, strideBytes: stride, order: .bgr)
        #expect(scanout.update(from: frame, damage: []) == [frame.bounds])
        Self.rgbOrder(.bgr).convert(frame.bounds, from: frame, into: expected, strideBytes: stride)
        #expect(memcmp(memory, expected, stride * size.height) == 0)

        // Mark the framebuffer, change the frame in one rectangle: only that is written.
        memory.initializeMemory(as: UInt16.self, repeating: 0xABCD, count: stride * size.height / 2)
        let damage = Rect(x: 101, y: 203, width: 57, height: 33)
        frame.fill(damage, 0x808080)
        #expect(scanout.update(from: frame, damage: [damage]) == [damage])
        for y in [0, 202, 203, 235, 236, 479] {
            for x in [0, 100, 101, 130, 157, 158, 799] {
                let got = memory.load(fromByteOffset: y * stride + x * 2, as: UInt16.self)
                let inside = x >= damage.x && x < damage.maxX && y >= damage.y && y < damage.maxY
                #expect(got == (inside ? Self.bgr.pixel(0x808080, x: x, y: y) : 0xABCD), "pixel \(x),\(y)")
            }
        }
        #expect(scanout.update(from: frame, damage: []) == [])
    }

    static func rgbOrder(_ order: RGB565Converter.Order) -> RGB565Converter { order == .rgb ? rgb : bgr }

    /// The kiosk's own frame (painted a window at a time) through the scan-out equals the
    /// board painted whole and converted whole.
    @Test func theKiosksFrameConvertsAsAWholePaintDoes() throws {
        let size = PixelSize(width: 480, height: 320)
        let board = try RenderSupport.board("cricket-banner")
        let renderer = try RenderSupport.renderer()
        let whole = Canvas(width: size.width, height: size.height)
        renderer.paint(board, into: whole)
        let stride = size.width * 2
        let expected = UnsafeMutableRawPointer.allocate(byteCount: stride * size.height, alignment: 64)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * size.height, alignment: 64)
        defer {
            expected.deallocate()
            memory.deallocate()
        }
        Self.rgb.convert(whole.bounds, from: whole, into: expected, strideBytes: stride)
        let rendered = RenderedFrame(renderer: try RenderSupport.renderer(), size: size)
        let scanout = RGB565Scanout(memory: memory, size: size, strideBytes: stride, order: .rgb)
        scanout.update(from: rendered, damage: rendered.update(board))
        #expect(memcmp(memory, expected, stride * size.height) == 0)
    }
}
