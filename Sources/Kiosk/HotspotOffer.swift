import MatchEngine
import Synchronization

/// The Wi-Fi the board's join code offers (issue 40): the hotspot's name and passphrase as it
/// was last brought up, none while it is down (`fallback` with the club's network connected).
/// Written on the hotspot keeper's queue, read by the join codes' refresh on the loop's thread,
/// so neither reads the passphrase file on a timer.
final class HotspotOffer: Sendable {
    private let wifi = Mutex<JoinWifi?>(nil)

    var current: JoinWifi? { wifi.withLock { $0 } }

    func set(_ offered: JoinWifi?) { wifi.withLock { $0 = offered } }
}
