import Renderer

/// A 16-bit framebuffer (RGB565 or BGR565) written from 32-bit frames: what it lacks (the
/// damage since the last write, merged as `ScanoutBuffers` merges it) is converted with the
/// dither straight from the strips the frame paints (`FrameSource.visitStrips`), so no 32-bit
/// copy of the whole frame is kept (ADR 006) and no pixel is copied twice. Only damaged
/// rectangles are converted, and the framebuffer is only written, never read.
public final class RGB565Scanout {
    public let size: PixelSize
    public let converter: RGB565Converter
    /// The framebuffer's pixel (0, 0), and the bytes from one row to the next.
    private let memory: UnsafeMutableRawPointer
    private let strideBytes: Int
    private var lacking: DamageList

    /// `memory` is the visible pixel (0, 0) of a `size` framebuffer, rows `strideBytes` apart
    /// (at least 2 · width), and must outlive this. Lacks everything at first.
    public init(memory: UnsafeMutableRawPointer, size: PixelSize, strideBytes: Int, order: RGB565Converter.Order) {
        self.memory = memory
        self.size = size
        self.strideBytes = strideBytes
        converter = RGB565Converter(order: order)
        lacking = DamageList(bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), all: true)
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
        frame.visitStrips(of: rect) { strip, canvas in
            converter.convert(strip, from: canvas, into: memory, strideBytes: strideBytes)
        }
    }
}
