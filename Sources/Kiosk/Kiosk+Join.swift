import EventLoop
import FoundationEssentials
import MatchEngine
import Remote
import Session

/// How a phone reaches the board (docs/network.md, ADR 050): the join codes' inputs, put
/// together from what the kiosk knows. Only wiring: the engine decides what the board shows.
extension Kiosk {
    /// The Wi-Fi network the board offers, once the network part (issue 40's hotspot, its
    /// passphrase file and `[network]`) is merged: THE ONE PLACE its name and passphrase are
    /// plugged in. Until then none, and the idle board shows the pairing code alone.
    static func joinWifi() -> JoinWifi? { nil }

    /// How often the join inputs are looked at again: an address that arrives after the start
    /// (DHCP, a cable plugged in) and a phone paired since reach the board within this.
    static let joinRefreshMilliseconds: UInt64 = 5000

    /// The join details for a web app listening at `origins` (`http://HOST:PORT`, the first the
    /// one shown), with `wifi` when the board offers a network. The pairing URL has no code
    /// yet: a code is live for two minutes at a phone's request, and a stale one left in the
    /// URL while a newer code is live would count as a wrong guess toward the lockout (ADR 027).
    static func joinDetails(origins: [String], wifi: JoinWifi?) -> JoinDetails? {
        guard let origin = origins.first else { return wifi.map { JoinDetails(wifi: $0) } }
        return JoinDetails(wifi: wifi, pairingURL: JoinText.pairingURL(origin: origin, code: nil), address: origin)
    }

    /// Sets the session's join inputs once the web app listens, and again every
    /// `joinRefreshMilliseconds` on the loop's thread (the session publishes only a change):
    /// the details from `origins`, and whether a phone is paired (the token book lists a live
    /// one). The token book is read only until a phone is paired: after that the board has
    /// stopped inviting, and a revoked last phone brings the codes back at the next start.
    static func startJoin(session: ScoringSession, loop: SessionLoop, origins: @escaping () -> [String], tokens: TokenBook) {
        let refresh = {
            if !session.phonePaired {
                session.phonePaired = ((try? tokens.list()) ?? []).contains { !tokens.isExpired($0, now: .now) }
            }
            session.join = joinDetails(origins: origins(), wifi: joinWifi())
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
