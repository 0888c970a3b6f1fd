import Settings

/// Builds the report section by section. A section that fails reports its own failure and
/// the next one still runs: the volunteer gets everything that could be found.
public enum Doctor {
    public static func report(_ env: DoctorEnvironment) -> DoctorReport {
        var config: ScorelineConfig?
        var sections: [DoctorReport.Section] = []
        sections.append(guarded(ConfigSection.title) {
            let (section, loaded) = ConfigSection.build(env)
            config = loaded
            return section
        })
        let settings = config ?? ScorelineConfig()
        sections.append(guarded(DisplaySection.title) { DisplaySection.build(env, display: settings.display) })
        if let serial = settings.serialBoard {
            let data = env.dataDirectory ?? settings.dataDirectory
            sections.append(guarded(SerialBoardSection.title) { SerialBoardSection.build(env, config: serial, dataDirectory: data) })
        }
        if let bluetooth = settings.bluetooth {
            let data = env.dataDirectory ?? settings.dataDirectory
            sections.append(guarded(BluetoothSection.title) { BluetoothSection.build(env, config: bluetooth, dataDirectory: data) })
        }
        if settings.network.mode != .off {
            let port = settings.remote?.port ?? 8080
            sections.append(guarded(NetworkSection.title) { NetworkSection.build(env, settings: settings.network, port: port) })
        }
        if settings.display.output == .ledmatrix {
            sections.append(guarded(LEDMatrixSection.title) { LEDMatrixSection.build(env, config: settings.ledmatrix) })
        }
        sections.append(guarded(InputSection.title) { InputSection.build(env) })
        sections.append(guarded(FontSection.title) { try FontSection.build(env, directory: settings.fonts.directory) })
        sections.append(guarded(DataSection.title) { try DataSection.build(env, configured: config?.dataDirectory) })
        if let images = ImageSection.build(env, configured: config?.dataDirectory) { sections.append(images) }
        sections.append(guarded(SystemdSection.title) { SystemdSection.build(env) })
        return DoctorReport(sections: sections)
    }

    private static func guarded(_ title: String, _ build: () throws -> DoctorReport.Section) -> DoctorReport.Section {
        do {
            return try build()
        } catch {
            return DoctorReport.Section(title: title, lines: [.warning(DoctorMessages.sectionFailed(error))])
        }
    }
}
