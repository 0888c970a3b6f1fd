import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import Renderer

/// Where `scoreline run` takes its actions from, and the SIGHUP reload: kept apart from the
/// command's output side.
extension RunCommand {
    enum InputChoice: Equatable {
        case stdin, terminal, config
    }

    /// `--input` as given; without it, the config's GPIO and keypads when it names any, else
    /// stdin (scripts and tests pipe action lines in; a kiosk's config names its buttons).
    static func inputChoice(_ option: String?, inputs: InputsConfig?) throws -> InputChoice {
        switch option {
        case nil: return inputs?.hasDevices == true ? .config : .stdin
        case "stdin": return .stdin
        case "terminal": return .terminal
        case "config":
            guard inputs?.hasDevices == true else {
                throw CommandFailure("--input config needs [inputs.gpio] or [inputs.evdev] in the config file (see docs/inputs.md).")
            }
            return .config
        case let other?:
            throw CommandFailure("--input must be stdin, terminal or config, not \(other).")
        }
    }

    /// Runs the kiosk loop on the chosen inputs, reloading `configPath` on SIGHUP.
    func runLoop(_ kiosk: Kiosk, config: ScorelineConfig, configPath: String?, preset: Data?) throws {
        let map = (config.inputs ?? InputsConfig()).keyMap(badminton: kiosk.recorder?.session is BadmintonSession)
        let loop = KioskLoop(kiosk: kiosk)
        var sources: InputSources?
        switch try Self.inputChoice(input, inputs: config.inputs) {
        case .stdin:
            loop.buttons = TypedButtons(kiosk: kiosk, preset: preset)
        case .terminal:
            let terminal: TerminalSource
            do throws(InputError) {
                terminal = try TerminalSource(bindings: map.terminal)
            } catch {
                throw CommandFailure(error.message)
            }
            let opener = InputSources.Opener(name: "terminal") { () throws(InputError) in terminal }
            sources = InputSources(kiosk: kiosk, openers: [opener], recognizer: map.recognizer, preset: preset)
        case .config:
            sources = InputSources(kiosk: kiosk, openers: InputSources.openers(for: map), recognizer: map.recognizer, preset: preset)
        }
        if let configPath {
            let reload = ConfigReload(path: configPath, config: config, kiosk: kiosk,
                                      inputs: input == "terminal" ? nil : sources, presetOverride: self.preset)
            loop.reload = { reload.reload() }
        }
        if let sources { loop.run(inputs: sources) } else { loop.run(reading: STDIN_FILENO) }
    }
}

extension RunCommand {
    /// `--output memory`: frames drawn and flipped in memory only (see `MemoryPresenter`).
    func memoryPresenter(_ config: ScorelineConfig) throws -> any BoardPresenter {
        guard let panel = PixelSize(parsing: size) else { throw CommandFailure("--size must look like 1920x1080, not \(size).") }
        let fonts = config.fonts.directory.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        return try MemoryPresenter(size: panel, rotation: Rotation(degrees: config.display.rotate) ?? .none,
                                   theme: Theme.named(config.display.theme.rawValue) ?? .daylight, fonts: fonts)
    }
}
