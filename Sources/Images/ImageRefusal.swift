/// Why an image was not taken, each naming the limit or the fault and what is accepted. Its
/// `description` is the sentence a person reads (`ImagesMessages`); the cases are for tests and
/// for a surface that wants to pick a status.
public enum ImageRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name has a folder in it (or is `..`): names are never used as paths.
    case nameIsPath(String)
    case tooManyBytes(count: Int, limit: Int)
    case empty
    case format(ImageFormat)
    case tooLarge(width: Int, height: Int, limits: ImageLimits)
    /// A PNG past the decoded limit (a JPEG is scaled while decoding, so it never reaches it).
    case tooManyDecodedPixels(width: Int, height: Int, limit: Int)
    case cmyk
    case tooManyScans(count: Int, limit: Int)
    case tooSlow(seconds: Double, limit: Double)
    /// The decoder stopped: a truncated or damaged file. The library's own words ride along.
    case damaged(ImageFormat, reason: String)
    /// The normalised image could not be encoded (not the file's fault).
    case encode(String)

    /// `name`, when the file has one, begins the sentence.
    public func sentence(name: String?) -> String {
        ImagesMessages.refusal(self, name: name)
    }

    public var description: String { sentence(name: nil) }
}
