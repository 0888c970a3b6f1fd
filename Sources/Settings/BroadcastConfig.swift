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
