/// What a phone needs to join the box's hotspot and open the kiosk: plain strings, so the
/// board's join codes (the `JoinDetails` of the QR code's side) can be filled from it without
/// this module knowing how they are drawn.
public struct HotspotJoin: Equatable, Sendable {
    /// The network's name (SSID): the board's name, at most 32 bytes.
    public var ssid: String
    /// The WPA2 passphrase, as stored in `<data>/hotspot/passphrase`.
    public var passphrase: String
    /// The name Avahi announces for the box over mDNS, e.g. "scoreline.local".
    public var hostName: String
    /// The kiosk's address on the hotspot, which answers every name there (ADR 051).
    public var address: String
    /// The web app's port, for the pairing page's address ("http://scoreline.local:8080/pair").
    public var port: Int

    public init(ssid: String, passphrase: String, hostName: String, address: String = HotspotProfile.address, port: Int) {
        self.ssid = ssid
        self.passphrase = passphrase
        self.hostName = hostName
        self.address = address
        self.port = port
    }

    /// The web app's root by name: "http://scoreline.local:8080/" (the port left out at 80).
    public var pageAddress: String {
        port == 80 ? "http://\(hostName)/" : "http://\(hostName):\(port)/"
    }

    /// The mDNS name for a system host name: Avahi announces the machine's own host name in
    /// `.local` ("scoreline" → "scoreline.local"); a name already with a dot is left as it is.
    public static func localName(hostName: String) -> String {
        let name = hostName.lowercased()
        guard !name.isEmpty else { return "scoreline.local" }
        return name.contains(".") ? name : name + ".local"
    }
}
