/// The copy of the MQTT side: what the operator's log and the config check say.
public enum BroadcastMessages {
    static func callSlide(_ court: String) -> String { "follow: call slide for court \(court) on screen" }

    /// A message on a court's command topic the hall cannot read as the desk's call.
    static let badCall = "not the desk's call (match, court, event, round, side1, side2 as JSON, at most 4096 bytes); no slide shown"

    static let addressAccepted = "mqtt://HOST[:PORT][/TOPIC] or mqtts://… (TLS; port 8883 unless given)"
    static let badScheme = "it must start with mqtt:// or mqtts://"
    static let credentialsInAddress = "a user or password in the address would show in logs; put them in [mqtt] username and passwordFile"
    static let badHost = "the host must be a name, an IPv4 address or an IPv6 address in brackets"
    static func badPort(_ text: String) -> String { "the port must be 1 to 65535 (found \"\(text)\")" }

    static func badAddress(_ text: String, why: String, accepted: String) -> String {
        "\"\(text)\" is not a broker address: \(why). Accepted: \(accepted)."
    }

    // MARK: The client

    static func clientRefused(_ call: String, _ code: Int32) -> String {
        "libmosquitto refused the \(call) setting (error \(code)); check the [mqtt] options (docs/mqtt.md)."
    }
    static func unreadableFile(_ path: String, why: String) -> String {
        "[mqtt] cannot read \(path) (\(why)): check the path and that the scoreline user may read it."
    }
    static let tlsFilesNeedTLS =
        "[mqtt] caFile, certFile and keyFile are for a TLS broker: use an mqtts:// address, or remove them."
    static func noThread(_ code: Int32) -> String {
        "the system gave no thread for the MQTT connection (pthread_create error \(code)); too many threads or too little memory?"
    }
    static let clientNoEventfd = "the kernel gave no eventfd for the MQTT connection (out of file descriptors?)"
    static let closedBeforeAnswer = "the connection closed before the broker answered (is it up, and listening for this protocol, TLS or not, on that port?)"
    static func noAnswer(seconds: Int) -> String { "the broker did not accept the connection within \(seconds) s" }
    static func connectionRefused(_ why: String) -> String { "the broker refused the connection: \(why)" }

    // MARK: Publishing (the operator's log)

    static func publishing(_ address: BrokerAddress, prefix: String) -> String {
        "publish: to \(address) as \(prefix)/{board,match,status}"
    }
    static func publishConnected(_ address: BrokerAddress) -> String { "publish: connected to \(address)" }
    static func brokerDown(_ address: BrokerAddress, why: String) -> String {
        "publish: broker \(address) unreachable (\(why)); scoring goes on, the newest board goes out when it is back"
    }
    static func brokerBack(_ address: BrokerAddress) -> String {
        "publish: broker \(address) is back; sent the newest board again"
    }
    static func oversized(_ topic: String, bytes: Int, limit: Int) -> String {
        "publish: \(topic): \(bytes) bytes is over the \(limit)-byte limit a follower accepts; not published"
    }
    static func notEncoded(_ topic: String, _ error: String) -> String { "publish: \(topic): could not encode: \(error)" }
    static let offlineNotAcknowledged = "publish: the broker did not acknowledge offline within 1 s; its will says so instead"

    // MARK: Following

    static func following(_ address: BrokerAddress, filter: String) -> String { "follow: \(filter) on \(address)" }
    static func followConnected(_ address: BrokerAddress) -> String { "follow: connected to \(address)" }
    static func followLost(_ address: BrokerAddress, why: String) -> String {
        "follow: broker \(address) unreachable (\(why)); keeping the last board and retrying"
    }
    static func followBack(_ address: BrokerAddress) -> String { "follow: broker \(address) is back" }
    static func refused(_ topic: String, why: String) -> String { "follow: \(topic): refused: \(why); kept the last good board" }
    /// A refusal of a kind already logged within the last 10 s is counted, not logged
    /// (`RefusalLog`); the kind's next line says how many.
    static func refusedAgain(_ topic: String, why: String, unlogged: Int) -> String {
        refused(topic, why: why) + " (\(unlogged) more refused for this reason since its last line, not logged)"
    }
    static let followHangup = "follow: SIGHUP: a follower reads its config at start; restart it to apply a change"
    static let noEventfd = "follow: the kernel gave no eventfd (out of file descriptors?)"
    static func followStatus(_ shown: String) -> String { "following \(shown)" }
    static func showing(_ topic: String) -> String { "follow: showing \(topic)" }
    /// As the engine's own refusal (`BoardMessage.decode`) words it, for a message the client
    /// did not copy whole.
    static func boardTooLarge(_ bytes: Int, limit: Int) -> String { "\(bytes) bytes is over the \(limit)-byte limit for a board" }
    static func firstBoard(_ topic: String) -> String { "follow: first board from \(topic)" }
    static func badStatus(_ text: String) -> String { "a status must be \"online\" or \"offline\", not \(text)" }
    static let followNeedsTopic =
        "--follow needs a topic after the host: mqtt://HOST/scoreline/VENUE/COURT, or …/VENUE/+ for the hall overview."
    static func followBadTopic(_ topic: String) -> String {
        "\"\(topic)\" is not a court to follow: use scoreline/VENUE/COURT or scoreline/VENUE/+, each part 1 to 64 of A-Z a-z 0-9 _ -."
    }
    static func unreadablePasswordFile(_ path: String, why: String) -> String {
        "[mqtt] passwordFile \(path) cannot be read (\(why)): the file's first line is the password; check the path and its permissions."
    }
    static func longPasswordFile(_ path: String, limit: Int) -> String {
        "[mqtt] passwordFile \(path) has a first line longer than \(limit) bytes: its first line must be the password alone."
    }
    static func emptyPasswordFile(_ path: String) -> String {
        "[mqtt] passwordFile \(path) is empty: its first line must be the password."
    }
}
