import ArgumentParser
import FoundationEssentials
import Settings

/// `--config` for the commands that run beside a kiosk (`run`, `watch`): the file named, else
/// the default path when it exists, else the built-in defaults.
struct KioskConfigOption: ParsableArguments {
    @Option(help: "The config file (default \(ScorelineConfig.defaultPath), used when it exists).") var config: String?

    /// The config file in use, if any.
    var path: String? { Self.path(config) }

    func load() throws -> ScorelineConfig { try Self.load(path) }

    /// The file named, else the default path when it exists (also for `run`'s plain start).
    static func path(_ named: String?) -> String? {
        named ?? (FileManager.default.fileExists(atPath: ScorelineConfig.defaultPath) ? ScorelineConfig.defaultPath : nil)
    }

    static func load(_ path: String?) throws -> ScorelineConfig {
        try path.map { try ConfigLoader.load($0) } ?? ScorelineConfig()
    }
}
