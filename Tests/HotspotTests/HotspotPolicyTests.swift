import Testing
@testable import Hotspot

/// What the keeper does per mode, worked out from docs/network.md's table: `on` brings the
/// hotspot up at once and again when it is found down; `fallback` only after the wait with no
/// other network, never once one connected in time; `off` takes a left-over one down.
@Suite struct HotspotPolicyTests {
    static let radioOnly = HotspotStatus(managerRunning: true, radio: "wlan0", hotspotActive: false, otherNetworkConnected: false)
    static let profile = HotspotProfile(ssid: "Riverside CC", passphrase: "abcd-efgh-jkmn-pqrs", interface: nil)

    func keeper(_ mode: HotspotMode, _ nm: ScriptedHotspot, wait: Int = 60) -> HotspotKeeper {
        HotspotKeeper(control: nm, policy: HotspotPolicy(mode: mode, fallbackSeconds: wait), startSeconds: 1000) { Self.profile }
    }

    @Test func onBringsItUpAtOnceAndAgainWhenDropped() {
        let nm = ScriptedHotspot(Self.radioOnly)
        let keeper = keeper(.on, nm)
        #expect(keeper.tick(nowSeconds: 1000) == .broughtUp(ssid: "Riverside CC"))
        #expect(keeper.tick(nowSeconds: 1005) == .unchanged)
        nm.current.hotspotActive = false
        #expect(keeper.tick(nowSeconds: 1010) == .broughtUp(ssid: "Riverside CC"))
        #expect(nm.broughtUp == [Self.profile, Self.profile])
    }

    @Test func fallbackWaitsThenComesUpWhenNothingConnected() {
        let nm = ScriptedHotspot(Self.radioOnly)
        let keeper = keeper(.fallback, nm, wait: 60)
        // 59 s after the start (1000) is still inside the wait; 60 s is the end of it.
        #expect(keeper.tick(nowSeconds: 1000) == .unchanged)
        #expect(keeper.tick(nowSeconds: 1059) == .unchanged)
        #expect(keeper.tick(nowSeconds: 1060) == .broughtUp(ssid: "Riverside CC"))
        // The club's Wi-Fi coming back later leaves it up: phones joined to it keep scoring.
        nm.current.otherNetworkConnected = true
        #expect(keeper.tick(nowSeconds: 1200) == .unchanged)
        #expect(nm.takenDown == 0)
    }

    @Test func fallbackStaysDownWhenANetworkConnectedInTime() {
        let nm = ScriptedHotspot(Self.radioOnly)
        let keeper = keeper(.fallback, nm, wait: 60)
        nm.current.otherNetworkConnected = true
        #expect(keeper.tick(nowSeconds: 1030) == .stayedDown)
        #expect(keeper.tick(nowSeconds: 1035) == .unchanged)
        // Lost after the wait: the box was on the club's network, so it does not switch.
        nm.current.otherNetworkConnected = false
        #expect(keeper.tick(nowSeconds: 1100) == .unchanged)
        #expect(nm.broughtUp.isEmpty)
    }

    @Test func offTakesALeftOverHotspotDown() {
        var status = Self.radioOnly
        status.hotspotActive = true
        let nm = ScriptedHotspot(status)
        let keeper = keeper(.off, nm)
        #expect(keeper.tick(nowSeconds: 1000) == .tookDown)
        #expect(keeper.tick(nowSeconds: 1005) == .unchanged)
        #expect(nm.takenDown == 1)
    }

    @Test func withoutARadioNothingIsAsked() {
        let nm = ScriptedHotspot(HotspotStatus(managerRunning: true, radio: nil, hotspotActive: false, otherNetworkConnected: false))
        #expect(keeper(.on, nm).tick(nowSeconds: 2000) == .unchanged)
        #expect(nm.broughtUp.isEmpty)
    }

    @Test func aFailureIsReportedOnceUntilItClears() {
        let nm = ScriptedHotspot(Self.radioOnly)
        nm.failure = "NetworkManager is not running."
        let keeper = keeper(.on, nm)
        #expect(keeper.tick(nowSeconds: 1000) == .failed("NetworkManager is not running."))
        #expect(keeper.tick(nowSeconds: 1005) == .unchanged)
        nm.failure = nil
        #expect(keeper.tick(nowSeconds: 1010) == .broughtUp(ssid: "Riverside CC"))
    }
}
