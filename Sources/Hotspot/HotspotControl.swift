/// The hotspot's side effects: NetworkManager over D-Bus in the program (`NetworkManagerHotspot`),
/// a recording stand-in in the tests (`ScriptedHotspot`).
public protocol HotspotControl: AnyObject {
    func status() throws(HotspotFailure) -> HotspotStatus
    /// Adds (or updates) the hotspot's connection and activates it.
    func bringUp(_ profile: HotspotProfile) throws(HotspotFailure)
    /// Deactivates the hotspot's connection, if it is active.
    func takeDown() throws(HotspotFailure)
}
