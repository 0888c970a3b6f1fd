import Hotspot
import Testing
@testable import Settings

/// `[network]`: the hotspot is off unless asked for; its name is the board's name
/// (`display.venue`) unless `network.name` gives one, and an SSID holds at most 32 bytes.
@Suite struct NetworkConfigTests {
    @Test func withoutTheTableTheHotspotIsOff() throws {
        let network = try ConfigLoader.parse("", file: "s.toml").network
        #expect(network.mode == .off)
        #expect(network.fallbackSeconds == 60)
        #expect(network.name == "Scoreline")
        #expect(network.interface == nil)
    }

    @Test func everyKeyIsRead() throws {
        let text = """
            [network]
            hotspot = "fallback"
            fallback_seconds = 90
            name = "Riverside Nets"
            interface = "wlan1"
            """
        let network = try ConfigLoader.parse(text, file: "s.toml").network
        #expect(network.mode == .fallback)
        #expect(network.fallbackSeconds == 90)
        #expect(network.name == "Riverside Nets")
        #expect(network.interface == "wlan1")
    }

    @Test func theNameIsTheBoardsNameUnlessGiven() throws {
        let venue = try ConfigLoader.parse("[display]\nvenue = \"Riverside CC\"\n[network]\nhotspot = \"on\"\n", file: "s.toml").network
        #expect(venue.name == "Riverside CC")
        let given = try ConfigLoader.parse("[display]\nvenue = \"Riverside CC\"\n[network]\nhotspot = \"on\"\nname = \"RCC box\"\n", file: "s.toml").network
        #expect(given.name == "RCC box")
    }

    /// 32 bytes is the SSID element's limit. "é" is 2 bytes in UTF-8, so 16 of them are 32
    /// bytes and fit, while 30 "a" and one "é" (32 bytes) fit and 31 "a" and one "é" (33) do not.
    @Test func aVenueOfThirtyTwoBytesFitsAndThirtyThreeIsRefusedNamingTheLimit() {
        let fits = String(repeating: "é", count: 16)
        #expect(ConfigProblems.of("[display]\nvenue = \"\(fits)\"\n[network]\nhotspot = \"on\"\n").isEmpty)
        #expect(ConfigProblems.of("[display]\nvenue = \"\(String(repeating: "a", count: 30))é\"\n[network]\nhotspot = \"on\"\n").isEmpty)
        let long = String(repeating: "a", count: 31) + "é"
        #expect(ConfigProblems.of("[display]\nvenue = \"\(long)\"\n[network]\nhotspot = \"fallback\"\n") == [
            "s.toml: display.venue: is 33 bytes, and the hotspot's network is named after the board: a Wi-Fi name (SSID) holds at most 32 bytes. Shorten it, or give the network its own name with network.name.",
        ])
    }

    @Test func aLongVenueIsFineWithoutAHotspotOrWithItsOwnName() {
        let long = String(repeating: "a", count: 40)
        #expect(ConfigProblems.of("[display]\nvenue = \"\(long)\"\n").isEmpty)
        #expect(ConfigProblems.of("[display]\nvenue = \"\(long)\"\n[network]\nhotspot = \"off\"\n").isEmpty)
        #expect(ConfigProblems.of("[display]\nvenue = \"\(long)\"\n[network]\nhotspot = \"on\"\nname = \"RCC\"\n").isEmpty)
    }

    @Test(arguments: [
        ("[network]\nhotspot = \"yes\"\n", "s.toml: network.hotspot: must be one of \"off\", \"on\", \"fallback\" (found \"yes\")."),
        ("[network]\nfallback_seconds = 2\n", "s.toml: network.fallback_seconds: must be a whole number from 5 to 600 (found 2)."),
        ("[network]\nname = \"\(String(repeating: "n", count: 33))\"\n", "s.toml: network.name: must be a Wi-Fi network name of 1 to 32 bytes (an SSID's limit) without control characters, such as \"Riverside CC\" (found \"\(String(repeating: "n", count: 33))\")."),
        ("[network]\nname = \"\"\n", "s.toml: network.name: must be a Wi-Fi network name of 1 to 32 bytes (an SSID's limit) without control characters, such as \"Riverside CC\" (found \"\")."),
        ("[network]\ninterface = \"wl/an0\"\n", "s.toml: network.interface: must be a Wi-Fi interface name such as \"wlan0\" (`nmcli device` lists them) (found \"wl/an0\")."),
        ("[network]\nhotspots = \"on\"\n", "s.toml: network.hotspots: unknown key; did you mean \"hotspot\"?"),
    ])
    func aWrongValueNamesItsKeyAndWhatIsAccepted(text: String, problem: String) {
        #expect(ConfigProblems.of(text) == [problem])
    }
}
