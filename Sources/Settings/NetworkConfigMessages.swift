import Hotspot

/// Sentences about `[network]` (docs/network.md).
enum NetworkConfigMessages {
    static let nameForm = "a Wi-Fi network name of 1 to 32 bytes (an SSID's limit) without control characters, such as \"Riverside CC\""
    static let interfaceForm = "a Wi-Fi interface name such as \"wlan0\" (`nmcli device` lists them)"

    static func venueTooLong(_ venue: String) -> String {
        "is \(venue.utf8.count) bytes, and the hotspot's network is named after the board: a Wi-Fi name (SSID) holds at most 32 bytes. Shorten it, or give the network its own name with network.name."
    }

    static func summary(_ settings: HotspotSettings) -> String? {
        switch settings.mode {
        case .off: return nil
        case .on: return "Hotspot: \"\(settings.name)\", always on (docs/network.md)."
        case .fallback: return "Hotspot: \"\(settings.name)\", when no other network connects within \(settings.fallbackSeconds) s (docs/network.md)."
        }
    }
}
