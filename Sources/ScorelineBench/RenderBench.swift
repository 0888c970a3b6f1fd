import CommandBasics
import Deterministic
import ArgumentParser
import FoundationEssentials
import Glibc
import MatchEngine
import Renderer

/// `scoreline bench render`: the renderer's frame times beside a plain memset and memcpy of
/// the same frame, so the figures say how far drawing is from the cost of touching the memory.
struct RenderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Time cold and warm full frames at 1080p and 4K and the repaint after one ball."
    )

    @Option(help: "Timed runs per figure (medians are reported).")
    var runs = 31

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    func run() throws {
        let paths = fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        let chase = try Self.chase()
        guard let after = chase.last else { throw ValidationError("The synthetic match had no chase.") }
        let hd = PixelSize(width: 1920, height: 1080), uhd = PixelSize(width: 3840, height: 2160)

        // Cold: open the fonts, lay out, rasterise every glyph, paint. A new renderer each run.
        var cold: [Double] = []
        for _ in 0..<max(5, runs / 3) {
            cold.append(try time { () throws -> Void in
                let renderer = try Renderer(fonts: paths)
                let canvas = Canvas(width: hd.width, height: hd.height)
                renderer.paint(after, into: canvas)
            })
        }

        let renderer = try Renderer(fonts: paths)
        func warm(_ size: PixelSize) -> [Double] {
            let canvas = Canvas(width: size.width, height: size.height)
            renderer.paint(after, into: canvas)
            return (0..<runs).map { _ in
                renderer.invalidate()
                return time { renderer.paint(after, into: canvas) }
            }
        }
        let warmHD = warm(hd), warmUHD = warm(uhd)

        // One ball: every action of the chase painted over the board before it, in order, as
        // the scoreboard does live. Each pass gives the median over balls; passes are repeated.
        let canvas = Canvas(width: hd.width, height: hd.height)
        var perPass: [Double] = [], worst: [Double] = []
        var damaged: [Double] = []
        for _ in 0..<max(3, runs / 5) {
            renderer.paint(chase[0], into: canvas)
            var times: [Double] = []
            for board in chase.dropFirst() {
                var area = 0
                times.append(time { area = renderer.paint(board, into: canvas).reduce(0) { $0 + $1.area } })
                damaged.append(Double(area) / Double(hd.width * hd.height))
            }
            perPass.append(median(times))
            worst.append(percentile(times, 0.9))
        }
        let repaint = perPass

        let (memsetHD, memcpyHD) = Self.memoryBaseline(hd, runs: runs)
        let (memsetUHD, memcpyUHD) = Self.memoryBaseline(uhd, runs: runs)
        let m = (cold: median(cold), hd: median(warmHD), uhd: median(warmUHD), one: median(repaint))
        let report = """
            renderer, medians of \(runs) runs (cold: \(cold.count) runs)
              cold first frame 1080p (fonts + layout + glyphs): \(ms(m.cold)) ms   goal < 30
              warm full frame 1080p:                          \(ms(m.hd)) ms   goal < 1.5
              warm full frame 4K:                             \(ms(m.uhd)) ms   goal < 6
              repaint after one ball, 1080p:                  \(ms(m.one)) ms   goal < 0.3  (median of \(chase.count - 1) balls of a T20 chase; 90th percentile \(ms(median(worst))) ms; median damage \(Int((median(damaged) * 100).rounded()))% of the frame)
              memset 1080p frame (8.3 MB): \(ms(memsetHD)) ms   memcpy: \(ms(memcpyHD)) ms
              memset 4K frame (33 MB):     \(ms(memsetUHD)) ms   memcpy: \(ms(memcpyUHD)) ms
              warm 1080p = \(ratio(m.hd, memsetHD)) × memset, \(ratio(m.hd, memcpyHD)) × memcpy
              warm 4K    = \(ratio(m.uhd, memsetUHD)) × memset, \(ratio(m.uhd, memcpyUHD)) × memcpy
              one ball   = \(ratio(m.one, memsetHD)) × a 1080p memset

            """
        StandardStream.output.write(Data(report.utf8))
    }

    private func ms(_ value: Double) -> String { fixed(value, decimals: 3, width: 7) }
    private func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? fixed(a / b, decimals: 2) : "-" }

    /// The banner after every action of the second innings of a synthetic T20 match (the
    /// chase: target, need and run rates all change with each ball).
    static func chase() throws -> [Scoreboard] {
        var generator = SyntheticCricket(oversPerInnings: 20)
        let lines = generator.lines(actions: 400)
        guard let first = lines.first else { throw ValidationError("The synthetic match did not start.") }
        // The board after each line, through the engine's one fold.
        var boards: [Scoreboard] = []
        var fold = MatchFold()
        for line in [first] + lines.dropFirst() {
            guard (try? fold.feed(Data(line.utf8))) != nil, let board = fold.session?.scoreboard else { continue }
            if board.layout == .cricketBanner, board["target"] != nil { boards.append(board) }
        }
        guard boards.count > 10 else { throw ValidationError("The synthetic match had no chase to paint.") }
        return boards
    }

    /// A plain memset and memcpy of one XRGB8888 frame: the floor for touching that memory.
    static func memoryBaseline(_ size: PixelSize, runs: Int) -> (memset: Double, memcpy: Double) {
        let bytes = size.width * size.height * 4
        let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            a.deallocate()
            b.deallocate()
        }
        memset(a, 1, bytes)
        memset(b, 2, bytes)
        var sets: [Double] = [], copies: [Double] = []
        for index in 0..<runs {
            sets.append(time { _ = memset(a, Int32(index & 0xFF), bytes) })
            copies.append(time { _ = memcpy(b, a, bytes) })
        }
        return (median(sets), median(copies))
    }
}
