/// What a file is, from its first bytes (never from its name, which a phone or a person may
/// have got wrong): the two formats decoded, and the ones refused by name.
public enum ImageFormat: Sendable, Equatable {
    case jpeg
    case png
    case gif
    /// HEIC, HEIF or AVIF: an ISO media file whose brand says image.
    case heif
    case webp
    case unknown

    public static func sniff(_ bytes: [UInt8]) -> ImageFormat {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        // ISO base media: a box size, then "ftyp" and the major brand.
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(brand) { return .heif }
        }
        return .unknown
    }
}
