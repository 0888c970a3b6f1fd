import Broadcast
import Testing
@testable import Settings

/// `[publish]`, `[mqtt]` and `display.source`: read key by key, each mistake named with what
/// was found and what is accepted (docs/mqtt.md).
@Suite struct BroadcastConfigTests {
    static func problems(_ text: String) -> [String] { ConfigProblems.of(text) }

    @Test func withoutTheSectionsNothingConnects() throws {
        let config = try ConfigLoader.parse("", file: "s.toml")
        #expect(config.publish == nil)
        #expect(config.display.source == nil)
        #expect(config.mqtt == MQTTSettings())
        #expect(config.mqtt.keepalive == 10)
        #expect(config.broadcastSummary == nil)
    }

    @Test func publishTakesTheBrokerVenueAndCourt() throws {
        let config = try ConfigLoader.parse("""
            [publish]
            broker = "mqtt://desk.local"
            venue = "riverside"
            court = "3"
            """, file: "s.toml")
        let publish = try #require(config.publish)
        #expect(publish.broker == BrokerAddress(host: "desk.local", port: 1883))
        #expect(publish.topics.board == "scoreline/riverside/3/board")
        #expect(publish.defaultClientId == "scoreline-riverside-3")
        #expect(config.broadcastSummary == "publishing scoreline/riverside/3 to mqtt://desk.local:1883")
    }

    @Test func publishDefaultsToGroundCourtOne() throws {
        let config = try ConfigLoader.parse("[publish]\nbroker = \"mqtts://desk.local\"\n", file: "s.toml")
        #expect(config.publish?.topics.prefix == "scoreline/ground/1")
        #expect(config.publish?.broker.port == 8883)
        // Venue and court without a broker: checked, but nothing is published.
        #expect(try ConfigLoader.parse("[publish]\nvenue = \"riverside\"\n", file: "s.toml").publish == nil)
    }

    @Test(arguments: [
        ("[publish]\nbroker = \"http://desk\"", #"s.toml: publish.broker: "http://desk" is not a broker address: it must start with mqtt:// or mqtts://"#),
        ("[publish]\nbroker = \"mqtt://desk/scoreline/x/1\"", #"s.toml: publish.broker: "mqtt://desk/scoreline/x/1" names a topic"#),
        ("[publish]\nvenue = \"river side\"", #"s.toml: publish.venue: must be 1 to 64 of A-Z a-z 0-9 _ - (no /, + or #, which MQTT reserves) (found "river side")."#),
        ("[publish]\ncourt = \"+\"", #"s.toml: publish.court: must be 1 to 64 of A-Z a-z 0-9 _ -"#),
        ("[publish]\ncourt = 3", #"s.toml: publish.court: must be text in quotes (found 3)."#),
        ("[publish]\nbrokers = \"mqtt://desk\"", #"s.toml: publish.brokers: "#),
        ("[mqtt]\nkeepalive = 2", #"s.toml: mqtt.keepalive: must be a whole number from 5 to 3600 (found 2)."#),
        ("[mqtt]\ncertFile = \"/etc/c.pem\"", #"s.toml: mqtt.keyFile: certFile and keyFile go together"#),
        ("[mqtt]\nkeyFile = \"/etc/k.pem\"", #"s.toml: mqtt.certFile: certFile and keyFile go together"#),
        ("[mqtt]\npasswordFile = \"/etc/p\"", #"s.toml: mqtt.passwordFile: needs username"#),
        ("[mqtt]\nclientId = \"scoreline/1\"", #"s.toml: mqtt.clientId: must be 1 to 64 of A-Z a-z 0-9 _ -"#),
        ("[mqtt]\nusername = \"\"", #"s.toml: mqtt.username: must be a user name known to the broker (found "")."#),
        ("[mqtt]\npassword = \"hunter2\"", #"s.toml: mqtt.password: "#),
        ("[publish]\nbroker = \"mqtt://desk\"\n[mqtt]\ncaFile = \"/etc/ca.pem\"",
         #"s.toml: mqtt.caFile: is a TLS file, but the broker is plain mqtt://: use mqtts://HOST for TLS, or leave out caFile, certFile and keyFile."#),
        ("[display]\nsource = \"mqtt://desk\"", #"s.toml: display.source: --follow needs a topic after the host"#),
        ("[display]\nsource = \"mqtt://desk/scoreline/riverside/#\"", #"s.toml: display.source: "scoreline/riverside/#" is not a court to follow"#),
        ("[display]\nsource = \"mqtt://desk/other/riverside/3\"", #"s.toml: display.source: "other/riverside/3" is not a court to follow"#),
    ])
    func mistakesNameTheKeyAndWhatIsAccepted(text: String, says: String) {
        let found = Self.problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix(says) == true, "\(found)")
    }

    @Test func mqttTakesEveryKey() throws {
        let config = try ConfigLoader.parse("""
            [mqtt]
            username = "court3"
            passwordFile = "/etc/scoreline/mqtt-password"
            caFile = "/etc/scoreline/ca.pem"
            certFile = "/etc/scoreline/c.pem"
            keyFile = "/etc/scoreline/k.pem"
            clientId = "court-3_scorer"
            keepalive = 60
            """, file: "s.toml")
        var expected = MQTTSettings()
        expected.username = "court3"
        expected.passwordFile = "/etc/scoreline/mqtt-password"
        expected.caFile = "/etc/scoreline/ca.pem"
        expected.certFile = "/etc/scoreline/c.pem"
        expected.keyFile = "/etc/scoreline/k.pem"
        expected.clientId = "court-3_scorer"
        expected.keepalive = 60
        #expect(config.mqtt == expected)
    }

    @Test func sourceFollowsACourtOrAHall() throws {
        let court = try ConfigLoader.parse("[display]\nsource = \"mqtt://desk:1884/scoreline/riverside/3\"\n", file: "s.toml")
        #expect(court.display.source?.target == .court(CourtTopics(venue: "riverside", court: "3")!))
        #expect(court.display.source?.address.port == 1884)
        #expect(court.broadcastSummary == "following scoreline/riverside/3 on mqtt://desk:1884")
        let hall = try ConfigLoader.parse("[display]\nsource = \"mqtt://desk/scoreline/riverside/+\"\n", file: "s.toml")
        #expect(hall.display.source?.target == .hall(venue: "riverside"))
        #expect(hall.display.source?.target.filters == ["scoreline/riverside/+/board", "scoreline/riverside/+/status", "scoreline/riverside/+/command"])
    }

    @Test func aSegmentIsOneTo64SafeCharacters() {
        #expect(CourtTopics.isSegment("Court_12-b"))
        #expect(CourtTopics.isSegment(String(repeating: "a", count: 64)))
        #expect(!CourtTopics.isSegment(String(repeating: "a", count: 65)))
        #expect(!CourtTopics.isSegment(""))
        for bad in ["a/b", "+", "#", "a b", "é", "a.b"] { #expect(!CourtTopics.isSegment(bad), "\(bad)") }
    }
}
