/// Resamples an image to another size, composited on a background colour. Separable: each
/// output pixel is a weighted sum of source rows, then of source columns. Shrinking averages
/// the area each output pixel covers (a box filter, which keeps thin lines of a logo instead
/// of skipping them); enlarging interpolates between the two nearest pixels (bilinear).
/// Colours are weighted by alpha, so a transparent pixel's colour never bleeds into the edge.
enum ImageScaler {
    /// `source` (`0xAARRGGBB`) scaled to `size` over `background` (`0x00RRGGBB`).
    static func scale(_ source: Canvas, to size: PixelSize, background: UInt32) -> Canvas {
        let out = Canvas(width: size.width, height: size.height)
        guard size.width > 0, size.height > 0, source.width > 0, source.height > 0 else { return out }
        let across = ResampleTaps(from: source.width, to: size.width)
        let down = ResampleTaps(from: source.height, to: size.height)
        let bg = (Float((background >> 16) & 0xFF), Float((background >> 8) & 0xFF), Float(background & 0xFF))
        // One source-width row of premultiplied RGBA, the weighted sum of the rows under one
        // output row: memory stays one row, whatever the image's height.
        var row = [Float](repeating: 0, count: source.width * 4)
        for y in 0..<size.height {
            for k in row.indices { row[k] = 0 }
            for t in down.range(y) {
                let w = down.weight[t]
                let src = source.pixels + down.index[t] * source.stride
                for x in 0..<source.width {
                    let p = src[x]
                    let a = Float(p >> 24) / 255
                    row[x * 4] += w * a * Float((p >> 16) & 0xFF)
                    row[x * 4 + 1] += w * a * Float((p >> 8) & 0xFF)
                    row[x * 4 + 2] += w * a * Float(p & 0xFF)
                    row[x * 4 + 3] += w * a
                }
            }
            let dst = out.pixels + y * out.stride
            for x in 0..<size.width {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for t in across.range(x) {
                    let w = across.weight[t], s = across.index[t] * 4
                    r += w * row[s]
                    g += w * row[s + 1]
                    b += w * row[s + 2]
                    a += w * row[s + 3]
                }
                let rest = max(0, 1 - a)
                dst[x] = channel(r + bg.0 * rest) << 16 | channel(g + bg.1 * rest) << 8 | channel(b + bg.2 * rest)
            }
        }
        return out
    }

    private static func channel(_ value: Float) -> UInt32 {
        UInt32(min(255, max(0, value.rounded())))
    }
}
