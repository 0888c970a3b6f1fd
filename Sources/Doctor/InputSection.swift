import CommandBasics
import FoundationEssentials
import Glibc
import InputKeys

/// GPIO chips with their lines, and input event devices (USB keypads, keyboards) by name.
enum InputSection {
    static let title = "Buttons"

    static func build(_ env: DoctorEnvironment) -> DoctorReport.Section {
        DoctorReport.Section(title: title, lines: gpio(env) + evdev(env))
    }

    private static func gpio(_ env: DoctorEnvironment) -> [DoctorReport.Line] {
        let chips = GPIOInventory.chips(devRoot: env.devRoot)
        guard !chips.isEmpty else { return [.info(DoctorMessages.noGPIO)] }
        var lines: [DoctorReport.Line] = []
        for chip in chips {
            if let problem = chip.problem {
                lines.append(.warning(problem))
                continue
            }
            lines.append(.info(DoctorMessages.chip(chip.name, label: chip.label, lines: chip.lines.count, used: chip.lines.filter(\.used).count)))
            let named = chip.lines.compactMap { line in line.name.map { "\(line.offset) \($0)" } }
            if !named.isEmpty { lines.append(.info(DoctorMessages.namedLines(named.joined(separator: ", ")), detail: true)) }
            let used = chip.lines.filter(\.used).map { line in
                "\(line.offset)\(line.name.map { " \($0)" } ?? "") (\(line.consumer ?? "kernel"))"
            }
            if !used.isEmpty { lines.append(.info(DoctorMessages.usedLines(used.joined(separator: ", ")), detail: true)) }
        }
        return lines
    }

    /// Names come from sysfs, so a keypad the scoreboard has grabbed is listed too.
    private static func evdev(_ env: DoctorEnvironment) -> [DoctorReport.Line] {
        let dir = DisplayInventory.join(env.sysRoot, "sys/class/input")
        let events = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
            .filter { $0.hasPrefix("event") && Int($0.dropFirst(5)) != nil }
            .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        guard !events.isEmpty else { return [.info(DoctorMessages.noKeyboards)] }
        return events.map { event -> DoctorReport.Line in
            let data = FileManager.default.contents(atPath: "\(dir)/\(event)/device/name") ?? Data()
            let name = String(decoding: data, as: UTF8.self).trimmingWhitespace()
            let node = DisplayInventory.join(env.devRoot, "dev/input/\(event)")
            let shown = name.isEmpty ? "unnamed" : name
            if !FileManager.default.fileExists(atPath: node) { return .warning(DoctorMessages.keyboardNoNode(event, name: shown)) }
            if access(node, R_OK) != 0 { return .warning(DoctorMessages.keyboardUnreadable(event, name: shown)) }
            return .info(DoctorMessages.keyboard(event, name: shown))
        }
    }
}
