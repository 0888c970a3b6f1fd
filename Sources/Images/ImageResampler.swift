import Renderer

/// Resizes RGBA pixels: shrinking averages the area each output pixel covers (a box filter,
/// which keeps a badge's thin lines), enlarging takes the nearest two pixels' blend
/// (bilinear). Colours are weighted by alpha, so a transparent pixel's colour never bleeds
/// into an edge. Separable, one output row at a time, so memory stays one source row.
enum ImageResampler {
    static func resize(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard width > 0, height > 0, image.width > 0, image.height > 0 else {
            return RGBAImage(width: max(0, width), height: max(0, height), pixels: [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4))
        }
        if width == image.width, height == image.height { return image }
        let across = ResampleTaps(from: image.width, to: width)
        let down = ResampleTaps(from: image.height, to: height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        // Premultiplied sums of the source rows under one output row.
        var row = [Float](repeating: 0, count: image.width * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                for k in row.indices { row[k] = 0 }
                for t in down.range(y) {
                    let w = down.weight[t]
                    let base = down.index[t] * image.width * 4
                    for x in 0..<image.width {
                        let s = base + x * 4
                        let a = Float(src[s + 3]) / 255
                        row[x * 4] += w * a * Float(src[s])
                        row[x * 4 + 1] += w * a * Float(src[s + 1])
                        row[x * 4 + 2] += w * a * Float(src[s + 2])
                        row[x * 4 + 3] += w * a
                    }
                }
                for x in 0..<width {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for t in across.range(x) {
                        let w = across.weight[t], s = across.index[t] * 4
                        r += w * row[s]
                        g += w * row[s + 1]
                        b += w * row[s + 2]
                        a += w * row[s + 3]
                    }
                    let o = (y * width + x) * 4
                    // Back from premultiplied: a fully transparent pixel keeps black, unseen.
                    let unpremultiply: Float = a > 1e-6 ? 1 / a : 0
                    out[o] = channel(r * unpremultiply)
                    out[o + 1] = channel(g * unpremultiply)
                    out[o + 2] = channel(b * unpremultiply)
                    out[o + 3] = channel(a * 255)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// Alpha flattened onto an opaque colour: a headshot is stored as a JPEG.
    static func flattened(_ image: RGBAImage, on background: (UInt8, UInt8, UInt8)) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
        let bg = (Float(background.0), Float(background.1), Float(background.2))
        for i in 0..<(image.width * image.height) {
            let a = Float(image.pixels[i * 4 + 3]) / 255
            rgb[i * 3] = channel(Float(image.pixels[i * 4]) * a + bg.0 * (1 - a))
            rgb[i * 3 + 1] = channel(Float(image.pixels[i * 4 + 1]) * a + bg.1 * (1 - a))
            rgb[i * 3 + 2] = channel(Float(image.pixels[i * 4 + 2]) * a + bg.2 * (1 - a))
        }
        return rgb
    }

    private static func channel(_ value: Float) -> UInt8 {
        UInt8(min(255, max(0, value.rounded())))
    }
}
