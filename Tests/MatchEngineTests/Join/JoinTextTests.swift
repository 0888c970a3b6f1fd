import MatchEngine
import Testing

/// The `WIFI:` text and the pairing address (docs/network.md, ADR 050). Every expected string
/// is written out by hand from the format: `WIFI:T:<type>;S:<name>;P:<passphrase>;;`, with
/// `\`, `;`, `,`, `:` and `"` in the name and passphrase each put behind a backslash.
@Suite struct JoinTextTests {
    @Test func aPlainNetworkIsWrittenFieldByField() {
        #expect(JoinText.wifiPayload(JoinWifi(ssid: "Riverside CC", passphrase: "correct horse")) == "WIFI:T:WPA;S:Riverside CC;P:correct horse;;")
    }

    @Test func anOpenNetworkSaysNopassAndHasNoPassphraseField() {
        #expect(JoinText.wifiPayload(JoinWifi(ssid: "Hall", passphrase: nil)) == "WIFI:T:nopass;S:Hall;;")
    }

    /// Each special character alone, then all of them together: a backslash before each, and
    /// a backslash itself doubled (it is escaped, not taken as an escape).
    @Test(arguments: [
        (";", #"\;"#), (",", #"\,"#), (":", #"\:"#), (#"\"#, #"\\"#), ("\"", #"\""#),
        (#"A;B,C:D\E"F"#, #"A\;B\,C\:D\\E\"F"#),
        // Two in a row, and at both ends.
        (#";;\\"#, #"\;\;\\\\"#),
    ])
    func eachSpecialCharacterIsEscapedWithABackslash(_ raw: String, _ escaped: String) {
        #expect(JoinText.escaped(raw) == escaped)
    }

    @Test func otherPunctuationAndOtherScriptsPassUnchanged() {
        // An apostrophe, a hyphen, a full stop, accents, Devanagari and an emoji mean nothing
        // to the format.
        for text in ["Smith's Oval", "St. Mary's - Nets", "Côte d'Or", "मैदान", "🏏 Club"] {
            #expect(JoinText.escaped(text) == text)
        }
    }

    @Test func aHostileBoardNameEndsNoFieldEarly() {
        let wifi = JoinWifi(ssid: #"Smith's "Oval"; Nets, 1:2 \ End"#, passphrase: #"p;a,s:s\w"d"#)
        let expected = #"WIFI:T:WPA;S:Smith's \"Oval\"\; Nets\, 1\:2 \\ End;P:p\;a\,s\:s\\w\"d;;"#
        #expect(JoinText.wifiPayload(wifi) == expected)
    }

    @Test func thePairingAddressHasTheCodeFilledIn() {
        #expect(JoinText.pairingURL(origin: "http://scoreline.local:8080", code: "481209") == "http://scoreline.local:8080/pair?code=481209")
        // A trailing slash on the origin is not doubled.
        #expect(JoinText.pairingURL(origin: "http://10.42.0.1:8080/", code: "000007") == "http://10.42.0.1:8080/pair?code=000007")
    }

    @Test(arguments: [nil, "12ab56", "1234567", "12345", "१२३४५६", "12 456", "123&x="] as [String?])
    func aCodeThatIsNotSixDigitsIsLeftOffTheAddress(_ code: String?) {
        #expect(JoinText.pairingURL(origin: "http://scoreline.local", code: code) == "http://scoreline.local/pair")
    }
}
