import CommandBasics
import Deterministic
import ArgumentParser
import Displays
import FoundationEssentials
import MatchEngine
import Renderer

/// `scoreline-bench pages`: what a page change costs at 1080p (issue 14's bar: under 2 ms). The
/// kiosk's own path, as `bench present` times it: the new page laid out and painted through a
/// window straight into the back buffer of a `MemoryDisplay`, then the swap. A page change
/// changes the geometry, so every one paints the whole frame (and the back buffer missed the
/// frame before, so it is whole anyway).
struct PageBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages",
        abstract: "Time page changes at 1080p (main, batting card, main, …) on the kiosk's path."
    )

    @Option(help: "Page changes per run.")
    var changes = 400

    @Option(help: "Runs (the median and p99 of each are reported).")
    var runs = 5

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    func run() throws {
        let paths = fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        let chase = try RenderBench.chase()
        guard let main = chase.last else { throw ValidationError("The synthetic match had no chase.") }
        let size = PixelSize(width: 1920, height: 1080)
        let display = try MemoryDisplay(size: size)
        let buffers = display.scanout
        let renderer = try Renderer(fonts: paths, images: BenchShelf())
        let rendered = RenderedFrame(renderer: renderer, size: size)

        let cycles: [(String, [Scoreboard])] = [
            ("main, batting card", [main, PageBoards.batting]),
            ("main, bowling card", [main, PageBoards.bowling]),
            ("main, sponsor (600x200 PNG fitted to 1878x626)", [main, SponsorBoard.build(image: "logo.png")]),
            ("main, batting, fall of wickets, bowling, partnership, target, sponsor",
             [main, PageBoards.batting, PageBoards.fallOfWickets, PageBoards.bowling, PageBoards.partnership, PageBoards.target,
              SponsorBoard.build(image: "logo.png")]),
        ]
        var report = "page changes at \(size) on the kiosk's path (lay out, paint through a window into the back buffer, swap); \(changes) changes x \(runs) runs\n"
        var allMedians: [Double] = []
        for (name, pages) in cycles {
            // Warm-up: glyphs rasterised, the sponsor scaled, group sizes cached, as after the
            // first time round the cycle on a ground.
            for board in pages { buffers.update(from: rendered, damage: rendered.update(board)); buffers.swap() }
            var medians: [Double] = [], p99s: [Double] = []
            var whole = 0
            // The warm-up ended on the last page; one running count keeps every step a change,
            // across runs too.
            var step = 0
            for _ in 0..<runs {
                var times: [Double] = []
                for _ in 0..<changes {
                    let board = pages[step % pages.count]
                    step += 1
                    var damage: [Rect] = []
                    times.append(time {
                        damage = rendered.update(board)
                        buffers.update(from: rendered, damage: damage)
                        buffers.swap()
                    })
                    if damage == [Rect(x: 0, y: 0, width: size.width, height: size.height)] { whole += 1 }
                }
                medians.append(median(times))
                p99s.append(percentile(times, 0.99))
            }
            report += "  \(name): median \(list(medians)) ms, p99 \(list(p99s)) ms (whole frame painted \(whole) of \(changes * runs))\n"
            allMedians.append(median(medians))
        }
        // The physical floor in the same run: a page change writes every pixel of the frame at
        // least once, so a plain memset of a 1080p frame is the least it could cost.
        let floor = RenderBench.memoryBaseline(size, runs: 200)
        report += "  floor: memset of a \(size) frame \(fixed(floor.memset, decimals: 3)) ms, memcpy \(fixed(floor.memcpy, decimals: 3)) ms;"
        report += " page change ÷ memset: \(allMedians.map { fixed($0 / max(floor.memset, 1e-9), decimals: 1) }.joined(separator: " / "))\n"
        StandardStream.output.write(Data((report + "\n").utf8))
    }

    private func list(_ values: [Double]) -> String { values.map { fixed($0, decimals: 3) }.joined(separator: " / ") }
}

/// The sponsor's image from memory: a 600x200 logo-like picture with transparent corners.
final class BenchShelf: ImageShelf {
    private let logo: Canvas = {
        let canvas = Canvas(width: 600, height: 200)
        for y in 0..<200 {
            for x in 0..<600 {
                let corner = (x < 20 || x >= 580) && (y < 20 || y >= 180)
                canvas[x, y] = corner ? 0 : 0xFF00_0000 | UInt32((x * 255) / 600) << 16 | UInt32((y * 255) / 200) << 8 | 0x80
            }
        }
        return canvas
    }()

    func image(named name: String) -> Canvas? { name == "logo.png" ? logo : nil }
}
