/// What `scoreline run`, `render`'s image and `debug inputs` say when an option or the config
/// does not give them what they need: each names the option and what is accepted.
enum KioskMessages {
    // The hall's desk, on the desk's kiosk (docs/desk.md)
    static func deskBrokerDown(_ why: String) -> String { "desk: broker unreachable (\(why)); calls and results wait for it" }
    static let deskConnected = "desk: connected to the broker; the calls standing are sent again"
    static func deskResultsDropped(_ count: Int) -> String {
        "desk: \(count) court messages dropped (more than \(HallDeskLink.inboxLimit) waiting); the courts send them again when they reconnect"
    }
    static let deskNeedsPublish = "[desk] needs [publish] broker and venue: the broker the courts use and the hall's venue name."
    static func deskJournal(_ why: String) -> String { "The desk's journal cannot be opened: \(why)" }
    static let deskNoEventfd = "The desk could not make its doorbell (no eventfd left)."

    // The hall's desk, on a court's box (docs/desk.md)
    static func deskQueued(_ match: String, key: String, number: Int) -> String {
        "desk: match \(match) queued as number \(number) (call \(key))"
    }
    static func deskNotQueued(_ match: String, why: String) -> String {
        "desk: match \(match) could not be queued (\(why)); the desk still shows it called here"
    }
    static func deskCallsDropped(_ count: Int) -> String {
        "desk: \(count) calls dropped: more than \(CourtDeskLink.inboxLimit) arrived before the box could read them"
    }
    static func deskWithdrawn(_ match: String) -> String { "desk: match \(match) taken back by the desk and dropped from the queue" }
    static func deskNotWithdrawn(_ match: String) -> String {
        "desk: match \(match) was taken back by the desk but is already in play here; it stays (its result will be refused)"
    }
    static func deskResult(_ match: String, key: String) -> String { "desk: result of match \(match) sent (call \(key))" }
    static func deskResultNotKept(_ match: String, why: String) -> String {
        "desk: the result of match \(match) could not be kept for sending again (\(why)); sent once now"
    }

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
