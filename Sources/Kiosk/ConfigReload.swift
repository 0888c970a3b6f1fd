import FoundationEssentials
import Logging
import MatchEngine
import Renderer
import Session
import Settings

/// SIGHUP: read the config again and apply what can change while a match is on. A file with
/// a mistake changes nothing: the problems are logged with their keys and the board carries
/// on with the config it has. Display settings (output, size, rotation, theme, fonts) and the
/// data directory take a restart: the displays and the journal are opened once at start.
final class ConfigReload {
    private let path: String
    private let session: ScoringSession
    /// The sources to replace when the inputs come from the config; nil for stdin or terminal.
    private let inputs: InputHub?
    /// `--preset` on the command line wins over the file's `preset`.
    private let presetOverride: String?
    private(set) var config: ScorelineConfig
    /// The screen's sponsors folder, as opened at start.
    private let sponsors: FolderImageShelf
    private let logger: Logger

    init(path: String, config: ScorelineConfig, session: ScoringSession, inputs: InputHub?, presetOverride: String?,
         sponsors: FolderImageShelf? = nil, logger: Logger = Logger(label: "scoreline.reload")) {
        self.path = path
        self.config = config
        self.sponsors = sponsors ?? FolderImageShelf(folder: config.pages.sponsorsFolder(dataDirectory: config.dataDirectory))
        self.session = session
        self.inputs = inputs
        self.presetOverride = presetOverride
        self.logger = logger
    }

    enum Outcome: Equatable {
        /// What changed and was applied, and what waits for a restart (by config key).
        case applied(live: [String], atRestart: [String])
        /// The file has problems (each logged); the running config stays.
        case rejected
    }

    @discardableResult
    func reload() -> Outcome {
        let next: ScorelineConfig
        do {
            next = try ConfigLoader.load(path)
        } catch {
            for problem in error.problems {
                logger.error("config reload: \(error.file): \(problem.key.isEmpty ? "" : "\(problem.key): ")\(problem.message) Keeping the running config.")
            }
            return .rejected
        }
        var live: [String] = []
        var atRestart: [String] = []
        if next.display.venue != config.display.venue {
            session.venue = next.display.venue
            live.append("display.venue")
        }
        var display = next.display
        display.venue = config.display.venue
        if display != config.display || next.fonts != config.fonts { atRestart.append("display") }
        if next.dataDirectory != config.dataDirectory { atRestart.append("data_dir") }
        // The port is opened once, at start, like a screen.
        if next.serialBoard != config.serialBoard { atRestart.append("serial_board") }
        // The hotspot's keeper is made at start (its name, passphrase source and mode); a
        // venue change renames an off hotspot too, which is nothing to report.
        if next.network != config.network, next.network.mode != .off || config.network.mode != .off {
            atRestart.append("network")
        }
        if next.preset != config.preset || next.presets != config.presets {
            session.preset = presetRecord(next)
            live.append("preset")
        }
        // Read on every reload, so an image copied into the sponsors folder shows without a
        // restart (an image replaced under the same name too); the folder itself is the
        // screen's, opened at start.
        sponsors.reload()
        let pages = SponsorFolder.cycleConfig(next.pages, shelf: sponsors, logger: logger)
        if next.pages != config.pages || pages.sponsors != session.pages.sponsors {
            session.pages = pages
            live.append("pages")
        }
        if next.pages.sponsorsFolder != config.pages.sponsorsFolder { atRestart.append("pages.sponsorsFolder") }
        if next.inputs != config.inputs, let inputs {
            inputs.replace(plan: Kiosk.plan(next.inputs, terminal: false))
            live.append("inputs")
        } else if next.inputs != config.inputs {
            atRestart.append("inputs")
        }
        config = next
        logger.notice("config reloaded from \(path): \(live.isEmpty ? "nothing to apply" : "applied \(live.joined(separator: ", "))")\(atRestart.isEmpty ? "" : "; \(atRestart.joined(separator: ", ")) changes apply at restart")")
        return .applied(live: live, atRestart: atRestart)
    }

    /// The newMatch record the file's (or the command line's) preset names, if any.
    func presetRecord(_ config: ScorelineConfig) -> Data? {
        guard let name = presetOverride ?? config.preset else { return nil }
        return config.presets[name] ?? DemoPresets.record(name)
    }
}
