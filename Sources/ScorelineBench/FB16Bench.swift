import ArgumentParser
import CommandBasics
import Displays
import FoundationEssentials
import Glibc
import MatchEngine
import Renderer

/// `scoreline-bench fb16`: what the RGB565 conversion of a 16-bit framebuffer costs per frame,
/// at the two sizes small panels come in: a whole frame (a new mode, the first frame) and the
/// damage of one ball of a T20 chase. The conversion only (`RGB565Converter.convert` from a
/// painted frame into an mmap'ed 16-bit buffer), then the kiosk's whole fbdev path per ball
/// (`RGB565Scanout`: layout, paint through the window, convert).
struct FB16Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fb16",
        abstract: "Time the RGB565 conversion with the dither at 480x320 and 800x480: a whole frame and one ball's damage."
    )

    @Option(help: "Timed runs of the whole-frame conversion (the median is reported).")
    var runs = 200

    @Option(help: "Passes over the balls of the chase.")
    var passes = 10

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    func run() throws {
        let paths = fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        let chase = try RenderBench.chase()
        var report = "RGB565 conversion with the Bayer 4x4 dither into an mmap'ed 16-bit buffer; \(chase.count - 1) balls of a T20 chase x \(passes) passes\n"
        for size in [PixelSize(width: 480, height: 320), PixelSize(width: 800, height: 480)] {
            report += try measure(size, chase: chase, fonts: paths)
        }
        StandardStream.output.write(Data(report.utf8))
    }

    private func measure(_ size: PixelSize, chase: [Scoreboard], fonts: FontPaths) throws -> String {
        let stride = (size.width * 2 + 63) / 64 * 64
        let bytes = stride * size.height
        // Shared memory, as a framebuffer mapping is, every page touched before timing.
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
            memory != UnsafeMutableRawPointer(bitPattern: -1)
        else { throw CommandFailure("mmap of \(bytes) bytes failed") }
        defer { munmap(memory, bytes) }
        memset(memory, 0, bytes)
        let converter = RGB565Converter(order: .rgb)
        let renderer = try Renderer(fonts: fonts)
        let frame = Canvas(width: size.width, height: size.height)
        renderer.paint(chase[0], into: frame)

        var whole: [Double] = []
        for _ in 0..<runs { whole.append(time { converter.convert(frame.bounds, from: frame, into: memory, strideBytes: stride) }) }

        // One ball: the rectangles its board changed, painted (not timed), then converted.
        var ball: [Double] = [], area: [Double] = []
        for _ in 0..<passes {
            renderer.invalidate()
            renderer.paint(chase[0], into: frame)
            for board in chase.dropFirst() {
                let damage = renderer.paint(board, into: frame)
                if damage == [frame.bounds] { continue }  // the layout's geometry changed: a whole frame, timed above
                ball.append(time { for rect in damage { converter.convert(rect, from: frame, into: memory, strideBytes: stride) } })
                area.append(Double(damage.reduce(0) { $0 + $1.area }) / Double(size.width * size.height))
            }
        }

        // The kiosk's own fbdev path: lay out, paint what changed through the window, convert.
        let rendered = RenderedFrame(renderer: renderer, size: size)
        let scanout = RGB565Scanout(memory: memory, size: size, strideBytes: stride, order: .rgb)
        var kiosk: [Double] = [], kioskWhole: [Double] = []
        for _ in 0..<passes {
            renderer.invalidate()
            scanout.invalidate()
            kioskWhole.append(time { scanout.update(from: rendered, damage: rendered.update(chase[0])) })
            for board in chase.dropFirst() {
                kiosk.append(time { scanout.update(from: rendered, damage: rendered.update(board)) })
            }
        }

        // The floor: a plain copy of as many bytes as a whole 16-bit frame.
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { scratch.deallocate() }
        memset(scratch, 1, bytes)
        var copies: [Double] = []
        for _ in 0..<runs { copies.append(time { _ = memcpy(memory, scratch, bytes) }) }

        let pixels = Double(size.width * size.height)
        return """
              \(size) (pitch \(stride) bytes):
                whole frame converted: median \(ms(median(whole))) ms (\(fixed(median(whole) * 1_000_000 / pixels, decimals: 2)) ns a pixel), p99 \(ms(percentile(whole, 0.99))) ms; memcpy of \(bytes) bytes: \(ms(median(copies))) ms
                one ball's damage converted (\(ball.count) balls that keep the layout): median \(ms(median(ball))) ms, p99 \(ms(percentile(ball, 0.99))) ms; area median \(fixed(median(area) * 100, decimals: 1))% of the frame
                the kiosk's path per ball (lay out, paint through the window, convert), every ball: median \(ms(median(kiosk))) ms, p99 \(ms(percentile(kiosk, 0.99))) ms; whole frame \(ms(median(kioskWhole))) ms

            """
    }

    private func ms(_ value: Double) -> String { fixed(value, decimals: 3) }
}
