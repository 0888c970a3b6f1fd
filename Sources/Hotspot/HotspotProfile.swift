/// The NetworkManager connection the hotspot is (docs/network.md, ADR 051): an access point
/// on the Wi-Fi device with WPA2-PSK, the box at a fixed address, and NetworkManager's own
/// dnsmasq (`ipv4.method = shared`) handing out addresses and answering DNS there.
///
/// `shared` also turns on forwarding and NAT to the box's other interfaces; the package's
/// dispatcher script (`deploy/network/90-scoreline-hotspot`) drops that traffic for this
/// connection's interface, so a phone reaches the kiosk and nothing else.
public struct HotspotProfile: Equatable, Sendable {
    /// The connection's name in NetworkManager, which the dispatcher script matches on.
    public static let connectionID = "scoreline-hotspot"
    /// NetworkManager's own default for shared connections, fixed so the catch-all DNS answer
    /// (`deploy/network/scoreline-hotspot.conf`) and the probes' redirect can name it.
    public static let address = "10.42.0.1"
    public static let prefix = 24

    public var ssid: String
    public var passphrase: String
    /// The Wi-Fi interface; nil: NetworkManager's first Wi-Fi device.
    public var interface: String?

    public init(ssid: String, passphrase: String, interface: String?) {
        self.ssid = ssid
        self.passphrase = passphrase
        self.interface = interface
    }

    /// The same connection as an `nmcli` command, for docs/network.md and for a person
    /// checking by hand what the kiosk asks NetworkManager for.
    public var settings: [(String, String)] {
        [
            ("connection.id", Self.connectionID),
            ("connection.type", "802-11-wireless"),
            ("connection.autoconnect", "no"),
            ("802-11-wireless.mode", "ap"),
            ("802-11-wireless.ssid", ssid),
            ("802-11-wireless.band", "bg"),
            ("802-11-wireless-security.key-mgmt", "wpa-psk"),
            ("802-11-wireless-security.proto", "rsn"),
            ("802-11-wireless-security.pairwise", "ccmp"),
            ("802-11-wireless-security.group", "ccmp"),
            ("802-11-wireless-security.psk", passphrase),
            ("ipv4.method", "shared"),
            ("ipv4.addresses", "\(Self.address)/\(Self.prefix)"),
            ("ipv6.method", "disabled"),
        ]
    }
}
