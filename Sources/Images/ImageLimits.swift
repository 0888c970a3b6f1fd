/// What an image may be before a single pixel is decoded (ADR 053). Every figure here is
/// checked from the file's header or its markers; a refusal names the figure and what is
/// accepted (`ImagesMessages`).
public struct ImageLimits: Sendable, Equatable {
    /// The file's size. A phone's 48-megapixel JPEG is about 12 MB; the phone's page shrinks
    /// a photo to 1,024 pixels first, so anything past this was not meant as a roster photo.
    public var maxBytes: Int
    /// Either side, as the header declares it.
    public var maxSide: Int
    /// Width times height, as the header declares it: the decompression bomb's number.
    public var maxPixels: Int
    /// Pixels actually decoded into memory. A JPEG is decoded already scaled down (libjpeg-turbo
    /// scales by 1/2, 1/4, 1/8 while decoding), so a camera's JPEG stays small; a PNG is decoded
    /// at its own size, so this is a PNG's own pixel limit. 4096x4096 is 64 MiB as RGBA.
    public var maxDecodedPixels: Int
    /// Scans of a progressive JPEG, counted from its markers: each scan is a pass over the
    /// whole image, so thousands of tiny scans are a decode-time bomb at any size.
    public var maxScans: Int
    /// The decode's own time, measured. A decode cannot be stopped half way, so this is the
    /// last check rather than the first: the limits above already bound the work, and an image
    /// that still took longer (a machine under load) is refused rather than kept.
    public var maxDecodeSeconds: Double

    public init(
        maxBytes: Int = 20 << 20, maxSide: Int = 12_000, maxPixels: Int = 40_000_000,
        maxDecodedPixels: Int = 4096 * 4096, maxScans: Int = 100, maxDecodeSeconds: Double = 4
    ) {
        self.maxBytes = maxBytes
        self.maxSide = maxSide
        self.maxPixels = maxPixels
        self.maxDecodedPixels = maxDecodedPixels
        self.maxScans = maxScans
        self.maxDecodeSeconds = maxDecodeSeconds
    }

    public static let standard = ImageLimits()
}
