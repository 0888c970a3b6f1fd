import CTurboJPEG
import EventLoop

/// JPEG through libjpeg-turbo's TurboJPEG API: the header read first (size and colour space),
/// the limits checked, then the pixels decoded already scaled toward the stored size.
enum JPEGDecoder {
    /// `minimumSide`: the smallest side the decode may scale down to (the stored size), so a
    /// 12-megapixel photo is decoded at 1/4 or 1/8 and never held whole.
    static func decode(_ bytes: [UInt8], limits: ImageLimits, minimumSide: Int) throws(ImageRefusal) -> RGBAImage {
        guard let handle = tjInitDecompress() else { throw .encode("libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .damaged(.jpeg, reason: reason(handle)) }
        let w = Int(width), h = Int(height)
        guard w > 0, h > 0, w <= limits.maxSide, h <= limits.maxSide, w * h <= limits.maxPixels else {
            throw .tooLarge(width: w, height: h, limits: limits)
        }
        // Four components (CMYK, or Adobe's YCCK): refused, not converted. Adobe's CMYK JPEGs
        // are often stored inverted, and a guessed conversion would put a wrong-coloured face
        // on the big screen; the sentence says how to save the file as RGB.
        guard colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else { throw .cmyk }
        let markers = JPEGMarkers.read(bytes)
        guard markers.scans <= limits.maxScans else { throw .tooManyScans(count: markers.scans, limit: limits.maxScans) }
        let (outWidth, outHeight) = scaledSize(width: w, height: h, minimumSide: minimumSide)
        guard outWidth * outHeight <= limits.maxDecodedPixels else {
            throw .tooLarge(width: w, height: h, limits: limits)
        }
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        // A warning (a truncated file's missing rows filled with grey, stray bytes in the data)
        // is reported as a failure and refused below: a half-grey face is not stored.
        // STOPONWARNING stops the decode there instead of finishing a picture that will be
        // thrown away. LIMITSCANS is the library's own stop at 500 scans, behind the count above.
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let started = MonotonicClock.nanoseconds()
        let result = bytes.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                tjDecompress2(handle, src.baseAddress, UInt(src.count), dst.baseAddress, Int32(outWidth), 0, Int32(outHeight), Int32(TJPF_RGBA.rawValue), flags)
            }
        }
        let seconds = Double(MonotonicClock.nanoseconds() - started) / 1e9
        guard result == 0 else { throw .damaged(.jpeg, reason: reason(handle)) }
        guard seconds <= limits.maxDecodeSeconds else { throw .tooSlow(seconds: seconds, limit: limits.maxDecodeSeconds) }
        return RGBAImage(width: outWidth, height: outHeight, pixels: pixels).oriented(markers.orientation)
    }

    /// The smallest of libjpeg-turbo's scales (n/8) that keeps both sides at least
    /// `minimumSide` (or the image's own side, when smaller).
    static func scaledSize(width: Int, height: Int, minimumSide: Int) -> (Int, Int) {
        let needWidth = min(width, minimumSide), needHeight = min(height, minimumSide)
        for eighths in 1...8 {
            // TJSCALED: the ceiling of dimension × n / 8.
            let w = (width * eighths + 7) / 8, h = (height * eighths + 7) / 8
            if w >= needWidth, h >= needHeight { return (w, h) }
        }
        return (width, height)
    }

    private static func reason(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unreadable" }
        return String(cString: text)
    }
}
