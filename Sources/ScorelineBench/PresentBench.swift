import CommandBasics
import Deterministic
import ArgumentParser
import Displays
import FoundationEssentials
import Glibc
import MatchEngine
import Renderer

/// `scoreline bench present`: what showing a frame costs at 1080p, ball by ball: the kiosk's
/// own path (`RenderedFrame`: layout and painting straight into the buffer included), and the
/// copy from a frame painted whole in memory (a turned panel). The copy is the DRM display's own (`ScanoutBuffers`: this frame's damage plus what the back
/// buffer missed while it was on the screen) into two buffers laid out as dumb buffers are
/// (mmap'ed, rows padded to a 64-byte pitch). No DRM here: the page-flip ioctl is not included.
struct PresentBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present",
        abstract: "Time the present after one ball at 1080p: the damage copy into a back buffer (no real flip)."
    )

    @Option(help: "Passes over the balls of the chase.")
    var runs = 20

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    func run() throws {
        let paths = fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        let chase = try RenderBench.chase()
        let size = PixelSize(width: 1920, height: 1080)
        let display = try MemoryDisplay(size: size)
        let buffers = display.scanout
        let pitch = buffers.buffers[0].stride * 4
        let renderer = try Renderer(fonts: paths)
        let frame = Canvas(width: size.width, height: size.height)

        // Ball by ball: paint (not timed), then the present's copy and the buffer swap. A ball
        // that changes the layout's geometry (a notice appearing or going) damages the whole
        // frame, and so does the ball after it (the other buffer missed that frame): those are
        // reported apart from the steady state, where both buffers were current.
        var steady: [Double] = [], steadyCopied: [Double] = [], every: [Double] = []
        var wholeFrameBalls = 0
        for _ in 0..<runs {
            renderer.invalidate()
            buffers.update(from: frame, damage: renderer.paint(chase[0], into: frame))
            buffers.swap()
            var previousWasWhole = true
            wholeFrameBalls = 0
            for board in chase.dropFirst() {
                let damage = renderer.paint(board, into: frame)
                var area = 0
                let elapsed = time {
                    area = buffers.update(from: frame, damage: damage).reduce(0) { $0 + $1.area }
                    buffers.swap()
                }
                every.append(elapsed)
                let whole = damage == [frame.bounds]
                if whole { wholeFrameBalls += 1 }
                if !whole && !previousWasWhole {
                    steady.append(elapsed)
                    steadyCopied.append(Double(area) / Double(size.width * size.height))
                }
                previousWasWhole = whole
            }
        }

        // The kiosk's own path on an upright panel: no whole frame in memory; each ball is laid
        // out and what the back buffer lacks is painted through a window straight into it.
        let rendered = RenderedFrame(renderer: renderer, size: size)
        var kiosk: [Double] = [], kioskWhole: [Double] = []
        for _ in 0..<runs {
            renderer.invalidate()
            buffers.invalidate()
            kioskWhole.append(time {
                buffers.update(from: rendered, damage: rendered.update(chase[0]))
                buffers.swap()
            })
            for board in chase.dropFirst() {
                kiosk.append(time {
                    buffers.update(from: rendered, damage: rendered.update(board))
                    buffers.swap()
                })
            }
        }

        // A panel on its side: the damage turned into the panel's canvas, then the same copy.
        let logical = Canvas(width: size.height, height: size.width)
        var turned: [Double] = []
        for _ in 0..<max(1, runs / 4) {
            renderer.invalidate()
            renderer.paint(chase[0], into: logical)
            logical.rotate(.quarter, into: frame)
            buffers.update(from: frame, damage: [frame.bounds])
            buffers.swap()
            for board in chase.dropFirst() {
                let damage = renderer.paint(board, into: logical)
                turned.append(time {
                    for rect in damage { logical.rotate(.quarter, rect: rect, into: frame) }
                    buffers.update(from: frame, damage: damage.map { Rotation.quarter.panelRect($0, logical: logical.size) })
                    buffers.swap()
                })
            }
        }

        // A whole frame (a new mode, the picture lost): every pixel copied.
        var whole: [Double] = []
        for _ in 0..<max(11, runs) {
            buffers.invalidate()
            whole.append(time { buffers.update(from: frame, damage: []) })
        }

        let balls = chase.count - 1
        let report = """
            present at 1080p into mmap'ed buffers of pitch \(pitch) bytes (copy only, no page flip); \(balls) balls of a T20 chase x \(runs) passes
              one ball, layout unchanged (\(steady.count / runs) of \(balls) balls): median \(ms(median(steady))) ms, p99 \(ms(percentile(steady, 0.99))) ms
                copied: this ball's damage and the last one's, median \(pct(median(steadyCopied)))% of the frame, p99 \(pct(percentile(steadyCopied, 0.99)))%
              every ball (\(wholeFrameBalls) change the layout: two whole-frame copies each): median \(ms(median(every))) ms, p99 \(ms(percentile(every, 0.99))) ms, max \(ms(every.max() ?? 0)) ms (\(every.filter { $0 > 2 }.count) of \(every.count) over 2 ms)
              one ball, panel turned 90° (damage rotated, then copied): median \(ms(median(turned))) ms, p99 \(ms(percentile(turned, 0.99))) ms
              whole frame: median \(ms(median(whole))) ms, p99 \(ms(percentile(whole, 0.99))) ms
            the kiosk's path, upright panel (lay out, paint what the back buffer lacks through a window into it; no frame in memory):
              every ball: median \(ms(median(kiosk))) ms, p99 \(ms(percentile(kiosk, 0.99))) ms, max \(ms(kiosk.max() ?? 0)) ms
              whole frame: median \(ms(median(kioskWhole))) ms, p99 \(ms(percentile(kioskWhole, 0.99))) ms

            """
        StandardStream.output.write(Data(report.utf8))
    }

    private func ms(_ value: Double) -> String { fixed(value, decimals: 3) }
    private func pct(_ value: Double) -> String { fixed(value * 100, decimals: 1) }
}
