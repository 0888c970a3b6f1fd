import CFreeType
import FoundationEssentials
import Logging

/// Where the fonts are: a primary face for Latin text and digits, then fallbacks tried in order
/// for characters the primary lacks (Devanagari, Tamil, Bengali, Sinhala, Arabic-script and
/// Thai names), then the system's faces for what no bundled one has (CJK, ADR 041).
public struct FontPaths: Sendable, Equatable {
    public var primary: String
    public var fallbacks: [String]
    /// Tried after `fallbacks`, and only when installed: a missing one is not an error.
    public var systemFallbacks: [SystemFont]

    public init(primary: String, fallbacks: [String], systemFallbacks: [SystemFont] = []) {
        self.primary = primary
        self.fallbacks = fallbacks
        self.systemFallbacks = systemFallbacks
    }

    public static let bundledFiles = (
        primary: "NotoSans-Bold.ttf",
        fallbacks: [
            "NotoSansDevanagari-Bold.ttf", "NotoSansTamil-Bold.ttf", "NotoSansBengali-Bold.ttf", "NotoSansSinhala-Bold.ttf",
            "NotoNaskhArabic-Bold.ttf", "NotoSansThai-Bold.ttf",
        ]
    )

    /// The fonts committed in the repository's `fonts/` directory, found under `directory`,
    /// and Debian's CJK face.
    public static func bundled(in directory: String) -> FontPaths {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return FontPaths(
            primary: "\(dir)/\(bundledFiles.primary)",
            fallbacks: bundledFiles.fallbacks.map { "\(dir)/\($0)" },
            systemFallbacks: [.notoSansCJK])
    }

    /// The bundled fonts: `$SCORELINE_FONTS`, then `fonts/` beside or above the executable,
    /// then `./fonts`, then `/usr/share/scoreline/fonts`. The first directory holding the
    /// primary face wins; if none does, the last candidate is returned so the error names it.
    public static func locateBundled() -> FontPaths {
        let candidates = ShareFolder.candidates("fonts", environmentKey: "SCORELINE_FONTS")
        for candidate in candidates where FileManager.default.fileExists(atPath: "\(candidate)/\(bundledFiles.primary)") {
            return bundled(in: candidate)
        }
        return bundled(in: candidates.last ?? "fonts")
    }
}

/// The open faces. Opening costs a few milliseconds (it is part of the cold first frame);
/// a renderer keeps one for its lifetime. The fallbacks open on first use: a board in Latin
/// script never maps them, which keeps about 1 MB of font files (and the 20 MB CJK
/// collection) out of resident memory.
public final class FontSet {
    let primary: FontFace
    private let library: FT_Library
    private let fallbackPaths: [SystemFont]
    /// Fallback faces by index - 1; nil until a string needs one (or when it failed to open).
    private var fallbacks: [FontFace?]
    private var tried: [Bool]
    private let logger = Logger(label: "scoreline.fonts")

    public init(_ paths: FontPaths) throws(RendererError) {
        // Every file is checked now, so a missing fallback still stops the start.
        for path in [paths.primary] + paths.fallbacks where !FileManager.default.fileExists(atPath: path) {
            throw .fontMissing(path: path)
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { throw .fontUnreadable(path: paths.primary, code: -1) }
        library = lib
        do {
            primary = try FontFace(library: lib, path: paths.primary, isPrimary: true)
        } catch {
            FT_Done_FreeType(lib)
            throw error
        }
        // A system face that is not installed is left out; its script draws as boxes.
        fallbackPaths = paths.fallbacks.map { SystemFont(path: $0) }
            + paths.systemFallbacks.filter { FileManager.default.fileExists(atPath: $0.path) }
        fallbacks = Array(repeating: nil, count: fallbackPaths.count)
        tried = Array(repeating: false, count: fallbackPaths.count)
    }

    deinit {
        // Closing the library closes every face opened from it.
        FT_Done_FreeType(library)
    }

    /// How many faces there are, the primary (index 0) and the fallbacks.
    var count: Int { 1 + fallbackPaths.count }

    /// The face at `index`, opening a fallback the first time; nil for an index out of range
    /// or a fallback that cannot be opened (its text then draws with the primary).
    func face(_ index: Int) -> FontFace? {
        if index == 0 { return primary }
        let slot = index - 1
        guard fallbacks.indices.contains(slot) else { return nil }
        if !tried[slot] {
            tried[slot] = true
            do {
                let file = fallbackPaths[slot]
                fallbacks[slot] = try FontFace(library: library, path: file.path, index: file.index, isPrimary: false)
            } catch {
                logger.error("cannot open fallback font", metadata: ["path": "\(fallbackPaths[slot].path)", "error": "\(error)"])
            }
        }
        return fallbacks[slot]
    }

    /// The face to draw `scalar` with: the current run's face when it has the glyph (so spaces
    /// and digits stay in a Devanagari run), else the first face that has it, else the primary.
    func face(for scalar: Unicode.Scalar, current: Int?) -> Int {
        if let current, face(current)?.covers(scalar) == true { return current }
        // Marks and joiners belong to the cluster before them.
        if let current, scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark || scalar.properties.generalCategory == .format {
            return current
        }
        return (0..<count).first { face($0)?.covers(scalar) == true } ?? 0
    }
}
