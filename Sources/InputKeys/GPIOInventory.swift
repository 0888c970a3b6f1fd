import CGPIOD
import FoundationEssentials
import Glibc

/// The GPIO chips present and every line on them, for messages and `scoreline doctor`.
/// Chips are found as `/dev/gpiochip*` under `devRoot`, so a chip that cannot be opened
/// (permissions) is reported by name instead of vanishing from the list.
public enum GPIOInventory {
    public struct Chip: Sendable, Equatable, Codable {
        public let path: String
        public let name: String
        public let label: String
        public let lines: [Line]
        /// Why the chip could not be read (then `lines` is empty).
        public let problem: String?
    }

    public struct Line: Sendable, Equatable, Codable {
        public let offset: Int
        public let name: String?
        /// Requested by a program or claimed by a kernel driver.
        public let used: Bool
        public let consumer: String?
    }

    public static func chips(devRoot: String = "/") -> [Chip] {
        let dev = (devRoot.hasSuffix("/") ? devRoot : devRoot + "/") + "dev"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dev)) ?? []
        let chips = names.filter { $0.hasPrefix("gpiochip") }.sorted { number($0) < number($1) }
        return chips.map { read("\(dev)/\($0)", name: $0) }
    }

    private static func number(_ name: String) -> Int { Int(name.dropFirst("gpiochip".count)) ?? Int.max }

    private static func read(_ path: String, name: String) -> Chip {
        guard let chip = gpiod_chip_open(path) else {
            let why = String(cString: strerror(errno))
            return Chip(path: path, name: name, label: "", lines: [], problem: "GPIO chip \(path) cannot be opened: \(why) (may this user open it? the service runs in the gpio group).")
        }
        defer { gpiod_chip_close(chip) }
        var lines: [Line] = []
        for offset in 0..<gpiod_chip_num_lines(chip) {
            guard let line = gpiod_chip_get_line(chip, offset) else { continue }
            lines.append(Line(
                offset: Int(offset), name: gpiod_line_name(line).map { String(cString: $0) },
                used: gpiod_line_is_used(line), consumer: gpiod_line_consumer(line).map { String(cString: $0) }))
        }
        return Chip(path: path, name: String(cString: gpiod_chip_name(chip)), label: String(cString: gpiod_chip_label(chip)), lines: lines, problem: nil)
    }
}
