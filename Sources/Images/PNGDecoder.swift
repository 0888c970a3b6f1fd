import CPNG
import EventLoop

/// PNG through libpng's simplified API (no longjmp crosses into Swift): the header read
/// first, the limits checked, then the pixels decoded as RGBA whatever the colour type (grey,
/// palette, 16-bit, with or without alpha). A PNG's eXIf orientation is not applied: few
/// tools write one and browsers differ on it, so the picture is stored as its rows lie.
enum PNGDecoder {
    static func decode(_ bytes: [UInt8], limits: ImageLimits) throws(ImageRefusal) -> RGBAImage {
        // libpng reads from the memory it was given until the read ends, so the whole read
        // happens while the bytes are pinned.
        let result = bytes.withUnsafeBufferPointer { buffer in read(buffer, limits: limits) }
        return try result.get()
    }

    private static func read(_ buffer: UnsafeBufferPointer<UInt8>, limits: ImageLimits) -> Result<RGBAImage, ImageRefusal> {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
            let reason = message(&image)
            png_image_free(&image)
            return .failure(.damaged(.png, reason: reason))
        }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels else {
            png_image_free(&image)
            return .failure(.tooLarge(width: width, height: height, limits: limits))
        }
        guard width * height <= limits.maxDecodedPixels else {
            png_image_free(&image)
            return .failure(.tooManyDecodedPixels(width: width, height: height, limit: limits.maxDecodedPixels))
        }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let started = MonotonicClock.nanoseconds()
        let finished = pixels.withUnsafeMutableBufferPointer { out in
            png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
        }
        let seconds = Double(MonotonicClock.nanoseconds() - started) / 1e9
        guard finished != 0 else {
            let reason = message(&image)
            png_image_free(&image)
            return .failure(.damaged(.png, reason: reason))
        }
        guard seconds <= limits.maxDecodeSeconds else { return .failure(.tooSlow(seconds: seconds, limit: limits.maxDecodeSeconds)) }
        return .success(RGBAImage(width: width, height: height, pixels: pixels))
    }

    private static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
