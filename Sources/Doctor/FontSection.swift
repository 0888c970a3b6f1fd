import CommandBasics
import FoundationEssentials
import Renderer

/// The fonts `scoreline run` would load, each opened with FreeType. The renderer needs all
/// the bundled ones (the fallbacks draw Indic, Arabic-script and Thai names), so any one
/// missing stops it; the system's CJK face only warns.
enum FontSection {
    static let title = "Fonts"

    static func build(_ env: DoctorEnvironment, directory: String?) throws -> DoctorReport.Section {
        let paths = directory.map { FontPaths.bundled(in: $0) } ?? env.bundledFonts()
        let folder = PathText.deletingLastComponent(paths.primary)
        var lines: [DoctorReport.Line] = [.info(directory.map(DoctorMessages.fontsFromConfig) ?? DoctorMessages.fontsBundled(folder))]
        var failed = false
        for path in [paths.primary] + paths.fallbacks {
            do {
                let font = try FontCheck.open(path)
                let file = PathText.lastComponent(path)
                lines.append(.info(DoctorMessages.font(file, family: font.family, style: font.style, glyphs: font.glyphs), detail: true))
            } catch {
                failed = true
                lines.append(.essential(error.description, reason: DoctorMessages.fontsReason))
            }
        }
        // A system face (CJK, from fonts-noto-cjk) is optional: without it the board starts
        // and only its script draws as boxes, so its absence is a warning (ADR 041).
        for system in paths.systemFallbacks {
            if let font = try? FontCheck.open(system.path) {
                let file = PathText.lastComponent(system.path)
                lines.append(.info(DoctorMessages.font(file, family: font.family, style: font.style, glyphs: font.glyphs), detail: true))
            } else {
                lines.append(.warning(DoctorMessages.systemFontMissing(system.path)))
            }
        }
        if failed { lines.append(.info(DoctorMessages.fontsFix)) }
        return DoctorReport.Section(title: title, lines: lines)
    }
}
