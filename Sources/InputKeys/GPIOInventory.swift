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

    /// The chip a config names, as libgpiod 1.x's `gpiod_chip_open_lookup` found it, for the
    /// 2.x backend, which opens only paths: a name under /dev ("gpiochip0"), a number ("0"),
    /// or a label ("pinctrl-rp1"). Here rather than in the backend so the matching is tested
    /// on any machine, whichever library the tests were built with. `labels` is only asked
    /// when no name matches, since reading a label opens every chip.
    static func chipPath(
        named wanted: String, devices: [(name: String, path: String)], labels: () -> [(label: String, path: String)]
    ) -> String? {
        if let byName = devices.first(where: { $0.name == wanted || $0.name == "gpiochip\(wanted)" }) { return byName.path }
        return labels().first { $0.label == wanted }?.path
    }

    /// The chips that could be read and their named lines, for messages that say what exists.
    static func summaries() -> [(name: String, label: String, lines: [String])] {
        chips().filter { $0.problem == nil }.map { chip in (chip.name, chip.label, chip.lines.compactMap { $0.name }) }
    }

    private static func number(_ name: String) -> Int { Int(name.dropFirst("gpiochip".count)) ?? Int.max }
}
