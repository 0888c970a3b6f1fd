import Testing
@testable import Settings

/// `[bluetooth]`: nothing is advertised unless `feed = true`; every other key has a default
/// and a range, and a wrong value names its key, what was found and what is accepted.
@Suite struct BluetoothConfigTests {
    @Test func withoutTheTableOrWithoutFeedNothingListens() throws {
        #expect(try ConfigLoader.parse("", file: "s.toml").bluetooth == nil)
        #expect(try ConfigLoader.parse("[bluetooth]\nname = \"Riverside CC\"\n", file: "s.toml").bluetooth == nil)
        #expect(try ConfigLoader.parse("[bluetooth]\nfeed = false\n", file: "s.toml").bluetooth == nil)
    }

    @Test func feedAloneGivesEveryDefault() throws {
        let bluetooth = try #require(try ConfigLoader.parse("[bluetooth]\nfeed = true\n", file: "s.toml").bluetooth)
        #expect(bluetooth.name == "Scoreline")
        #expect(bluetooth.adapter == "hci0")
        #expect(bluetooth.pairing == .required)
        #expect(bluetooth.settleMilliseconds == 100)
    }

    @Test func everyKeyIsRead() throws {
        let text = """
            [bluetooth]
            feed = true
            name = "Riverside CC"
            adapter = "hci1"
            pairing = "none"
            settle_ms = 40
            """
        let bluetooth = try #require(try ConfigLoader.parse(text, file: "s.toml").bluetooth)
        #expect(bluetooth.name == "Riverside CC")
        #expect(bluetooth.adapter == "hci1")
        #expect(bluetooth.pairing == BluetoothConfig.Pairing.none)
        #expect(bluetooth.settleMilliseconds == 40)
    }

    @Test func aNameOfTwentyNineBytesFitsAndThirtyDoesNot() {
        #expect(ConfigProblems.of("[bluetooth]\nfeed = true\nname = \"\(String(repeating: "a", count: 29))\"\n").isEmpty)
        #expect(ConfigProblems.of("[bluetooth]\nfeed = true\nname = \"\(String(repeating: "a", count: 30))\"\n").count == 1)
    }

    @Test(arguments: [
        ("[bluetooth]\nfeed = \"yes\"\n", "s.toml: bluetooth.feed: must be true or false (found \"yes\")."),
        ("[bluetooth]\nfeed = true\nname = \"\"\n", "s.toml: bluetooth.name: must be a name of 1 to 29 bytes without control characters, such as \"Riverside CC\" (what the scoring app lists) (found \"\")."),
        ("[bluetooth]\nfeed = true\nadapter = \"bluetooth0\"\n", "s.toml: bluetooth.adapter: must be a BlueZ adapter name such as \"hci0\" (`bluetoothctl list` shows them) (found \"bluetooth0\")."),
        ("[bluetooth]\nfeed = true\nadapter = \"hci0/../x\"\n", "s.toml: bluetooth.adapter: must be a BlueZ adapter name such as \"hci0\" (`bluetoothctl list` shows them) (found \"hci0/../x\")."),
        ("[bluetooth]\nfeed = true\npairing = \"yes\"\n", "s.toml: bluetooth.pairing: must be one of \"required\", \"none\" (found \"yes\")."),
        ("[bluetooth]\nfeed = true\nsettle_ms = 5\n", "s.toml: bluetooth.settle_ms: must be a whole number from 20 to 1000 (found 5)."),
        ("[bluetooth]\nfeed = true\nadaptor = \"hci0\"\n", "s.toml: bluetooth.adaptor: unknown key; did you mean \"adapter\"?"),
    ])
    func aWrongValueNamesItsKeyAndWhatIsAccepted(text: String, problem: String) {
        #expect(ConfigProblems.of(text) == [problem])
    }
}
