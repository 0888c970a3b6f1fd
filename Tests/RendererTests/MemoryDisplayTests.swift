import Displays
import Glibc
import Testing
@testable import Renderer

/// `--output memory`'s screen: its buffers are black from the kernel, not cleared by hand, so
/// the start faults in no page before a frame is drawn into it (issue 42, ADR 060).
@Suite("Memory display")
struct MemoryDisplayTests {
    /// Pages of `canvas`'s memory that are resident, asked of the kernel with mincore(2).
    static func residentPages(_ canvas: Canvas) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = canvas.stride * canvas.height * 4
        let pages = (length + page - 1) / page
        var vector = [UInt8](repeating: 0, count: pages)
        let status = mincore(UnsafeMutableRawPointer(canvas.pixels), length, &vector)
        #expect(status == 0, "mincore: \(String(cString: strerror(errno)))")
        return vector.filter { $0 & 1 == 1 }.count
    }

    @Test func buffersAreBlackWithoutBeingWritten() throws {
        // 1920x1080 at 4 bytes a pixel: the pitch is 7,680 bytes (already a multiple of 64), so
        // a buffer is 7,680 × 1,080 = 8,294,400 bytes, 2,025 pages of 4 KiB.
        let display = try MemoryDisplay(size: PixelSize(width: 1920, height: 1080))
        #expect(display.scanout.buffers.count == 2)
        for buffer in display.scanout.buffers {
            // Nothing has written the mapping: the kernel has faulted in none of its pages.
            #expect(Self.residentPages(buffer) == 0)
        }
        // What a scan-out would see before the first frame: black (a pixel in every 7th row and
        // 13th column read, after the count above, as reading faults pages in).
        let front = display.scanout.buffers[0]
        var lit = 0
        for y in stride(from: 0, to: 1080, by: 7) {
            for x in stride(from: 0, to: 1920, by: 13) where front[x, y] != 0 { lit += 1 }
        }
        #expect(lit == 0)
    }

    /// The first frame is drawn into the back buffer only; the other stays untouched until
    /// the frame after it, and both then hold the frame.
    @Test func aFrameFaultsInOnlyTheBufferItIsDrawnInto() throws {
        let display = try MemoryDisplay(size: PixelSize(width: 64, height: 64))
        let frame = Canvas(width: 64, height: 64)
        frame.fill(frame.bounds, 0x00FF_8000)
        _ = try display.present(frame, damage: [frame.bounds])
        // The buffer just presented is the one before the swap; 64 × 64 × 4 = 16 KiB (the
        // pitch, 256 bytes, is already a multiple of 64): 4 pages of 4 KiB, 1 of 16 KiB.
        let drawn = display.scanout.buffers[1 - display.scanout.back]
        let other = display.scanout.buffers[display.scanout.back]
        #expect(Self.residentPages(drawn) == 16_384 / Int(sysconf(Int32(_SC_PAGESIZE))))
        #expect(Self.residentPages(other) == 0)
        #expect(drawn[0, 0] == 0x00FF_8000 && drawn[63, 63] == 0x00FF_8000)
        _ = try display.present(frame, damage: [])
        #expect(other[0, 0] == 0x00FF_8000 && other[63, 63] == 0x00FF_8000)
    }
}
