import Testing
@testable import Broadcast

@Suite struct BrokerAddressTests {
    @Test func plainAddressTakesTheMQTTPort() throws {
        let address = try BrokerAddress(parsing: "mqtt://broker.local")
        #expect(address == BrokerAddress(host: "broker.local", port: 1883, tls: false, topic: nil))
        #expect(address.description == "mqtt://broker.local:1883")
    }

    @Test func tlsAddressTakesTheTLSPortAndKeepsTheTopic() throws {
        let address = try BrokerAddress(parsing: "mqtts://10.0.2.2/scoreline/riverside/+")
        #expect(address == BrokerAddress(host: "10.0.2.2", port: 8883, tls: true, topic: "scoreline/riverside/+"))
    }

    @Test func portAndIPv6() throws {
        #expect(try BrokerAddress(parsing: "mqtt://[::1]:18830/x") == BrokerAddress(host: "::1", port: 18830, topic: "x"))
        #expect(try BrokerAddress(parsing: "mqtt://[::1]:18830").description == "mqtt://[::1]:18830")
    }

    @Test(arguments: [
        ("http://host", "mqtt:// or mqtts://"),
        ("mqtt://user:secret@host", "passwordFile"),
        ("mqtt://host:0", "1 to 65535 (found \"0\")"),
        ("mqtt://host:99999", "1 to 65535"),
        ("mqtt://:1883", "the host must be"),
        ("mqtt://ho st", "the host must be"),
        ("mqtt://[::1", "the host must be"),
    ])
    func refusalsSayWhatIsAccepted(text: String, says: String) {
        #expect {
            try BrokerAddress(parsing: text)
        } throws: { error in
            let message = String(describing: error)
            return message.contains(says) && message.contains("\"\(text)\"") && message.contains("Accepted: mqtt://HOST")
        }
    }
}
