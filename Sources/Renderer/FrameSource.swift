import MatchEngine

/// What a display writes the screen's buffers from: a whole frame already in memory (a
/// `Canvas`), or a `RenderedFrame`, which paints each rectangle asked for when it is asked.
public protocol FrameSource: AnyObject {
    var size: PixelSize { get }

    /// Writes `rect` of the frame into `target`, a canvas of the frame's size, at the same
    /// place. Only writes `target`, never reads it (a dumb buffer may be slow to read).
    func write(_ rect: Rect, into target: Canvas)

    /// Hands `body` the frame's pixels of `rect` a strip of rows at a time: each call names a
    /// strip and a canvas that holds it at its place in the frame, valid only during the call.
    /// For a display that converts pixels rather than copying them (a 16-bit framebuffer), so
    /// they are read where they were painted instead of being copied through a second window.
    func visitStrips(of rect: Rect, _ body: (Rect, Canvas) -> Void)
}

extension Canvas: FrameSource {
    public func write(_ rect: Rect, into target: Canvas) {
        target.copy(rect, from: self)
    }

    public func visitStrips(of rect: Rect, _ body: (Rect, Canvas) -> Void) {
        let area = rect.intersection(bounds)
        if !area.isEmpty { body(area, self) }
    }
}

/// A frame that is never held whole in memory: the kiosk's board on a real screen. The
/// screen's two buffers already hold whole frames; keeping a third, composed copy beside them
/// cost 8.3 MB at 1080p (a third of the kiosk's memory). Instead each rectangle a buffer lacks
/// is painted from the current layout into a small window, a strip of rows at a time, and
/// copied into the buffer. A rectangle a buffer missed while it was on the screen is painted
/// again from the newest board, so a buffer is never patched from the other one (reading a
/// buffer the GPU scans out is slow on most drivers).
public final class RenderedFrame: FrameSource {
    public let size: PixelSize
    private let renderer: Renderer
    private var layout: FrameLayout?
    private let scratch: UnsafeMutableRawPointer

    /// The window's size in pixels: 512 KB, 68 rows of a 1080p frame. Smaller windows repeat
    /// more per-region work (each strip walks every region in it); larger ones cost memory.
    static let windowPixels = 128 * 1024

    public init(renderer: Renderer, size: PixelSize) {
        self.renderer = renderer
        self.size = size
        scratch = .allocate(byteCount: Self.windowPixels * 4, alignment: 64)
    }

    deinit {
        scratch.deallocate()
    }

    /// Lays out `board` as the frame from now on and returns the rectangles that differ from
    /// the board before (the whole frame the first time, or after `Renderer.invalidate`).
    public func update(_ board: Scoreboard) -> [Rect] {
        let (frame, damage) = renderer.advance(board, size: size, for: ObjectIdentifier(self))
        layout = frame
        return damage
    }

    public func write(_ rect: Rect, into target: Canvas) {
        visitStrips(of: rect.intersection(target.bounds)) { strip, window in target.copy(strip, from: window) }
    }

    public func visitStrips(of rect: Rect, _ body: (Rect, Canvas) -> Void) {
        guard let layout else { return }
        let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard !area.isEmpty else { return }
        let rows = max(1, Self.windowPixels / area.width)
        for y in stride(from: area.y, to: area.maxY, by: rows) {
            let strip = Rect(x: area.x, y: y, width: area.width, height: min(rows, area.maxY - y))
            // Wider than the window (a frame over 131,072 pixels wide) cannot happen with
            // real modes; such a strip is skipped rather than written past the scratch memory.
            guard strip.area <= Self.windowPixels,
                let window = try? Canvas(wrapping: scratch, width: strip.width, height: strip.height, strideBytes: strip.width * 4,
                                         originX: strip.x, originY: strip.y)
            else { continue }
            renderer.repaint(layout, strip, on: window)
            body(strip, window)
        }
    }
}
