/// Resamples an image to another size, composited on a background colour. Separable: each
/// output pixel is a weighted sum of source rows, then of source columns. Shrinking averages
/// the area each output pixel covers (a box filter, which keeps thin lines of a logo instead
/// of skipping them); enlarging interpolates between the two nearest pixels (bilinear).
/// Colours are weighted by alpha, so a transparent pixel's colour never bleeds into the edge.
enum ImageScaler {
    /// The source pixels feeding one output pixel along one axis.
    struct Taps {
        var start: [Int] = []
        var count: [Int] = []
        var index: [Int] = []
        var weight: [Float] = []
    }

    static func taps(from source: Int, to target: Int) -> Taps {
        var taps = Taps()
        guard source > 0, target > 0 else { return taps }
        for i in 0..<target {
            taps.start.append(taps.index.count)
            if target <= source {
                let scale = Double(source) / Double(target)
                let lo = Double(i) * scale, hi = Double(i + 1) * scale
                var j = Int(lo.rounded(.down))
                while Double(j) < hi, j < source {
                    let overlap = min(hi, Double(j + 1)) - max(lo, Double(j))
                    if overlap > 1e-9 {
                        taps.index.append(j)
                        taps.weight.append(Float(overlap / scale))
                    }
                    j += 1
                }
            } else {
                let x = (Double(i) + 0.5) * Double(source) / Double(target) - 0.5
                let x0 = Int(x.rounded(.down))
                let f = Float(x - Double(x0))
                taps.index.append(min(max(x0, 0), source - 1))
                taps.weight.append(1 - f)
                taps.index.append(min(max(x0 + 1, 0), source - 1))
                taps.weight.append(f)
            }
            taps.count.append(taps.index.count - taps.start[i])
        }
        return taps
    }

    /// `source` (`0xAARRGGBB`) scaled to `size` over `background` (`0x00RRGGBB`).
    static func scale(_ source: Canvas, to size: PixelSize, background: UInt32) -> Canvas {
        let out = Canvas(width: size.width, height: size.height)
        guard size.width > 0, size.height > 0, source.width > 0, source.height > 0 else { return out }
        let across = taps(from: source.width, to: size.width)
        let down = taps(from: source.height, to: size.height)
        let bg = (Float((background >> 16) & 0xFF), Float((background >> 8) & 0xFF), Float(background & 0xFF))
        // One source-width row of premultiplied RGBA, the weighted sum of the rows under one
        // output row: memory stays one row, whatever the image's height.
        var row = [Float](repeating: 0, count: source.width * 4)
        for y in 0..<size.height {
            for k in row.indices { row[k] = 0 }
            for t in down.start[y]..<(down.start[y] + down.count[y]) {
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
                for t in across.start[x]..<(across.start[x] + across.count[x]) {
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
