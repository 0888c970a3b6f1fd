import FoundationEssentials
import Settings

/// `scoreline run`'s options as a box's unit file and the benchmarks give them: `--name value`
/// or `--name=value` pairs of the names below, read without ArgumentParser. Its parse of even
/// this one command finds each option by reflection, a first-time protocol look-up apiece:
/// 18 M of the 82 M instructions from exec to a kiosk's first frame (issue 42, ADR 060).
///
/// Anything else (help, a name not listed, a name given twice, a value that is empty or starts
/// with `-`, a lone `--`) is not read here: `init?(plain:)` returns nil and the command line
/// goes to ArgumentParser whole, so every message, refusal and exit status stays its own. An
/// option added to `run` and not here only takes that slower path.
public struct KioskArguments: Equatable, Sendable {
    /// `--config`: the config file named, if any.
    public var config: String?
    /// The data directory; nil: the config's.
    public var dataDir: String?
    /// The preset to start when no match is in progress (a config preset or a demo's name).
    public var preset: String?
    /// `--input`: stdin, terminal or config; nil: from the config.
    public var input: String?
    /// `--output`: auto, drm, fbdev, ledmatrix, png:PATH, terminal or memory; nil: the config's.
    public var output: String?
    /// The image size for a PNG or memory output, WIDTHxHEIGHT.
    public var size: String
    /// `--follow`: an MQTT address to follow instead of scoring.
    public var follow: String?
    /// `--overlay`: the stream overlay's PNG.
    public var overlay: String?

    /// `--size` when it is not given.
    public static let defaultSize = "1920x1080"

    /// The long names read here, as `run` declares them.
    public static let names = ["config", "data-dir", "preset", "input", "output", "size", "follow", "overlay"]

    public init(config: String? = nil, dataDir: String? = nil, preset: String? = nil, input: String? = nil, output: String? = nil,
                size: String = KioskArguments.defaultSize, follow: String? = nil, overlay: String? = nil) {
        self.config = config
        self.dataDir = dataDir
        self.preset = preset
        self.input = input
        self.output = output
        self.size = size
        self.follow = follow
        self.overlay = overlay
    }

    /// The options after `run`, or nil when they are not all plain pairs of the listed names.
    public init?(plain arguments: [String]) {
        var values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            let body = argument.dropFirst(2)
            let name: String
            let value: String
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
                index += 1
            } else {
                guard index + 1 < arguments.count else { return nil }
                name = String(body)
                value = arguments[index + 1]
                index += 2
            }
            guard Self.names.contains(name), values[name] == nil, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            values[name] = value
        }
        self.init(
            config: values["config"], dataDir: values["data-dir"], preset: values["preset"], input: values["input"],
            output: values["output"], size: values["size"] ?? Self.defaultSize, follow: values["follow"], overlay: values["overlay"])
    }

    /// The config file in use: the one named, else the default path when it exists (`run`'s
    /// and `watch`'s `--config`).
    public static func configPath(_ named: String?) -> String? {
        named ?? (FileManager.default.fileExists(atPath: ScorelineConfig.defaultPath) ? ScorelineConfig.defaultPath : nil)
    }

    /// The file at `path`, or the built-in defaults for none.
    public static func loadConfig(_ path: String?) throws -> ScorelineConfig {
        try path.map { try ConfigLoader.load($0) } ?? ScorelineConfig()
    }
}

extension Kiosk {
    /// `scoreline run`: the kiosk with these options, whether ArgumentParser or
    /// `KioskArguments(plain:)` read them.
    public static func start(_ options: KioskArguments) throws {
        let kiosk = Kiosk(configPath: KioskArguments.configPath(options.config), options: options)
        try kiosk.run(try KioskArguments.loadConfig(kiosk.configPath))
    }
}
