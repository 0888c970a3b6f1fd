/// What NetworkManager says about the Wi-Fi side, for the keeper's decisions and the doctor.
public struct HotspotStatus: Equatable, Sendable {
    /// Whether NetworkManager answered on the system bus at all.
    public var managerRunning: Bool
    /// The Wi-Fi interface the hotspot would use ("wlan0"); nil: no radio.
    public var radio: String?
    /// Whether the hotspot's connection is active (the access point is up).
    public var hotspotActive: Bool
    /// Whether some other connection (the club's Wi-Fi, a cable) is active: `fallback`'s question.
    public var otherNetworkConnected: Bool
    /// The stations associated to the access point, by MAC address, when known.
    public var clients: [String]

    public init(managerRunning: Bool, radio: String?, hotspotActive: Bool, otherNetworkConnected: Bool, clients: [String] = []) {
        self.managerRunning = managerRunning
        self.radio = radio
        self.hotspotActive = hotspotActive
        self.otherNetworkConnected = otherNetworkConnected
        self.clients = clients
    }
}
