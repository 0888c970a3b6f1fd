/// What can go wrong while drawing, each with a message a person can act on.
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
    case fontMissing(path: String)
    case fontUnreadable(path: String, code: Int32)
    case badBuffer(String)
    case imageWrite(path: String, reason: String)
    case imageRead(path: String, reason: String)
    /// A sponsor image that cannot be shown.
    case imageUnusable(path: String, reason: String)
    /// An image name that is not a plain file name inside the images folder.
    case imageName(String)

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
        case .imageUnusable(let path, let reason):
            "Cannot show the image \(path): \(reason). Accepted: PNG files (greyscale, palette, RGB or RGBA; 8 or 16 bits) up to \(FolderImageShelf.maxSide)x\(FolderImageShelf.maxSide) pixels."
        case .imageName(let name):
            "The image name \"\(name)\" is not a plain file name: give the name of a PNG file inside the sponsors folder, without '/' and not starting with '.'."
        }
    }
}
