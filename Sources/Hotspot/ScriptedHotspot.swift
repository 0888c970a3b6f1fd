/// The test half of `HotspotControl`: a NetworkManager whose state the test sets, recording
/// every step asked of it. Bringing the hotspot up makes it active, as NetworkManager would.
public final class ScriptedHotspot: HotspotControl {
    public var current: HotspotStatus
    /// When set, every call fails with this sentence (NetworkManager not running).
    public var failure: String?
    public private(set) var broughtUp: [HotspotProfile] = []
    public private(set) var takenDown = 0

    public init(_ status: HotspotStatus) {
        current = status
    }

    public func status() throws(HotspotFailure) -> HotspotStatus {
        if let failure { throw HotspotFailure(failure) }
        return current
    }

    public func bringUp(_ profile: HotspotProfile) throws(HotspotFailure) {
        if let failure { throw HotspotFailure(failure) }
        broughtUp.append(profile)
        current.hotspotActive = true
    }

    public func takeDown() throws(HotspotFailure) {
        if let failure { throw HotspotFailure(failure) }
        takenDown += 1
        current.hotspotActive = false
    }
}
