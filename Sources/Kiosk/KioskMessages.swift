/// What `scoreline run`, `render`'s image and `debug inputs` say when an option or the config
/// does not give them what they need: each names the option and what is accepted.
enum KioskMessages {
    static func noPreset(_ name: String, known: String) -> String { "No preset called \(name); the presets are \(known)." }
    static let inputConfigNeedsDevices = "--input config needs [inputs.gpio] or [inputs.evdev] in the config file (see docs/inputs.md)."
    static func badInput(_ given: String) -> String { "--input must be stdin, terminal or config, not \(given)." }
    static func badFollow(_ why: String) -> String { "--follow: \(why)" }
    static func badTheme(_ theme: String) -> String { "--theme must be daylight or indoor, not \(theme)." }
    static func unknownSport(_ sport: String) -> String { "Unknown sport \(sport): cricket or badminton." }
    static func unknownBias(_ bias: String) -> String { "Unknown bias \(bias): pullUp, pullDown, disabled or asIs." }
    static let noProbeInput = "No input: give --gpio-chip, --evdev or --terminal."
    static func badLines(_ why: String) -> String { "--lines: \(why)" }
}

extension KioskMessages {
    static func hotspotUp(_ ssid: String) -> String { "hotspot \"\(ssid)\" up at 10.42.0.1" }
    static let hotspotDown = "hotspot down"
    static let hotspotNotNeeded = "hotspot stays down: another network connected within the fallback wait"
    static func hotspotFailed(_ reason: String) -> String { "hotspot: \(reason) (tried again every 5 s)" }
}
