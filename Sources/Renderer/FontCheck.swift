import CFreeType
import FoundationEssentials

/// What FreeType makes of one font file, for `scoreline doctor`: it opens the file as the
/// renderer would, so a font that passes here also opens at start-up.
public struct FontCheck: Sendable, Equatable {
    public let path: String
    public let family: String
    public let style: String
    public let glyphs: Int

    /// Opens `path` with FreeType and closes it again; the error names the file.
    public static func open(_ path: String) throws(RendererError) -> FontCheck {
        guard FileManager.default.fileExists(atPath: path) else { throw .fontMissing(path: path) }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw .fontUnreadable(path: path, code: -1) }
        // Closing the library closes the face opened from it.
        defer { FT_Done_FreeType(lib) }
        var face: FT_Face?
        let code = FT_New_Face(lib, path, 0, &face)
        guard code == 0, let face else { throw .fontUnreadable(path: path, code: code) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        return FontCheck(path: path, family: family, style: style, glyphs: Int(face.pointee.num_glyphs))
    }
}
