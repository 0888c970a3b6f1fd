import Broadcast

/// Every sentence about `[publish]`, `[mqtt]` and `display.source`.
enum BroadcastConfigMessages {
    static let username = "a user name known to the broker"
    static let file = "a file's path, such as \"/etc/scoreline/mqtt-password\""
    static let certAndKey = "certFile and keyFile go together: a client certificate needs its key. Give both or neither."
    static let tlsFileWithPlainBroker = "is a TLS file, but the broker is plain mqtt://: use mqtts://HOST for TLS, or leave out caFile, certFile and keyFile."
    static let passwordNeedsUser = "needs username: the broker checks a password against a user name. Add [mqtt] username."
    static func brokerWithTopic(_ text: String) -> String {
        "\"\(text)\" names a topic: publish.broker is the broker only (mqtt://HOST[:PORT]); the topics come from publish.venue and publish.court."
    }

    /// What `config check` says about publishing or following, or nil for neither.
    static func summary(publish: PublishSettings?, source: FollowSource?) -> String? {
        if let source { return "following \(source.target.shown) on \(source.address)" }
        if let publish { return "publishing \(publish.topics.prefix) to \(publish.broker)" }
        return nil
    }
}
