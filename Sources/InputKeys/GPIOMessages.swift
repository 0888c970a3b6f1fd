import Glibc
import MatchEngine

/// What the GPIO path says when a chip or line cannot be had, one wording for both libgpiod
/// backends: each names the chip or line and lists what exists, so the wiring or the config
/// can be fixed from the message alone.
enum GPIOMessages {
    static func chipNotFound(_ wanted: String) -> String {
        let chips = GPIOInventory.summaries().map(\.name).joined(separator: ", ")
        return "GPIO chip \(wanted) not found. Chips present: \(chips.isEmpty ? "none" : chips)."
    }

    static func noChips(_ map: GPIOMap) -> String {
        let names = map.lines.keys.sorted().joined(separator: " ")
        return "No GPIO chips found (no /dev/gpiochip*: is the GPIO driver loaded, and may this user open it?), so lines \(names) cannot be read."
    }

    static func lineNotFound(_ name: String, button: BoxKey, chip: String?) -> String {
        let known = GPIOInventory.summaries().map { "\($0.name) (\($0.label)): \($0.lines.isEmpty ? "no named lines" : $0.lines.joined(separator: " "))" }
        return "GPIO line \(name) (for \(button)) not found\(chip.map { " on \($0)" } ?? ""). Lines present: \(known.isEmpty ? "no GPIO chips" : known.joined(separator: "; "))."
    }

    static func cannotRequest(_ name: String, button: BoxKey, errno: Int32, holder: String?) -> String {
        "GPIO line \(name) (for \(button)) cannot be requested: \(String(cString: strerror(errno)))\(holder.map { " (held by \($0))" } ?? "")."
    }

    static func cannotOpen(_ path: String, errno: Int32) -> String {
        "GPIO chip \(path) cannot be opened: \(String(cString: strerror(errno))) (may this user open it? the service runs in the gpio group)."
    }

    static func noLineSettings(errno: Int32) -> String {
        "GPIO lines cannot be requested: libgpiod could not make their settings (\(String(cString: strerror(errno))))."
    }

    /// `debug inputs --lines`: a pair that is not `NAME=button`.
    static func notALinePair(_ pair: String) -> String { "\"\(pair)\" is not NAME=button (e.g. GPIO17=plusA)." }
    static func unknownButton(_ button: String, in pair: String) -> String {
        "\"\(pair)\": \(button) is not a button; the buttons are \(BoxKey.bindable.map(\.rawValue).joined(separator: ", "))."
    }
}
