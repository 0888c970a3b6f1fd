import EventLoop
import FoundationEssentials
import Hotspot
import MatchEngine
import Remote
import Session

/// How a phone reaches the board (docs/network.md, ADR 050): the join codes' inputs, put
/// together from what the kiosk knows. Only wiring: the engine decides what the board shows.
extension Kiosk {
    /// How often the join inputs are looked at again: an address that arrives after the start
    /// (DHCP, a cable plugged in) and a phone paired since reach the board within this.
    static let joinRefreshMilliseconds: UInt64 = 5000

    /// The join details for a web app listening at `origins` (`http://HOST:PORT`, the first the
    /// one shown) with `code` the pairing code the board's QR carries (`PairingDesk.boardCode`):
    /// a scan opens the pairing page with it filled in. With the box's hotspot up (`wifi`), the
    /// page is named by the box's `.local` name, which the hotspot's DNS and mDNS both answer,
    /// and the hotspot's own address is the one to type (ADR 051).
    static func joinDetails(origins: [String], wifi: JoinWifi?, code: String?, port: Int, hostName: String) -> JoinDetails? {
        if let wifi {
            let named = HotspotJoin(ssid: wifi.ssid, passphrase: wifi.passphrase ?? "", hostName: hostName, port: port)
            return JoinDetails(wifi: wifi, pairingURL: JoinText.pairingURL(origin: named.pageAddress, code: code), hostName: hostName,
                               address: "http://\(named.address):\(port)")
        }
        guard let origin = origins.first else { return nil }
        return JoinDetails(pairingURL: JoinText.pairingURL(origin: origin, code: code), address: origin)
    }

    /// Sets the session's join inputs once the web app listens, and again every
    /// `joinRefreshMilliseconds` on the loop's thread (the session publishes only a change):
    /// the details from `origins` and the hotspot's `offer`, with the board's pairing code,
    /// which lives two minutes and is replaced as it ends. Whether a phone is paired is read
    /// from the token book once, at the start; after that the pairing route tells the session
    /// when a phone pairs, so no file is read on the timer. A revoked last phone brings the
    /// codes back at the next start.
    static func startJoin(
        session: ScoringSession, loop: SessionLoop, origins: @escaping () -> [String], security: RemoteSecurity, offer: HotspotOffer, port: Int
    ) {
        session.phonePaired = ((try? security.tokens.list()) ?? []).contains { !security.tokens.isExpired($0, now: .now) }
        let hostName = HotspotJoin.localName(hostName: HotspotJoin.systemHostName())
        let refresh = {
            let code = security.pairing.withLock { $0.boardCode() }
            session.join = joinDetails(origins: origins(), wifi: offer.current, code: code, port: port, hostName: hostName)
        }
        refresh()
        loop.attach { reactor in
            func again() {
                _ = reactor.after(milliseconds: joinRefreshMilliseconds) {
                    refresh()
                    again()
                }
            }
            again()
        }
    }
}
