import CPNG
import FoundationEssentials
import Glibc

/// Writes and reads frames as image files: PNG through libpng's simplified API (no longjmp
/// error handling to cross into Swift), PPM by hand for tools that want raw pixels.
public enum ImageFile {
    /// The canvas as packed RGB bytes, row by row.
    public static func rgbBytes(_ canvas: Canvas) -> [UInt8] {
        packedBytes(canvas, alpha: false)
    }

    /// The canvas as packed RGB or RGBA bytes, row by row; alpha is each pixel's top byte.
    static func packedBytes(_ canvas: Canvas, alpha: Bool) -> [UInt8] {
        let channels = alpha ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: canvas.width * canvas.height * channels)
        bytes.withUnsafeMutableBufferPointer { out in
            var i = 0
            for y in 0..<canvas.height {
                let row = canvas.pixels + y * canvas.stride
                for x in 0..<canvas.width {
                    let p = row[x]
                    out[i] = UInt8(truncatingIfNeeded: p >> 16)
                    out[i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                    out[i + 2] = UInt8(truncatingIfNeeded: p)
                    if alpha { out[i + 3] = UInt8(truncatingIfNeeded: p >> 24) }
                    i += channels
                }
            }
        }
        return bytes
    }

    public static func writePNG(_ canvas: Canvas, to path: String) throws(RendererError) {
        try writePNG(canvas, to: path, alpha: false, flags: 0)
    }

    /// The canvas as a PNG with alpha, taken from each pixel's top byte (`0xAARRGGBB`, as
    /// `Renderer.paintOverlay` leaves it): an overlay whose background shows the video under it.
    /// Written on every change of the score while the kiosk waits: speed over size (the mostly
    /// transparent frame is small either way).
    public static func writeRGBAPNG(_ canvas: Canvas, to path: String) throws(RendererError) {
        try writePNG(canvas, to: path, alpha: true, flags: UInt32(PNG_IMAGE_FLAG_FAST))
    }

    private static func writePNG(_ canvas: Canvas, to path: String, alpha: Bool, flags: UInt32) throws(RendererError) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(canvas.width)
        image.height = UInt32(canvas.height)
        image.format = UInt32(alpha ? PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA : PNG_FORMAT_FLAG_COLOR)
        image.flags = flags
        let bytes = packedBytes(canvas, alpha: alpha)
        let ok = bytes.withUnsafeBufferPointer { buffer in
            png_image_write_to_file(&image, path, 0, buffer.baseAddress, Int32(canvas.width * (alpha ? 4 : 3)), nil)
        }
        defer { png_image_free(&image) }
        guard ok != 0 else { throw .imageWrite(path: path, reason: message(&image)) }
    }

    /// Writes an RGBA PNG so that a reader of `path` sees the old file or the new one, never
    /// half of one: into a temporary file beside it (the same file system), then renamed over it.
    public static func replaceRGBAPNG(_ canvas: Canvas, at path: String) throws(RendererError) {
        let temporary = "\(path).\(getpid()).tmp"
        do {
            try writeRGBAPNG(canvas, to: temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .imageWrite(path: path, reason: reason)
        }
    }

    /// Binary PPM (P6): trivially readable by any image tool.
    public static func writePPM(_ canvas: Canvas, to path: String) throws(RendererError) {
        var data = Array("P6\n\(canvas.width) \(canvas.height)\n255\n".utf8)
        data.append(contentsOf: rgbBytes(canvas))
        // Plain POSIX rather than `Data.write`: its error text needs full Foundation.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .imageWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + written }, data.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw .imageWrite(path: path, reason: String(cString: strerror(errno))) }
            written += n
        }
    }

    /// Writes PNG or PPM by the file's extension (PNG unless it ends in `.ppm`).
    public static func write(_ canvas: Canvas, to path: String) throws(RendererError) {
        if path.lowercased().hasSuffix(".ppm") {
            try writePPM(canvas, to: path)
        } else {
            try writePNG(canvas, to: path)
        }
    }

    /// Reads a PNG into a canvas (for golden-image comparisons).
    public static func readPNG(_ path: String) throws(RendererError) -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw .imageRead(path: path, reason: message(&image))
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR)
        let width = Int(image.width), height = Int(image.height)
        let bytes: [UInt8]
        switch finishRead(&image, channels: 3) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .imageRead(path: path, reason: failure.reason)
        }
        let canvas = Canvas(width: width, height: height)
        for i in 0..<(width * height) {
            canvas.pixels[i] = UInt32(bytes[i * 3]) << 16 | UInt32(bytes[i * 3 + 1]) << 8 | UInt32(bytes[i * 3 + 2])
        }
        return canvas
    }

    /// Reads a PNG of any colour type (greyscale, palette, RGB, with or without alpha, 8 or 16
    /// bits) into a canvas whose pixels carry alpha in the top byte (`0xAARRGGBB`): a sponsor's
    /// logo keeps its transparent parts. The size is checked from the header before any pixel
    /// memory is taken, so a huge file is refused rather than decoded.
    /// `maxBytes`: what its decoded pixels may take (the sponsors' budget left), also checked
    /// before decoding.
    public static func readImage(_ path: String, maxSide: Int, maxBytes: Int = Int.max) throws(RendererError) -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw .imageUnusable(path: path, reason: "not a PNG file that can be read (\(message(&image)))")
        }
        let width = Int(image.width), height = Int(image.height)
        guard width <= maxSide, height <= maxSide else {
            png_image_free(&image)
            throw .imageUnusable(path: path, reason: "it is \(width)x\(height) pixels, larger than \(maxSide)x\(maxSide)")
        }
        guard width * height * 4 <= maxBytes else {
            png_image_free(&image)
            throw .imageUnusable(path: path, reason: "decoded it would take \((width * height * 4) >> 20) MiB, more than the \(maxBytes >> 20) MiB left of the sponsors' budget; use images no larger than the screen")
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let bytes: [UInt8]
        switch finishRead(&image, channels: 4) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .imageUnusable(path: path, reason: "the PNG data is damaged (\(failure.reason))")
        }
        let canvas = Canvas(width: width, height: height)
        for i in 0..<(width * height) {
            canvas.pixels[i] = UInt32(bytes[i * 4 + 3]) << 24 | UInt32(bytes[i * 4]) << 16
                | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2])
        }
        return canvas
    }

    /// libpng's reason a read could not finish.
    private struct ReadFailure: Error {
        let reason: String
    }

    /// Finishes a read begun with `png_image_begin_read_from_file` (its `format` set), into
    /// `channels` bytes a pixel, rows packed. On failure the image is freed and libpng's
    /// reason returned; on success libpng has already freed it.
    private static func finishRead(_ image: inout png_image, channels: Int) -> Result<[UInt8], ReadFailure> {
        let width = Int(image.width), height = Int(image.height)
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        let ok = bytes.withUnsafeMutableBufferPointer { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * channels), nil)
        }
        guard ok != 0 else {
            let reason = message(&image)
            png_image_free(&image)
            return .failure(ReadFailure(reason: reason))
        }
        return .success(bytes)
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
