/// What can go wrong while drawing, each with a message a person can act on.
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
    case fontMissing(path: String)
    case fontUnreadable(path: String, code: Int32)
    case badBuffer(String)
    case imageWrite(path: String, reason: String)
    case imageRead(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontMissing(let path):
            "Font file not found: \(path). Point the font setting at an existing .ttf/.otf file, or restore the fonts/ directory."
        case .fontUnreadable(let path, let code):
            "FreeType could not open \(path) (error \(code)): the file is not a font it can read, or it is damaged."
        case .badBuffer(let detail):
            "Cannot draw into \(detail)."
        case .imageWrite(let path, let reason):
            "Could not write the image \(path): \(reason)."
        case .imageRead(let path, let reason):
            "Could not read the image \(path): \(reason)."
        }
    }
}
