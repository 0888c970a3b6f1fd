import ArgumentParser
import Kiosk
import Settings

/// `--config` for the commands that run beside a kiosk (`run`, `watch`): the file named, else
/// the default path when it exists, else the built-in defaults.
struct KioskConfigOption: ParsableArguments {
    @Option(help: "The config file (default \(ScorelineConfig.defaultPath), used when it exists).") var config: String?

    /// The config file in use, if any.
    var path: String? { KioskArguments.configPath(config) }

    func load() throws -> ScorelineConfig { try KioskArguments.loadConfig(path) }
}
