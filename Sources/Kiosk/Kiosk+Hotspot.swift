import Hotspot
import Logging
import Settings

/// `[network] hotspot` for `scoreline run` (docs/network.md, ADR 051): the keeper on its own
/// queue, its changes in the log. Only wiring: the work is `HotspotKeeper`'s.
extension Kiosk {
    /// nil when the hotspot is off: nothing asks NetworkManager anything then. (A hotspot an
    /// earlier config left up is volatile in NetworkManager and ends with a reboot; the
    /// policy's `off` step is there for a keeper that is told so at a reload.)
    static func hotspot(_ config: ScorelineConfig, dataDirectory: String) -> HotspotRunner? {
        let settings = config.network
        guard settings.mode != .off else { return nil }
        let logger = Logger(label: "scoreline.hotspot")
        let passphrase = HotspotPassphrase(dataDirectory: dataDirectory)
        let keeper = HotspotKeeper(
            control: NetworkManagerHotspot(interface: settings.interface),
            policy: HotspotPolicy(mode: settings.mode, fallbackSeconds: settings.fallbackSeconds),
            startSeconds: HotspotRunner.now()
        ) { () throws(HotspotFailure) in
            var random = SystemRandom()
            return HotspotProfile(ssid: settings.name, passphrase: try passphrase.current(random: &random), interface: settings.interface)
        }
        return HotspotRunner(keeper: keeper) { outcome in
            switch outcome {
            case .unchanged: break
            case .broughtUp(let ssid): logger.notice("\(KioskMessages.hotspotUp(ssid))")
            case .tookDown: logger.notice("\(KioskMessages.hotspotDown)")
            case .stayedDown: logger.notice("\(KioskMessages.hotspotNotNeeded)")
            case .failed(let reason): logger.warning("\(KioskMessages.hotspotFailed(reason))")
            }
        }
    }
}
