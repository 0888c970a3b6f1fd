/// The copy of the MQTT side: what the operator's log and the config check say.
public enum BroadcastMessages {
    static let addressAccepted = "mqtt://HOST[:PORT][/TOPIC] or mqtts://… (TLS; port 8883 unless given)"
    static let badScheme = "it must start with mqtt:// or mqtts://"
    static let credentialsInAddress = "a user or password in the address would show in logs; put them in [mqtt] username and passwordFile"
    static let badHost = "the host must be a name, an IPv4 address or an IPv6 address in brackets"
    static func badPort(_ text: String) -> String { "the port must be 1 to 65535 (found \"\(text)\")" }

    static func badAddress(_ text: String, why: String, accepted: String) -> String {
        "\"\(text)\" is not a broker address: \(why). Accepted: \(accepted)."
    }
}
