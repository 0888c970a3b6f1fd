import Hotspot

/// Reads `[network]` (docs/network.md): the hotspot's mode, its wait, its name and interface,
/// each problem naming its key, what was found and what is accepted.
enum NetworkConfigReader {
    static func read(_ r: ConfigReader) -> HotspotSettings {
        var settings = HotspotSettings()
        settings.mode = r.choice("hotspot", default: settings.mode)
        settings.fallbackSeconds = r.int("fallback_seconds", in: HotspotSettings.fallbackRange, default: settings.fallbackSeconds)
        if let name = r.string("name") {
            if HotspotSettings.isNetworkName(name) {
                settings.name = name
                settings.nameFromConfig = true
            } else {
                r.fail("name", ConfigMessages.expected(NetworkConfigMessages.nameForm, found: .string(name)))
            }
        }
        if let interface = r.string("interface") {
            if isInterfaceName(interface) {
                settings.interface = interface
            } else {
                r.fail("interface", ConfigMessages.expected(NetworkConfigMessages.interfaceForm, found: .string(interface)))
            }
        }
        r.rejectUnknownKeys()
        return settings
    }

    /// The hotspot's name is the board's name (`display.venue`) unless `network.name` gives
    /// one. A venue too long for an SSID is refused only when a hotspot is asked for: a board
    /// without one may keep a long venue.
    static func nameFromVenue(_ settings: inout HotspotSettings, venue: String?, problems: ConfigProblems) {
        guard !settings.nameFromConfig, let venue else { return }
        if HotspotSettings.isNetworkName(venue) {
            settings.name = venue
        } else if settings.mode != .off {
            problems.add("display.venue", NetworkConfigMessages.venueTooLong(venue))
        }
    }

    /// A Linux interface name: 1 to 15 bytes (IFNAMSIZ less its NUL), no `/` or space.
    static func isInterfaceName(_ text: String) -> Bool {
        (1...15).contains(text.utf8.count) && text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0 != "/" && $0.value != 0x7F }
    }
}
