import Testing
@testable import Hotspot

/// `scoreline network rotate` and `show`, against a scripted NetworkManager.
@Suite struct HotspotCommandsTests {
    static let up = HotspotStatus(managerRunning: true, radio: "wlan0", hotspotActive: true, otherNetworkConnected: false)

    @Test func rotateStoresANewPassphraseAndTakesARunningHotspotDown() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        var random = FixedRandom(batches: [Array(0...15)])
        _ = try store.current(random: &random)
        let nm = ScriptedHotspot(Self.up)
        var settings = HotspotSettings()
        settings.name = "Riverside CC"
        let said = try HotspotCommands.rotate(settings, data.path, control: nm)
        #expect(said == """
            A new passphrase for "Riverside CC" is stored; phones that joined with the old one must join again.
            The hotspot was up: it is stopped, and the kiosk starts it again with the new passphrase within a few seconds.

            """)
        #expect(nm.takenDown == 1)
        let new = try #require(try store.read())
        #expect(new != "abcd-efgh-jkmn-pqrs")
        // The form: four groups of four from the alphabet, 19 characters with the hyphens.
        #expect(new.count == 19)
        #expect(new.split(separator: "-").map(\.count) == [4, 4, 4, 4])
        #expect(new.utf8.allSatisfy { $0 == UInt8(ascii: "-") || HotspotPassphrase.alphabet.contains($0) })
    }

    @Test func theKeeperBringsTheHotspotBackWithTheRotatedPassphrase() throws {
        let data = try TemporaryFolder()
        let store = HotspotPassphrase(dataDirectory: data.path)
        var first = FixedRandom(batches: [Array(0...15)])
        _ = try store.current(random: &first)
        var down = Self.up
        down.hotspotActive = false
        let nm = ScriptedHotspot(down)
        let keeper = HotspotKeeper(control: nm, policy: HotspotPolicy(mode: .on, fallbackSeconds: 60), startSeconds: 0) { () throws(HotspotFailure) in
            guard let passphrase = try store.read() else { throw HotspotFailure("none") }
            return HotspotProfile(ssid: "RCC", passphrase: passphrase, interface: nil)
        }
        #expect(keeper.tick(nowSeconds: 0) == .broughtUp(ssid: "RCC"))
        var second = FixedRandom(batches: [Array(15...30)])
        try store.rotate(random: &second)
        nm.current.hotspotActive = false
        #expect(keeper.tick(nowSeconds: 5) == .broughtUp(ssid: "RCC"))
        #expect(nm.broughtUp.map(\.passphrase) == ["abcd-efgh-jkmn-pqrs", "stuv-wxyz-2345-6789"])
    }

    @Test func rotateWithoutNetworkManagerStillStoresAndSaysWhatToDo() throws {
        let data = try TemporaryFolder()
        let nm = ScriptedHotspot(Self.up)
        nm.failure = "NetworkManager is not running"
        let said = try HotspotCommands.rotate(HotspotSettings(), data.path, control: nm)
        #expect(said.hasSuffix("The hotspot could not be checked or stopped (NetworkManager is not running); restart the kiosk (`systemctl restart scoreline`) for the new passphrase to take effect.\n"))
        #expect(try HotspotPassphrase(dataDirectory: data.path).read() != nil)
    }
}
