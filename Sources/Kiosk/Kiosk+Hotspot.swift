import Hotspot
import Logging
import MatchEngine
import Settings
import Synchronization

/// `[network] hotspot` for `scoreline run` (docs/network.md, ADR 051): the keeper on its own
/// queue, its changes in the log. Only wiring: the work is `HotspotKeeper`'s.
extension Kiosk {
    /// nil when the hotspot is off: nothing asks NetworkManager anything then. (A hotspot an
    /// earlier config left up is volatile in NetworkManager and ends with a reboot; the
    /// policy's `off` step is there for a keeper that is told so at a reload.)
    /// `offer` is told the network the board's join code shows: the one brought up, none once
    /// it is taken down or not needed. An `on` hotspot a previous run left up is offered from
    /// the stored passphrase at once (its keeper has nothing to bring up).
    static func hotspot(_ config: ScorelineConfig, dataDirectory: String, offer: HotspotOffer) -> HotspotRunner? {
        let settings = config.network
        guard settings.mode != .off else { return nil }
        let logger = Logger(label: "scoreline.hotspot")
        let passphrase = HotspotPassphrase(dataDirectory: dataDirectory)
        if settings.mode == .on, let stored = try? passphrase.read() { offer.set(JoinWifi(ssid: settings.name, passphrase: stored)) }
        let brought = Mutex<JoinWifi?>(nil)
        let keeper = HotspotKeeper(
            control: NetworkManagerHotspot(interface: settings.interface),
            policy: HotspotPolicy(mode: settings.mode, fallbackSeconds: settings.fallbackSeconds),
            startSeconds: HotspotRunner.now()
        ) { () throws(HotspotFailure) in
            var random = SystemRandom()
            let profile = HotspotProfile(ssid: settings.name, passphrase: try passphrase.current(random: &random), interface: settings.interface)
            brought.withLock { $0 = JoinWifi(ssid: profile.ssid, passphrase: profile.passphrase) }
            return profile
        }
        return HotspotRunner(keeper: keeper) { outcome in
            switch outcome {
            case .unchanged: break
            case .broughtUp(let ssid):
                offer.set(brought.withLock { $0 })
                logger.notice("\(KioskMessages.hotspotUp(ssid))")
            case .tookDown:
                offer.set(nil)
                logger.notice("\(KioskMessages.hotspotDown)")
            case .stayedDown:
                offer.set(nil)
                logger.notice("\(KioskMessages.hotspotNotNeeded)")
            case .failed(let reason): logger.warning("\(KioskMessages.hotspotFailed(reason))")
            }
        }
    }
}
