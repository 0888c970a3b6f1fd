import CTurboJPEG
@testable import Images

/// Pictures made in the test from plain pixel rules, encoded with the same libraries the
/// program reads them with: nothing binary is committed, and each test says what it drew.
enum TestPictures {
    /// RGB pixels from a rule on (x, y).
    static func rgb(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                out += [c.0, c.1, c.2]
            }
        }
        return out
    }

    /// A JPEG of the rule; `progressive` for a multi-scan file.
    static func jpeg(width: Int, height: Int, progressive: Bool = false, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        encode(rgb(width: width, height: height, colour), width: width, height: height, format: TJPF_RGB, flags: progressive ? TJFLAG_PROGRESSIVE : 0)
    }

    /// A four-component JPEG (TurboJPEG writes CMYK pixels as YCCK, Adobe's CMYK JPEG).
    static func cmykJPEG(width: Int, height: Int) -> [UInt8] {
        let pixels = [UInt8](repeating: 0x40, count: width * height * 4)
        return encode(pixels, width: width, height: height, format: TJPF_CMYK, flags: 0)
    }

    private static func encode(_ pixels: [UInt8], width: Int, height: Int, format: TJPF, flags: Int32) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), 0, Int32(height), Int32(format.rawValue), &output, &size, Int32(TJSAMP_444.rawValue), 95, flags)
        }
        defer { if let output { tjFree(output) } }
        guard result == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// An RGBA PNG of the rule.
    static func png(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> [UInt8] {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                pixels += [c.0, c.1, c.2, c.3]
            }
        }
        return try ImageEncoder.png(RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// `jpeg` with an APP1 segment put right after SOI.
    static func withSegment(_ jpeg: [UInt8], marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return Array(jpeg[0..<2]) + [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body + Array(jpeg[2...])
    }

    /// An EXIF block holding only the orientation tag, big-endian ("MM") or little-endian.
    static func exif(orientation: UInt8, bigEndian: Bool = true) -> [UInt8] {
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        if bigEndian {
            return header + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,  // TIFF header, IFD0 at 8
                             0x00, 0x01,  // one entry
                             0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00,
                             0x00, 0x00, 0x00, 0x00]  // no next IFD
        }
        return header + [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00,
                         0x01, 0x00,
                         0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, orientation, 0x00, 0x00, 0x00,
                         0x00, 0x00, 0x00, 0x00]
    }

    /// Decodes a stored image back to pixels, with the program's own decoders.
    static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        switch ImageFormat.sniff(bytes) {
        case .jpeg: try JPEGDecoder.decode(bytes, limits: .standard, minimumSide: 1 << 20)
        default: try PNGDecoder.decode(bytes, limits: .standard)
        }
    }

    /// Whether two colours are within `tolerance` on every channel (JPEG is lossy).
    static func near(_ pixel: (UInt8, UInt8, UInt8, UInt8), _ expected: (Int, Int, Int), tolerance: Int = 24) -> Bool {
        abs(Int(pixel.0) - expected.0) <= tolerance && abs(Int(pixel.1) - expected.1) <= tolerance && abs(Int(pixel.2) - expected.2) <= tolerance
    }
}
