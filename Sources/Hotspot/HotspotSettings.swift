/// The hotspot as the config asks for it (`[network]`, docs/network.md): filled by `Settings`
/// from the file, so this module need not know TOML.
public struct HotspotSettings: Equatable, Sendable {
    public var mode = HotspotMode.off
    /// Seconds a configured network has, from the start, to connect before `fallback` brings
    /// the hotspot up. 60: a known network is usually joined within seconds of NetworkManager
    /// starting, and a minute covers a slow DHCP server or a router still booting with the box.
    public var fallbackSeconds = 60
    /// The network's name (SSID): the board's name (`display.venue`) unless `network.name`
    /// gives one; "Scoreline" when neither does.
    public var name = "Scoreline"
    /// Whether `name` came from `network.name` rather than the board's name.
    public var nameFromConfig = false
    /// The Wi-Fi interface to use ("wlan0"); nil: the first Wi-Fi device NetworkManager has.
    public var interface: String?

    /// An SSID is at most 32 bytes (IEEE 802.11's SSID element); a phone lists nothing for 0.
    public static let ssidBytes = 1...32
    public static let fallbackRange = 5...600

    public init() {}

    /// Whether `text` can be an SSID here: 1 to 32 bytes of UTF-8 and no control characters
    /// (a phone's list would show them as boxes, and the `WIFI:` code would carry them raw).
    public static func isNetworkName(_ text: String) -> Bool {
        ssidBytes.contains(text.utf8.count)
            && text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
    }
}
