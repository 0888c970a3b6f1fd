/// How a phone reaches this board (docs/network.md): the Wi-Fi to join, the pairing page with
/// the code filled in, and the name and address to type for those who cannot scan. A plain
/// value the kiosk fills from the network and the web app; the engine turns it into the join
/// codes and their text (`Scoreboard.withJoinCodes`), the renderer only draws them.
public struct JoinDetails: Sendable, Equatable {
    /// The network to join, when the box offers one (its hotspot); nil when phones reach the
    /// board over a network of the ground's own.
    public var wifi: JoinWifi?
    /// The pairing page with the code filled in, as `JoinText.pairingURL` makes it; nil while
    /// the web app is off.
    public var pairingURL: String?
    /// The board's name on the network (`scoreline.local`), announced over mDNS.
    public var hostName: String?
    /// The address to type when the name does not resolve (`http://10.42.0.1:8080`).
    public var address: String?

    public init(wifi: JoinWifi? = nil, pairingURL: String? = nil, hostName: String? = nil, address: String? = nil) {
        self.wifi = wifi
        self.pairingURL = pairingURL
        self.hostName = hostName
        self.address = address
    }
}

/// A Wi-Fi network as a phone joins it: its name and its WPA passphrase (nil: an open network).
public struct JoinWifi: Sendable, Equatable {
    public var ssid: String
    public var passphrase: String?

    public init(ssid: String, passphrase: String?) {
        self.ssid = ssid
        self.passphrase = passphrase
    }
}
