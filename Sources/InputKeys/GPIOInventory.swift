import FoundationEssentials

/// The GPIO chips present and every line on them, for messages and `scoreline doctor`.
/// Chips are found as `/dev/gpiochip*` under `devRoot`, so a chip that cannot be opened
/// (permissions) is reported by name instead of vanishing from the list. Each chip is read
/// by the libgpiod backend the program was built with (`GPIOBackend`).
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
        devices(devRoot: devRoot).map { GPIOBackend.chip(path: $0.path, name: $0.name) }
    }

    /// The `/dev/gpiochip*` nodes in number order (gpiochip2 before gpiochip10), unopened.
    static func devices(devRoot: String = "/") -> [(name: String, path: String)] {
        let dev = (devRoot.hasSuffix("/") ? devRoot : devRoot + "/") + "dev"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dev)) ?? []
        return names.filter { $0.hasPrefix("gpiochip") }.sorted { number($0) < number($1) }.map { ($0, "\(dev)/\($0)") }
    }

    /// The chips that could be read and their named lines, for messages that say what exists.
    static func summaries() -> [(name: String, label: String, lines: [String])] {
        chips().filter { $0.problem == nil }.map { chip in (chip.name, chip.label, chip.lines.compactMap { $0.name }) }
    }

    private static func number(_ name: String) -> Int { Int(name.dropFirst("gpiochip".count)) ?? Int.max }
}
