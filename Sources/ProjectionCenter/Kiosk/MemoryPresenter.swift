import Dispatch
import MatchEngine
import Renderer

/// Draws each board and hands the frame to a display in memory: the benchmarks' stand-in for
/// DRM. Besides the canvas it owns two frame-sized buffers, written and flipped as a DRM
/// display writes and flips its two dumb buffers, all touched at start so that a memory
/// figure counts them as a real run counts its mapped buffers. No image is encoded.
final class MemoryPresenter: BoardPresenter {
    private let renderer: Renderer
    private let canvas: Canvas
    private let rotation: Rotation
    private let scanout: [Canvas]
    private var front = 0
    /// What changed in the frame before, which the back buffer has not seen yet.
    private var previousDamage: [Rect] = []
    private(set) var frames = 0
    /// When the last frame was handed over (monotonic nanoseconds) and how long its paint and
    /// copy took (milliseconds): what `bench press` reports.
    private(set) var lastHandOver: UInt64 = 0
    private(set) var lastPaint: Double = 0

    init(size: PixelSize, rotation: Rotation, theme: Theme, fonts: FontPaths) throws {
        renderer = try Renderer(fonts: fonts, theme: theme)
        let logical = rotation.logicalSize(forPanel: size)
        canvas = Canvas(width: logical.width, height: logical.height)
        self.rotation = rotation
        scanout = (0..<2).map { _ in Canvas(width: size.width, height: size.height) }
        for buffer in scanout { buffer.fill(buffer.bounds, 0xFF00_0000) }
    }

    func present(_ board: Scoreboard) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let damage = renderer.paint(board, into: canvas)
        let back = scanout[1 - front]
        if rotation == .none {
            // The back buffer last showed the frame before the previous one: bring it up to date.
            for rect in previousDamage + damage { back.copy(rect, from: canvas) }
        } else {
            let rotated = canvas.rotated(rotation)
            back.copy(back.bounds, from: rotated)
        }
        previousDamage = damage
        front = 1 - front
        frames += 1
        lastHandOver = DispatchTime.now().uptimeNanoseconds
        lastPaint = Double(lastHandOver - start) / 1e6
    }
}
