import Displays
import FoundationEssentials
import Settings

/// With `display.output = "ledmatrix"`: the panel the config describes, whether
/// scoreline-ledmatrix finds librgbmatrix.so.1 (asked with `--check`, so the GPL-2.0 library
/// never loads into the doctor), and the Pi's sound driver, which makes the library refuse to
/// start (docs/ledmatrix.md).
enum LEDMatrixSection {
    static let title = "LED matrix"
    /// The Pi's onboard sound driver, in /proc/modules.
    static let soundModule = "snd_bcm2835"

    static func build(_ env: DoctorEnvironment, config: LEDMatrixConfig) -> DoctorReport.Section {
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.ledPanel(config.options))]
        let helper = LEDMatrixHelperProgram.locate(override: env.variables[LEDMatrixHelperProgram.environmentVariable], executable: env.executable)
        if let socket = config.socket {
            lines.append(FileManager.default.fileExists(atPath: socket) ? .info(DoctorMessages.ledSocket(socket)) : .warning(DoctorMessages.ledNoSocket(socket)))
        } else {
            lines.append(.info(DoctorMessages.ledHelper(helper)))
        }
        let check = env.ledMatrixCheck(helper)
        lines.append(check.found ? .info(check.text) : .essential(check.text, reason: DoctorMessages.ledLibraryReason))
        if soundDriverLoaded(modules: DisplayInventory.join(env.sysRoot, "proc/modules")) {
            lines.append(.warning(DoctorMessages.ledSoundDriver))
        }
        return DoctorReport.Section(title: title, lines: lines)
    }

    /// Whether /proc/modules lists the sound driver (its first field, the module's name).
    static func soundDriverLoaded(modules path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.split(separator: " ").first == Substring(soundModule) }
    }
}
