import Broadcast

/// Reads `[publish]`, `[mqtt]` and `display.source` with the file's reader, so each problem
/// names its key, what was found and what is accepted (docs/mqtt.md).
enum BroadcastConfigReader {
    /// `[publish]`: nil without a broker (publishing is off), but venue and court are checked.
    static func publish(_ r: ConfigReader) -> PublishSettings? {
        let broker = r.string("broker").flatMap { text -> BrokerAddress? in
            do throws(BroadcastError) {
                let address = try BrokerAddress(parsing: text)
                guard address.topic == nil else {
                    r.fail("broker", BroadcastConfigMessages.brokerWithTopic(text))
                    return nil
                }
                return address
            } catch {
                r.fail("broker", error.description)
                return nil
            }
        }
        let venue = segment(r, "venue", default: PublishSettings.defaultVenue)
        let court = segment(r, "court", default: PublishSettings.defaultCourt)
        r.rejectUnknownKeys()
        guard let broker, let venue, let court, let topics = CourtTopics(venue: venue, court: court) else { return nil }
        return PublishSettings(broker: broker, topics: topics)
    }

    static func mqtt(_ r: ConfigReader) -> MQTTSettings {
        var mqtt = MQTTSettings()
        mqtt.username = nonEmpty(r, "username", BroadcastConfigMessages.username)
        mqtt.passwordFile = nonEmpty(r, "passwordFile", BroadcastConfigMessages.file)
        mqtt.caFile = nonEmpty(r, "caFile", BroadcastConfigMessages.file)
        mqtt.certFile = nonEmpty(r, "certFile", BroadcastConfigMessages.file)
        mqtt.keyFile = nonEmpty(r, "keyFile", BroadcastConfigMessages.file)
        if let id = r.string("clientId") {
            if CourtTopics.isSegment(id) { mqtt.clientId = id } else {
                r.fail("clientId", ConfigMessages.expected(CourtTopics.segmentAccepted, found: .string(id)))
            }
        }
        mqtt.keepalive = r.int("keepalive", in: MQTTOptions.keepaliveRange, default: mqtt.keepalive)
        if (mqtt.certFile == nil) != (mqtt.keyFile == nil) {
            r.fail(mqtt.certFile == nil ? "certFile" : "keyFile", BroadcastConfigMessages.certAndKey)
        }
        if mqtt.passwordFile != nil, mqtt.username == nil {
            r.fail("passwordFile", BroadcastConfigMessages.passwordNeedsUser)
        }
        r.rejectUnknownKeys()
        return mqtt
    }

    /// `display.source`: a broker and the court (or `+`) to follow.
    static func source(_ d: ConfigReader) -> FollowSource? {
        guard let text = d.string("source") else { return nil }
        do throws(BroadcastError) {
            return try FollowSource(parsing: text)
        } catch {
            d.fail("source", error.description)
            return nil
        }
    }

    private static func segment(_ r: ConfigReader, _ key: String, default fallback: String) -> String? {
        guard let text = r.string(key) else { return r.raw[key] == nil ? fallback : nil }
        guard CourtTopics.isSegment(text) else {
            r.fail(key, ConfigMessages.expected(CourtTopics.segmentAccepted, found: .string(text)))
            return nil
        }
        return text
    }

    private static func nonEmpty(_ r: ConfigReader, _ key: String, _ accepted: String) -> String? {
        guard let text = r.string(key) else { return nil }
        guard !text.isEmpty else {
            r.fail(key, ConfigMessages.expected(accepted, found: .string(text)))
            return nil
        }
        return text
    }
}

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
