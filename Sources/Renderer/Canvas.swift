import Glibc

/// An XRGB8888 pixel buffer with a stride, so the same drawing code serves a DRM dumb buffer,
/// an fbdev mapping or plain memory. A class because it may wrap memory it does not own and
/// because copying a frame by accident would cost more than drawing it.
///
/// A canvas may be a window onto part of a frame: its top-left pixel is at `origin` in frame
/// coordinates, and every drawing call takes frame coordinates, clipped to `bounds`. The
/// kiosk paints damage a strip at a time through a small window instead of keeping a whole
/// frame in memory beside the screen's own buffers.
public final class Canvas {
    public let width: Int
    public let height: Int
    /// Pixels (not bytes) from one row to the next.
    public let stride: Int
    /// The top-left pixel's position in frame coordinates ((0, 0) but for a window).
    public let originX: Int
    public let originY: Int
    /// The pixel at `origin`.
    public let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool

    /// A canvas in memory it owns, cleared to black.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        stride = self.width
        originX = 0
        originY = 0
        let count = max(1, self.width * self.height)
        pixels = .allocate(capacity: count)
        pixels.initialize(repeating: 0, count: count)
        owned = true
    }

    /// A canvas over memory someone else owns (a mapped framebuffer, a window's scratch
    /// memory), whose top-left pixel is `origin` in frame coordinates. `strideBytes` must be a
    /// multiple of 4 and at least `width * 4`; the memory must outlive the canvas.
    public init(
        wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, strideBytes: Int, originX: Int = 0, originY: Int = 0
    ) throws(RendererError) {
        guard strideBytes % 4 == 0, strideBytes >= width * 4, width > 0, height > 0 else {
            throw .badBuffer("a \(width)x\(height) buffer with a stride of \(strideBytes) bytes: the stride must be a multiple of 4 and at least width × 4")
        }
        self.width = width
        self.height = height
        stride = strideBytes / 4
        self.originX = originX
        self.originY = originY
        pixels = memory.bindMemory(to: UInt32.self, capacity: stride * height)
        owned = false
    }

    /// The address of the pixel at frame coordinates (`x`, `y`), which must be in `bounds`.
    @inline(__always)
    public func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + (y - originY) * stride + (x - originX)
    }

    @inline(__always)
    private static func blendPixel(_ p: UnsafeMutablePointer<UInt32>, _ c: UInt32, _ srb: UInt32, _ sg: UInt32, _ solid: UInt32) {
        if c == 0 { return }
        if c == 255 {
            p.pointee = solid
            return
        }
        let a = c + (c >> 7)
        let d = p.pointee
        let rb = ((srb &* a &+ (d & 0xFF00FF) &* (256 &- a)) >> 8) & 0xFF00FF
        let g = ((sg &* a &+ (d & 0x00FF00) &* (256 &- a)) >> 8) & 0x00FF00
        p.pointee = rb | g
    }

    deinit {
        if owned { pixels.deallocate() }
    }

    /// The pixels this canvas holds, in frame coordinates.
    public var bounds: Rect { Rect(x: originX, y: originY, width: width, height: height) }
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at frame coordinates (`x`, `y`).
    public subscript(x: Int, y: Int) -> UInt32 {
        get { address(x, y).pointee }
        set { address(x, y).pointee = newValue }
    }

    public func fill(_ rect: Rect, _ color: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        // One row by a loop, the rest by memcpy: glibc copies with vector stores, which a
        // Swift store loop did at a third of memset's speed (a fifth of a frame's time).
        let first = address(r.x, r.y)
        Self.fillRun(first, color, r.width)
        for y in (r.y + 1)..<max(r.y + 1, r.maxY) {
            memcpy(address(r.x, y), first, r.width * 4)
        }
    }

    @inline(__always)
    static func fillRun(_ start: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ count: Int) {
        guard count > 0 else { return }
        if color == 0 {
            memset(start, 0, count * 4)
        } else {
            start.update(repeating: color, count: count)
        }
    }

    /// Copies `rect` of `source` to the same place here (a back buffer to a front buffer).
    public func copy(_ rect: Rect, from source: Canvas) {
        copy(rect, from: source, toX: rect.x, y: rect.y)
    }

    /// Copies `rect` of `source` so that its top-left corner lands at (`dx`, `dy`), clipped
    /// to both canvases.
    public func copy(_ rect: Rect, from source: Canvas, toX dx: Int, y dy: Int) {
        // Clip to the source, moving the destination by as much, then clip to this canvas and
        // move the source back by what that cut.
        var src = rect.intersection(source.bounds)
        let dst = Rect(x: dx + src.x - rect.x, y: dy + src.y - rect.y, width: src.width, height: src.height)
        let clipped = dst.intersection(bounds)
        src = Rect(x: src.x + clipped.x - dst.x, y: src.y + clipped.y - dst.y, width: clipped.width, height: clipped.height)
        guard !src.isEmpty else { return }
        for row in 0..<src.height {
            address(clipped.x, clipped.y + row).update(from: source.address(src.x, src.y + row), count: src.width)
        }
    }

    /// Draws `color` through an 8-bit coverage mask (a glyph), clipped to `clip`.
    /// Blending works on two channels at a time: red and blue share one multiply.
    public func blend(
        mask: UnsafePointer<UInt8>, maskWidth: Int, maskHeight: Int, maskStride: Int,
        atX x: Int, y: Int, color: UInt32, clip: Rect
    ) {
        let area = Rect(x: x, y: y, width: maskWidth, height: maskHeight).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let srb = color & 0xFF00FF
        let sg = color & 0x00FF00
        let solid = color & 0xFFFFFF
        for row in area.y..<area.maxY {
            let m = mask + (row - y) * maskStride + (area.x - x)
            let p = address(area.x, row)
            let w = area.width
            var i = 0
            // Big glyphs are mostly empty or solid: test eight coverage bytes at a time.
            while i + 8 <= w {
                let word = UnsafeRawPointer(m + i).loadUnaligned(as: UInt64.self)
                if word == 0 {
                    i += 8
                    continue
                }
                if word == UInt64.max {
                    Self.fillRun(p + i, solid, 8)
                    i += 8
                    continue
                }
                for k in i..<(i + 8) { Self.blendPixel(p + k, UInt32(m[k]), srb, sg, solid) }
                i += 8
            }
            while i < w {
                Self.blendPixel(p + i, UInt32(m[i]), srb, sg, solid)
                i += 1
            }
        }
    }
}
