/// A photo a scorer attaches to a match (issue 41, ADR 056), normalised by the same pipeline
/// as a roster picture: the name checked, the format sniffed, the limits checked before
/// decoding, turned upright, fitted to `longestSide` (never enlarged), encoded again as a JPEG
/// without metadata. Stored in the match's folder (`MatchStore.addPhoto`) as
/// `photo-<sha256 of the stored bytes>.jpg`.
public struct MatchPhoto: Sendable, Equatable {
    /// The longest side kept: what the phone's page sends (it shrinks a photo to 1,024 px
    /// first), and a gallery's full view on a phone or a laptop.
    public static let longestSide = 1024
    /// Behind a transparent PNG's empty parts: white, as a photo viewer shows one.
    static let background: (UInt8, UInt8, UInt8) = (0xFF, 0xFF, 0xFF)

    public let width: Int
    public let height: Int
    public let bytes: [UInt8]

    /// The stored name: `photo-`, the SHA-256 of the stored bytes, `.jpg`.
    public var name: String { "photo-" + ImageDigest.hex(bytes) + ".jpg" }

    public static func normalise(_ bytes: [UInt8], name: String? = nil, limits: ImageLimits = .standard) throws(ImageRefusal) -> MatchPhoto {
        if let name, !ImagePipeline.isPlainName(name) { throw .nameIsPath(name) }
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= limits.maxBytes else { throw .tooManyBytes(count: bytes.count, limit: limits.maxBytes) }
        let decoded: RGBAImage
        switch ImageFormat.sniff(bytes) {
        case .jpeg: decoded = try JPEGDecoder.decode(bytes, limits: limits, minimumSide: longestSide)
        case .png: decoded = try PNGDecoder.decode(bytes, limits: limits)
        case let other: throw .format(other)
        }
        let longest = max(decoded.width, decoded.height)
        let (width, height) = longest > longestSide
            ? ImagePipeline.fittedSize(width: decoded.width, height: decoded.height, longest: longestSide)
            : (decoded.width, decoded.height)
        let fitted = (width, height) == (decoded.width, decoded.height) ? decoded : ImageResampler.resize(decoded, width: width, height: height)
        let rgb = ImageResampler.flattened(fitted, on: background)
        return MatchPhoto(width: width, height: height, bytes: try ImageEncoder.jpeg(rgb: rgb, width: width, height: height))
    }

    /// Whether bytes carried under a photo's name (an import) are what the name says and a
    /// picture this scoreboard reads: nil when they are, else why not.
    public static func checkStored(name: String, bytes: [UInt8]) -> String? {
        guard name == "photo-" + ImageDigest.hex(bytes) + ".jpg" else { return ImagesMessages.photoNameNotItsBytes }
        do {
            _ = try ImagePipeline.storedPixels(bytes)
            return nil
        } catch {
            return error.description
        }
    }
}
