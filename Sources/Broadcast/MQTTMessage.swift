/// One MQTT message, as published or received: the topic, the bytes, and how the broker
/// keeps it. Boards go out retained at QoS 1, so a follower that connects late gets the
/// current board at once and a board is never silently dropped on a flaky link.
public struct MQTTMessage: Sendable, Equatable {
    public var topic: String
    public var payload: [UInt8]
    /// 0 (at most once) or 1 (at least once); Scoreline never needs 2.
    public var qos: Int
    /// The broker keeps the last retained message per topic for later subscribers.
    public var retain: Bool
    /// The payload's size as sent: more than `payload.count` when the client kept only the
    /// first bytes of a message over `BoardMessage.maxBytes` (an untrusted size is not copied
    /// whole), so a refusal can still say how large it was.
    public var length: Int

    public init(topic: String, payload: [UInt8], qos: Int = 1, retain: Bool = true) {
        self.topic = topic
        self.payload = payload
        self.qos = qos
        self.retain = retain
        self.length = payload.count
    }
}
