@testable import Doctor
import Foundation
import Renderer

/// A throwaway directory that stands in for `/` (a fake /sys and /dev) and holds a data
/// directory and config for `scoreline doctor` tests.
struct DoctorFakeTree {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-doctor-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() {
        // A test may have taken write permission away; give it back so the tree can go.
        _ = chmod(root + "/data", 0o755)
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func link(_ relative: String, to target: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    func directory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + relative, withIntermediateDirectories: true)
    }

    /// The checkout, for its fonts.
    static let repository: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()

    /// The repository's fonts, which the renderer tests already rely on.
    static let fonts = FontPaths.bundled(in: repository.appendingPathComponent("fonts").path)

    /// Fake roots, no variables, the repository's fonts, a config and data dir that may not exist.
    func environment(config: String? = nil, dataDirectory: String? = nil) -> DoctorEnvironment {
        var env = DoctorEnvironment()
        env.sysRoot = root
        env.devRoot = root
        env.variables = [:]
        env.configPath = config
        env.dataDirectory = dataDirectory ?? root + "/data"
        env.bundledFonts = { Self.fonts }
        return env
    }
}

extension DoctorReport {
    func section(_ title: String) -> Section? { sections.first { $0.title == title } }
    func texts(_ title: String) -> [String] { section(title)?.lines.map(\.text) ?? [] }
}
