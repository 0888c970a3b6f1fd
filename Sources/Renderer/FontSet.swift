import CFreeType
import FoundationEssentials

/// Where the fonts are: a primary face for Latin text and digits, then fallbacks tried in order
/// for characters the primary lacks (Devanagari, Tamil, Bengali, Sinhala names).
public struct FontPaths: Sendable, Equatable {
    public var primary: String
    public var fallbacks: [String]

    public init(primary: String, fallbacks: [String]) {
        self.primary = primary
        self.fallbacks = fallbacks
    }

    public static let bundledFiles = (
        primary: "NotoSans-Bold.ttf",
        fallbacks: ["NotoSansDevanagari-Bold.ttf", "NotoSansTamil-Bold.ttf", "NotoSansBengali-Bold.ttf", "NotoSansSinhala-Bold.ttf"]
    )

    /// The fonts committed in the repository's `fonts/` directory, found under `directory`.
    public static func bundled(in directory: String) -> FontPaths {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return FontPaths(
            primary: "\(dir)/\(bundledFiles.primary)",
            fallbacks: bundledFiles.fallbacks.map { "\(dir)/\($0)" })
    }

    /// The bundled fonts: `$SCORELINE_FONTS`, then `fonts/` beside or above the executable,
    /// then `./fonts`, then `/usr/share/scoreline/fonts`. The first directory holding the
    /// primary face wins; if none does, the last candidate is returned so the error names it.
    public static func locateBundled() -> FontPaths {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["SCORELINE_FONTS"] { candidates.append(env) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("fonts").path)
            dir.deleteLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/fonts")
        candidates.append("/usr/local/share/scoreline/fonts")  // where deploy/install.sh puts them
        candidates.append("/usr/share/scoreline/fonts")
        for candidate in candidates where FileManager.default.fileExists(atPath: "\(candidate)/\(bundledFiles.primary)") {
            return bundled(in: candidate)
        }
        return bundled(in: candidates.last ?? "fonts")
    }
}

/// The open faces. Opening costs a few milliseconds (it is part of the cold first frame);
/// a renderer keeps one for its lifetime.
public final class FontSet {
    let faces: [FontFace]
    private let library: FT_Library

    public init(_ paths: FontPaths) throws(RendererError) {
        for path in [paths.primary] + paths.fallbacks where !FileManager.default.fileExists(atPath: path) {
            throw .fontMissing(path: path)
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw .fontUnreadable(path: paths.primary, code: -1) }
        library = lib
        var opened: [FontFace] = []
        do {
            opened.append(try FontFace(library: lib, path: paths.primary, isPrimary: true))
            for path in paths.fallbacks {
                opened.append(try FontFace(library: lib, path: path, isPrimary: false))
            }
        } catch {
            opened.removeAll()
            FT_Done_FreeType(lib)
            throw error
        }
        faces = opened
    }

    deinit {
        // Closing the library closes every face opened from it.
        FT_Done_FreeType(library)
    }

    var primary: FontFace { faces[0] }

    /// The face to draw `scalar` with: the current run's face when it has the glyph (so spaces
    /// and digits stay in a Devanagari run), else the first face that has it, else the primary.
    func face(for scalar: Unicode.Scalar, current: Int?) -> Int {
        if let current, faces[current].covers(scalar) { return current }
        // Marks and joiners belong to the cluster before them.
        if let current, scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark || scalar.properties.generalCategory == .format {
            return current
        }
        return faces.indices.first { faces[$0].covers(scalar) } ?? 0
    }
}
