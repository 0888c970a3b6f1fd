/// What to do about the hotspot now, as a pure function of the mode, the time since the kiosk
/// started and NetworkManager's state, so every case is a unit test (docs/network.md).
public struct HotspotPolicy: Equatable, Sendable {
    public enum Step: Equatable, Sendable {
        case bringUp
        case takeDown
        /// `fallback` found another network connected in time: the hotspot stays down for this
        /// run. Returned once, when it is decided, so the kiosk can say why there is none.
        case stayDown
        case nothing
    }

    public var mode: HotspotMode
    public var fallbackSeconds: Int

    public init(mode: HotspotMode, fallbackSeconds: Int) {
        self.mode = mode
        self.fallbackSeconds = fallbackSeconds
    }

    /// - `off`: a hotspot left up (an earlier config) is taken down.
    /// - `on`: up, and up again whenever it is found down.
    /// - `fallback`: up once the wait has passed with no other network connected. Once up it
    ///   stays up until the kiosk stops, even if the club's Wi-Fi comes back: phones joined to
    ///   it mid-match would lose the scorer, and one radio cannot be both an access point and
    ///   a client here. A network that connected in time keeps it down (`settled`).
    public func step(elapsedSeconds: Int, status: HotspotStatus, settled: inout Bool) -> Step {
        switch mode {
        case .off:
            return status.hotspotActive ? .takeDown : .nothing
        case .on:
            return status.hotspotActive || status.radio == nil ? .nothing : .bringUp
        case .fallback:
            if status.hotspotActive || status.radio == nil { return .nothing }
            if settled { return .nothing }
            if status.otherNetworkConnected {
                settled = true
                return .stayDown
            }
            return elapsedSeconds >= fallbackSeconds ? .bringUp : .nothing
        }
    }
}
