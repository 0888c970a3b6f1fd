@testable import Displays
import MatchEngine
import Testing
@testable import Renderer

/// The kiosk's frame that is never held whole: rectangles painted on demand through a small
/// window must give exactly the picture of a whole-frame paint, in any pieces.
@Suite("Frames painted a window at a time")
struct RenderedFrameTests {
    /// A small deterministic generator (SplitMix64), so a failure repeats.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func aWindowDrawsInFrameCoordinates() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 30 * 10 * 4, alignment: 64)
        defer { memory.deallocate() }
        let window = try Canvas(wrapping: memory, width: 30, height: 10, strideBytes: 120, originX: 10, originY: 20)
        #expect(window.bounds == Rect(x: 10, y: 20, width: 30, height: 10))
        window.fill(Rect(x: 0, y: 0, width: 100, height: 100), 0x112233)
        window.fill(Rect(x: 12, y: 21, width: 2, height: 3), 0xFFFFFF)
        #expect(window[10, 20] == 0x112233 && window[39, 29] == 0x112233)
        #expect(window[12, 21] == 0xFFFFFF && window[13, 23] == 0xFFFFFF && window[14, 23] == 0x112233)
        // A full coverage mask over the window's corner: only the part inside the window.
        let mask = [UInt8](repeating: 255, count: 16)
        mask.withUnsafeBufferPointer { m in
            if let base = m.baseAddress {
                window.blend(mask: base, maskWidth: 4, maskHeight: 4, maskStride: 4, atX: 8, y: 18, color: 0xAB0000, clip: Rect(x: 0, y: 0, width: 100, height: 100))
            }
        }
        #expect(window[10, 20] == 0xAB0000 && window[11, 21] == 0xAB0000 && window[14, 22] == 0x112233)
        // Copied into a whole frame, the window lands where it is.
        let frame = Canvas(width: 64, height: 48)
        frame.copy(window.bounds, from: window)
        #expect(frame[10, 20] == 0xAB0000 && frame[13, 23] == 0xFFFFFF && frame[39, 29] == 0x112233)
        #expect(frame[9, 20] == 0 && frame[40, 29] == 0 && frame[10, 30] == 0)
    }

    /// Rectangles of any size and place, written over the picture of another board, give the
    /// new board's pixels inside them and leave every other pixel alone.
    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 192, height: 64),
                      PixelSize(width: 3840, height: 2160)])
    func piecesEqualTheWholePaint(_ size: PixelSize) throws {
        let renderer = try RenderSupport.renderer()
        var random = Seeded(state: UInt64(size.width * 7 + size.height))
        // 4K, the largest frame, once; the others through three changes of layout.
        let pairs = [("cricket-banner", "cricket-break"), ("badminton-court", "cricket-banner"), ("idle", "cricket-result")]
        for (old, new) in size.width > 1920 ? Array(pairs.prefix(1)) : pairs {
            let before = try RenderSupport.render(try RenderSupport.board(old), size)
            let after = try RenderSupport.render(try RenderSupport.board(new), size)
            let frame = RenderedFrame(renderer: renderer, size: size)
            #expect(frame.update(try RenderSupport.board(new)) == [Rect(x: 0, y: 0, width: size.width, height: size.height)])
            let target = Canvas(width: size.width, height: size.height)
            target.copy(target.bounds, from: before)
            var written: [Rect] = []
            for _ in 0..<12 {
                let w = Int.random(in: 1...size.width, using: &random), h = Int.random(in: 1...size.height, using: &random)
                let rect = Rect(x: Int.random(in: -8...(size.width - w + 8), using: &random), y: Int.random(in: -8...(size.height - h + 8), using: &random),
                                width: w, height: h)
                frame.write(rect, into: target)
                written.append(rect)
            }
            var wrong = 0
            for y in 0..<size.height {
                // Which pixels of this row some written rectangle covers.
                var inside = [Bool](repeating: false, count: size.width)
                for rect in written where rect.y <= y && y < rect.maxY {
                    for x in max(0, rect.x)..<max(max(0, rect.x), min(size.width, rect.maxX)) { inside[x] = true }
                }
                let got = target.address(0, y), new = after.address(0, y), old = before.address(0, y)
                for x in 0..<size.width where got[x] != (inside[x] ? new[x] : old[x]) { wrong += 1 }
            }
            #expect(wrong == 0, "\(old) → \(new) at \(size): \(wrong) pixels")
            frame.write(target.bounds, into: target)
            #expect(RenderSupport.differingPixels(target, after, tolerance: 0) == 0)
        }
    }

    /// The kiosk's path: two buffers flipped after each frame, each written with only what it
    /// lacks, painted from the newest board: each buffer shows exactly the board it was sent,
    /// through a score change, an error line coming (new geometry) and going, and a new innings.
    @Test func twoBuffersFollowTheBoardsWithoutAWholeFrameInMemory() throws {
        let size = PixelSize(width: 1280, height: 720)
        let banner = try RenderSupport.board("cricket-banner")
        var withError = DamageTests.changing(banner, "score", to: "188/6")
        withError.fields.append(BoardField("error", "Input: keypad disconnected", priority: 1, role: .warning))
        let boards = [banner, DamageTests.changing(banner, "score", to: "188/6"), withError, DamageTests.changing(banner, "overs", to: "18.5"),
                      DamageTests.changing(DamageTests.changing(banner, "overs", to: "18.5"), "score", to: "192/6"),
                      DamageTests.changing(DamageTests.changing(banner, "overs", to: "18.6"), "score", to: "193/6"), try RenderSupport.board("cricket-break")]
        let renderer = try RenderSupport.renderer()
        let frame = RenderedFrame(renderer: renderer, size: size)
        let buffers = ScanoutBuffers([Canvas(width: size.width, height: size.height), Canvas(width: size.width, height: size.height)])
        var copied: [Int] = []
        for board in boards {
            copied.append(buffers.update(from: frame, damage: frame.update(board)).reduce(0) { $0 + $1.area })
            let fresh = try RenderSupport.render(board, size)
            #expect(RenderSupport.differingPixels(buffers.buffers[buffers.back], fresh, tolerance: 0) == 0)
            buffers.swap()
        }
        // Both buffers start empty, and the error line's coming and going changes the geometry
        // (whole frames); once both buffers have the last whole frame, a score change writes a
        // small part: its own damage and the frame before's.
        #expect(copied[1] == size.width * size.height && copied[3] == size.width * size.height && copied[4] == size.width * size.height)
        #expect(copied[5] < size.width * size.height / 4)
    }
}
