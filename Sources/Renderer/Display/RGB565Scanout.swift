/// A 16-bit framebuffer (RGB565 or BGR565) written from 32-bit frames: what it lacks (the
/// damage since the last write, merged as `ScanoutBuffers` merges it) is drawn from the frame
/// into a small window in ordinary memory, a strip of rows at a time, and converted from
/// there into the framebuffer with the dither. Only damaged rectangles are converted, and the
/// framebuffer is only written, never read.
///
/// No 32-bit copy of the whole frame is kept (ADR 006): the window is 128 KB, 272 rows of a
/// 480x320 panel, so a whole frame is two strips at 480x320 and five at 800x480.
public final class RGB565Scanout {
    public let size: PixelSize
    public let converter: RGB565Converter
    /// The framebuffer's pixel (0, 0), and the bytes from one row to the next.
    private let memory: UnsafeMutableRawPointer
    private let strideBytes: Int
    private var lacking: DamageList
    private let window: UnsafeMutableRawPointer

    /// Pixels in the window: 128 KB of XRGB8888, small enough to stay in a Pi's L2 cache.
    static let windowPixels = 32 * 1024

    /// `memory` is the visible pixel (0, 0) of a `size` framebuffer, rows `strideBytes` apart
    /// (at least 2 · width), and must outlive this. Lacks everything at first.
    public init(memory: UnsafeMutableRawPointer, size: PixelSize, strideBytes: Int, order: RGB565Converter.Order) {
        self.memory = memory
        self.size = size
        self.strideBytes = strideBytes
        converter = RGB565Converter(order: order)
        lacking = DamageList(bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), all: true)
        window = .allocate(byteCount: Self.windowPixels * 4, alignment: 64)
    }

    deinit {
        window.deallocate()
    }

    /// Adds `damage` to what the framebuffer lacks, then writes that from `frame`. Returns
    /// the rectangles written.
    @discardableResult
    public func update(from frame: any FrameSource, damage: [Rect]) -> [Rect] {
        lacking.add(damage)
        let rects = lacking.rects
        for rect in rects { write(rect, from: frame) }
        lacking.clear()
        return rects
    }

    /// The whole framebuffer is lacking (the picture was lost).
    public func invalidate() { lacking.addAll() }

    private func write(_ rect: Rect, from frame: any FrameSource) {
        let rows = max(1, Self.windowPixels / max(1, rect.width))
        for y in stride(from: rect.y, to: rect.maxY, by: rows) {
            let strip = Rect(x: rect.x, y: y, width: rect.width, height: min(rows, rect.maxY - y))
            // A strip wider than the window (a panel over 32,768 pixels wide) cannot be a real
            // fbdev mode; it is skipped rather than written past the window.
            guard strip.area <= Self.windowPixels,
                let canvas = try? Canvas(wrapping: window, width: strip.width, height: strip.height, strideBytes: strip.width * 4,
                                         originX: strip.x, originY: strip.y)
            else { continue }
            frame.write(strip, into: canvas)
            converter.convert(strip, from: canvas, into: memory, strideBytes: strideBytes)
        }
    }
}
