/// A stored image's bytes, ready to be written under its name.
public struct NormalisedImage: Sendable, Equatable {
    public let kind: ImageKind
    public let width: Int
    public let height: Int
    /// The file's bytes: a JPEG for a headshot, a PNG for a logo, no metadata.
    public let bytes: [UInt8]

    /// The content's name: the SHA-256 of the stored bytes and the extension (ADR 053).
    public var name: String { ImageDigest.hex(bytes) + "." + kind.fileExtension }
}

/// Decode and normalise, as pure steps on bytes (no file, no clock but the decode's own
/// budget): the name checked, the format sniffed, the limits checked before decoding, the
/// picture turned upright, cropped or fitted to the stored size and encoded again.
public enum ImagePipeline {
    public static func normalise(_ bytes: [UInt8], name: String? = nil, kind: ImageKind, limits: ImageLimits = .standard) throws(ImageRefusal) -> NormalisedImage {
        if let name, !isPlainName(name) { throw .nameIsPath(name) }
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= limits.maxBytes else { throw .tooManyBytes(count: bytes.count, limit: limits.maxBytes) }
        let decoded: RGBAImage
        switch ImageFormat.sniff(bytes) {
        case .jpeg: decoded = try JPEGDecoder.decode(bytes, limits: limits, minimumSide: ImageKind.side)
        case .png: decoded = try PNGDecoder.decode(bytes, limits: limits)
        case let other: throw .format(other)
        }
        let side = ImageKind.side
        switch kind {
        case .headshot:
            let square = ImageResampler.resize(decoded.centredSquare(), width: side, height: side)
            let rgb = ImageResampler.flattened(square, on: ImageKind.headshotBackground)
            return NormalisedImage(kind: kind, width: side, height: side, bytes: try ImageEncoder.jpeg(rgb: rgb, width: side, height: side))
        case .logo:
            let (width, height) = fittedSize(width: decoded.width, height: decoded.height, longest: side)
            let fitted = ImageResampler.resize(decoded, width: width, height: height)
            return NormalisedImage(kind: kind, width: width, height: height, bytes: try ImageEncoder.png(fitted))
        }
    }

    /// A name is only ever shown, never opened; one with a folder in it is refused all the
    /// same, as the sign of a client trying one on.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
    }

    /// The longest side made `longest`, the shape kept (integer arithmetic, rounded).
    static func fittedSize(width: Int, height: Int, longest: Int) -> (Int, Int) {
        if width >= height {
            return (longest, max(1, (height * longest + width / 2) / width))
        }
        return (max(1, (width * longest + height / 2) / height), longest)
    }
}

extension ImagePipeline {
    /// A stored picture's pixels at its stored size (RGBA, alpha not premultiplied), for a
    /// shelf that hands them to the renderer to fit once per size, as the sponsors' images are.
    /// The same decoders and limits as an upload: a file damaged on the disk is refused, not drawn.
    public static func storedPixels(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageRefusal) -> RGBAImage {
        guard bytes.count <= limits.maxBytes else { throw .tooManyBytes(count: bytes.count, limit: limits.maxBytes) }
        switch ImageFormat.sniff(bytes) {
        // No scaling on decode: a stored picture is already at its size.
        case .jpeg: return try JPEGDecoder.decode(bytes, limits: limits, minimumSide: Int.max)
        case .png: return try PNGDecoder.decode(bytes, limits: limits)
        case let other: throw .format(other)
        }
    }
}
