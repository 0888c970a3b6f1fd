import Renderer

/// XRGB8888 pixels to a 16-bit framebuffer's RGB565 or BGR565, with an ordered (Bayer 4x4)
/// dither. Small panels show 5 bits of red and blue and 6 of green; cut straight to that, a
/// gradient bands and an antialiased text edge loses its middle steps. The dither spreads the
/// lost bits over a 4x4 tile, so the average of a tile keeps the colour.
///
/// Each channel `v` (0…255) quantised to `levels` steps (31 or 63) at pixel (x, y) is
/// `floor(v·levels/255 + (M[y mod 4][x mod 4] + ½)/16)`, `M` the Bayer matrix below. The
/// threshold is never 1, so 255 stays the top step and 0 stays 0: white is 0xFFFF, black 0.
/// The pattern is anchored to the pixel's place in the frame, not in the rectangle converted,
/// so converting only a damaged rectangle gives the same pixels as converting the whole frame.
///
/// Worked out in tables once (16 cells × 256 values for each of red, green and blue, already
/// shifted into their field: 24 KB), so a pixel is three loads and two ORs.
public struct RGB565Converter: Sendable {
    /// Which field holds red: `rgb` puts red in the top 5 bits (0xF800), `bgr` in the bottom 5.
    public enum Order: Sendable, Equatable {
        case rgb, bgr
    }

    /// The 4x4 Bayer matrix, row by row (`M[y][x]` is `bayer[y * 4 + x]`).
    public static let bayer: [Int] = [
        0, 8, 2, 10,
        12, 4, 14, 6,
        3, 11, 1, 9,
        15, 7, 13, 5,
    ]

    public let order: Order
    /// `fields[channel · 4096 + cell · 256 + v]`: `v` quantised at dither cell `cell`
    /// (y mod 4 · 4 + x mod 4) and shifted into its field of the 16-bit pixel; channel 0 is
    /// red, 1 green, 2 blue.
    private let fields: [UInt16]

    public init(order: Order) {
        self.order = order
        let five = Self.table(levels: 31), six = Self.table(levels: 63)
        let redShift: UInt16 = order == .rgb ? 11 : 0
        let blueShift: UInt16 = order == .rgb ? 0 : 11
        fields = five.map { UInt16($0) << redShift } + six.map { UInt16($0) << 5 } + five.map { UInt16($0) << blueShift }
    }

    /// floor(v·levels/255 + (M + ½)/16) in integers: (32·levels·v + 255·(2M + 1)) / (255·32).
    private static func table(levels: Int) -> [Int] {
        var table = [Int](repeating: 0, count: 16 * 256)
        for cell in 0..<16 {
            for v in 0..<256 {
                table[cell * 256 + v] = (32 * levels * v + 255 * (2 * bayer[cell] + 1)) / (255 * 32)
            }
        }
        return table
    }

    /// The 16-bit pixel for `xrgb` at frame position (`x`, `y`).
    public func pixel(_ xrgb: UInt32, x: Int, y: Int) -> UInt16 {
        let cell = ((y & 3) << 2 | (x & 3)) << 8
        return fields[cell | Int((xrgb >> 16) & 0xFF)] | fields[4096 | cell | Int((xrgb >> 8) & 0xFF)]
            | fields[8192 | cell | Int(xrgb & 0xFF)]
    }

    /// Converts `rect` (frame coordinates, clipped to `source`) of `source` into a 16-bit
    /// buffer whose pixel (0, 0) of the frame is at `destination`, rows `strideBytes` apart.
    /// Writes the destination only, never reads it (a framebuffer may be slow to read).
    public func convert(_ rect: Rect, from source: Canvas, into destination: UnsafeMutableRawPointer, strideBytes: Int) {
        let area = rect.intersection(source.bounds)
        guard !area.isEmpty else { return }
        fields.withUnsafeBufferPointer { fields in
            guard let red = fields.baseAddress else { return }
            let green = red + 4096, blue = red + 8192
            for y in area.y..<area.maxY {
                let src = source.address(area.x, y)
                let dst = (destination + y * strideBytes).assumingMemoryBound(to: UInt16.self) + area.x
                let row = (y & 3) << 10  // the row's four cells, 256 entries each
                let r0 = red + row, g0 = green + row, b0 = blue + row
                var i = 0
                // Up to the first column of a tile, then four pixels at a time with each
                // one's cell fixed (no per-pixel cell arithmetic), then the rest.
                while i < area.width, (area.x &+ i) & 3 != 0 {
                    let cell = ((area.x &+ i) & 3) << 8
                    dst[i] = Self.convert(src[i], r0 + cell, g0 + cell, b0 + cell)
                    i += 1
                }
                let r1 = r0 + 256, g1 = g0 + 256, b1 = b0 + 256
                let r2 = r0 + 512, g2 = g0 + 512, b2 = b0 + 512
                let r3 = r0 + 768, g3 = g0 + 768, b3 = b0 + 768
                while i + 4 <= area.width {
                    dst[i] = Self.convert(src[i], r0, g0, b0)
                    dst[i + 1] = Self.convert(src[i + 1], r1, g1, b1)
                    dst[i + 2] = Self.convert(src[i + 2], r2, g2, b2)
                    dst[i + 3] = Self.convert(src[i + 3], r3, g3, b3)
                    i += 4
                }
                while i < area.width {
                    let cell = ((area.x &+ i) & 3) << 8
                    dst[i] = Self.convert(src[i], r0 + cell, g0 + cell, b0 + cell)
                    i += 1
                }
            }
        }
    }

    /// One pixel through one cell's three tables.
    @inline(__always)
    private static func convert(_ p: UInt32, _ red: UnsafePointer<UInt16>, _ green: UnsafePointer<UInt16>, _ blue: UnsafePointer<UInt16>) -> UInt16 {
        red[Int(truncatingIfNeeded: (p >> 16) & 0xFF)] | green[Int(truncatingIfNeeded: (p >> 8) & 0xFF)] | blue[Int(truncatingIfNeeded: p & 0xFF)]
    }
}
