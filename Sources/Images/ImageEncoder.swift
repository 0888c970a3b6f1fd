import CMessageDigest
import CPNG
import CTurboJPEG

/// The stored files' bytes. Both encoders write pixels and nothing else: TurboJPEG a JFIF
/// header (no EXIF, no comment), libpng's simplified writer no text, time or colour-profile
/// chunks; so whatever metadata the upload carried (GPS position, camera, owner) is gone.
enum ImageEncoder {
    /// A photograph at quality 85 with 4:2:0 chroma: a 384-pixel face in about 20–30 KB.
    static let jpegQuality: Int32 = 85

    static func jpeg(rgb: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw .encode("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let result = rgb.withUnsafeBufferPointer { src in
            tjCompress2(handle, src.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(TJSAMP_420.rawValue), jpegQuality, 0)
        }
        defer { if let output { tjFree(output) } }
        guard result == 0, let output else {
            throw .encode(tjGetErrorStr2(handle).map { String(cString: $0) } ?? "JPEG encoding failed")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    static func png(_ image: RGBAImage) throws(ImageRefusal) -> [UInt8] {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // The first call asks the size, the second writes into a buffer of it.
        var size = 0
        let stride = Int32(image.width * 4)
        let sized = image.pixels.withUnsafeBufferPointer { src in
            png_image_write_to_memory(&png, nil, &size, 0, src.baseAddress, stride, nil)
        }
        guard sized != 0, size > 0 else {
            png_image_free(&png)
            throw .encode("PNG encoding failed")
        }
        var out = [UInt8](repeating: 0, count: size)
        let written = image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                png_image_write_to_memory(&png, dst.baseAddress, &size, 0, src.baseAddress, stride, nil)
            }
        }
        png_image_free(&png)
        guard written != 0 else { throw .encode("PNG encoding failed") }
        return Array(out.prefix(size))
    }
}

/// SHA-256 of a stored file's bytes, through libmd (as the web app's tokens, ADR 027): the
/// file's name, so the name vouches for the content.
enum ImageDigest {
    static func hex(_ bytes: [UInt8]) -> String {
        var context = SHA2_CTX()
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256Init(&context)
        bytes.withUnsafeBufferPointer { SHA256Update(&context, $0.baseAddress, $0.count) }
        digest.withUnsafeMutableBufferPointer { out in
            out.baseAddress.map { SHA256Final($0, &context) }
        }
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
