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
/// Worked out in tables (16 cells × 256 values per channel width, 8 KB) once, so a pixel is
/// three loads and two shifts.
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
    /// `five[cell * 256 + v]`: `v` quantised to 0…31 at dither cell `cell` (y mod 4 · 4 + x mod 4).
    private let five: [UInt8]
    /// The same to 0…63, for green.
    private let six: [UInt8]

    public init(order: Order) {
        self.order = order
        five = Self.table(levels: 31)
        six = Self.table(levels: 63)
    }

    /// floor(v·levels/255 + (M + ½)/16) in integers: (32·levels·v + 255·(2M + 1)) / (255·32).
    private static func table(levels: Int) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 16 * 256)
        for cell in 0..<16 {
            for v in 0..<256 {
                table[cell * 256 + v] = UInt8((32 * levels * v + 255 * (2 * bayer[cell] + 1)) / (255 * 32))
            }
        }
        return table
    }

    /// The 16-bit pixel for `xrgb` at frame position (`x`, `y`).
    public func pixel(_ xrgb: UInt32, x: Int, y: Int) -> UInt16 {
        let cell = ((y & 3) << 2 | (x & 3)) << 8
        let r = UInt16(five[cell | Int((xrgb >> 16) & 0xFF)])
        let g = UInt16(six[cell | Int((xrgb >> 8) & 0xFF)])
        let b = UInt16(five[cell | Int(xrgb & 0xFF)])
        return order == .rgb ? r << 11 | g << 5 | b : b << 11 | g << 5 | r
    }

    /// Converts `rect` (frame coordinates, clipped to `source`) of `source` into a 16-bit
    /// buffer whose pixel (0, 0) of the frame is at `destination`, rows `strideBytes` apart.
    /// Writes the destination only, never reads it (a framebuffer may be slow to read).
    public func convert(_ rect: Rect, from source: Canvas, into destination: UnsafeMutableRawPointer, strideBytes: Int) {
        let area = rect.intersection(source.bounds)
        guard !area.isEmpty else { return }
        // Red's and blue's shifts: the order is the same for every pixel, so it is not a branch.
        let redShift: UInt16 = order == .rgb ? 11 : 0
        let blueShift: UInt16 = order == .rgb ? 0 : 11
        five.withUnsafeBufferPointer { five in
            six.withUnsafeBufferPointer { six in
                guard let five = five.baseAddress, let six = six.baseAddress else { return }
                for y in area.y..<area.maxY {
                    let src = source.address(area.x, y)
                    let dst = (destination + y * strideBytes).assumingMemoryBound(to: UInt16.self) + area.x
                    let row = (y & 3) << 2
                    for i in 0..<area.width {
                        let p = src[i]
                        let cell = (row | ((area.x &+ i) & 3)) << 8
                        let r = UInt16(five[cell | Int(truncatingIfNeeded: (p >> 16) & 0xFF)])
                        let g = UInt16(six[cell | Int(truncatingIfNeeded: (p >> 8) & 0xFF)])
                        let b = UInt16(five[cell | Int(truncatingIfNeeded: p & 0xFF)])
                        dst[i] = r << redShift | g << 5 | b << blueShift
                    }
                }
            }
        }
    }
}
