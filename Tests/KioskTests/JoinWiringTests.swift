import MatchEngine
import Testing
@testable import Kiosk

/// What the board's join codes carry, from the web app's addresses, the hotspot's offer and
/// the board's pairing code (docs/network.md). Expected strings written out by hand from
/// ADR 051's fixed hotspot address (10.42.0.1) and `JoinText.pairingURL`'s form.
@Suite struct JoinWiringTests {
    @Test func withTheHotspotUpThePageIsNamedByTheLocalNameAndTheHotspotAddressIsTheOneToType() {
        let wifi = JoinWifi(ssid: "Riverside CC", passphrase: "abcd-efgh-jkmn-pqrs")
        let details = Kiosk.joinDetails(origins: ["http://10.0.2.15:8080"], wifi: wifi, code: "123456", port: 8080, hostName: "scoreboard.local")
        #expect(details == JoinDetails(wifi: wifi, pairingURL: "http://scoreboard.local:8080/pair?code=123456",
                                       hostName: "scoreboard.local", address: "http://10.42.0.1:8080"))
    }

    @Test func withoutTheHotspotThePageIsTheWebAppsFirstAddressAndNoWifiIsOffered() {
        let details = Kiosk.joinDetails(origins: ["http://192.168.1.20:8080", "http://10.0.0.5:8080"], wifi: nil, code: nil,
                                        port: 8080, hostName: "scoreboard.local")
        #expect(details == JoinDetails(pairingURL: "http://192.168.1.20:8080/pair", address: "http://192.168.1.20:8080"))
        // No address yet (no network up) and no hotspot: nothing to show.
        #expect(Kiosk.joinDetails(origins: [], wifi: nil, code: "123456", port: 8080, hostName: "scoreboard.local") == nil)
    }
}
