import FoundationEssentials
import Settings

/// The binary and the config it reads, checked by the same loader as `scoreline run`.
enum ConfigSection {
    static let title = "Scoreline"

    /// The section and the config when it is valid (`nil` when it is not, or there is none
    /// and the defaults apply: then the default `ScorelineConfig` is right anyway).
    static func build(_ env: DoctorEnvironment) -> (DoctorReport.Section, ScorelineConfig?) {
        var lines: [DoctorReport.Line] = [
            .info(DoctorMessages.version(ScorelineVersion.version, build: ScorelineVersion.build, executable: env.executable))
        ]
        let path = env.configPath ?? ScorelineConfig.defaultPath
        if env.configPath == nil, !FileManager.default.fileExists(atPath: path) {
            lines.append(.info(DoctorMessages.noConfig(path)))
            return (DoctorReport.Section(title: title, lines: lines), ScorelineConfig())
        }
        do {
            let config = try ConfigLoader.load(path)
            lines.append(.info(DoctorMessages.configValid(path, summary: summary(config))))
            return (DoctorReport.Section(title: title, lines: lines), config)
        } catch {
            for problem in error.problems {
                let text = "\(path): \(problem.key.isEmpty ? "" : "\(problem.key): ")\(problem.message)"
                lines.append(.essential(text, reason: DoctorMessages.configReason))
            }
            lines.append(.info(DoctorMessages.configFix(path)))
            lines.append(.warning(DoctorMessages.configDefaults))
            return (DoctorReport.Section(title: title, lines: lines), nil)
        }
    }

    private static func summary(_ config: ScorelineConfig) -> String {
        let output = switch config.display.output {
        case .auto: "auto"
        case .drm: "drm"
        case .fbdev: "fbdev"
        case .ledmatrix: "ledmatrix"
        case .png(let path): "png:\(path)"
        }
        let presets = config.presets.keys.sorted()
        return "output \(output), theme \(config.display.theme.rawValue), data in \(config.dataDirectory), "
            + "preset \(config.preset ?? "none"), \(presets.isEmpty ? "no presets" : "presets " + presets.joined(separator: ", "))"
    }
}
