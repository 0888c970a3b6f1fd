/// Decoded pixels, four bytes each (red, green, blue, alpha; alpha not premultiplied), rows
/// packed: what both decoders produce and the normaliser works on.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as (r, g, b, a); for tests and the doctor.
    public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The image turned upright as EXIF orientation `orientation` (1…8) asks: the camera
    /// wrote the sensor's rows and a tag saying how to turn them, and a stored image carries
    /// no tag, so the turn is made here. Anything outside 1…8 is treated as 1.
    func oriented(_ orientation: Int) -> RGBAImage {
        guard (2...8).contains(orientation) else { return self }
        let swaps = orientation >= 5
        let outWidth = swaps ? height : width, outHeight = swaps ? width : height
        var out = [UInt8](repeating: 0, count: pixels.count)
        let w = width, h = height
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var o = 0
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        // Where the output pixel comes from (EXIF 2.32, table of orientations).
                        let sx: Int, sy: Int
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        let s = (sy * w + sx) * 4
                        dst[o] = src[s]
                        dst[o + 1] = src[s + 1]
                        dst[o + 2] = src[s + 2]
                        dst[o + 3] = src[s + 3]
                        o += 4
                    }
                }
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: out)
    }

    /// The centred square as large as fits: a headshot's crop.
    func centredSquare() -> RGBAImage {
        let side = min(width, height)
        guard side != width || side != height else { return self }
        let x0 = (width - side) / 2, y0 = (height - side) / 2
        var out = [UInt8]()
        out.reserveCapacity(side * side * 4)
        for y in y0..<(y0 + side) {
            let start = (y * width + x0) * 4
            out.append(contentsOf: pixels[start..<(start + side * 4)])
        }
        return RGBAImage(width: side, height: side, pixels: out)
    }
}
