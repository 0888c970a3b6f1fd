/// The seam between Scoreline and a broker: libmosquitto in the program (`MosquittoClient`),
/// an in-memory broker in the unit tests. The integration tests run a real Mosquitto.
///
/// A client owns its own thread (the network loop, made with every signal blocked so that
/// SIGTERM and SIGHUP reach the kiosk's signalfd): `events` are called on that thread, never on the kiosk's loop, so whoever receives them hands work over through a
/// bounded mailbox and the loop's doorbell. Nothing here may block the caller: the press path
/// publishes through it.
public protocol MQTTClient: AnyObject, Sendable {
    /// Starts connecting in the background (the broker's name is looked up there too: this
    /// never waits for the network) and keeps reconnecting with backoff until `stop()`, which
    /// a started client needs to end: its thread holds it until then.
    /// `will` is left with the broker, which publishes it if this client vanishes (a killed
    /// scorer's `status` becomes `offline`). Throws only for what no retry can fix (a TLS file
    /// that cannot be read, an option the library refuses); a broker that is down is not an
    /// error here, only `disconnected` events until it is back.
    func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError)
    /// Hands `message` to the connection without waiting for the network. nil: not taken (the
    /// caller keeps it and offers the newest again on `connected`); an id: taken, acknowledged
    /// later by the `delivered` event naming it (QoS 1). A QoS 1 message taken while
    /// disconnected is queued: libmosquitto resends it across reconnects.
    func publish(_ message: MQTTMessage) -> Int?
    /// Subscribes to `filter` (MQTT wildcards allowed) now and again on every reconnect.
    func subscribe(_ filter: String)
    /// Disconnects cleanly (the broker then does not publish the will) and waits for the
    /// thread to end (`MosquittoClient.stopWaitMilliseconds` at most). No event comes after it.
    func stop()
}

/// What a client reports, on its own thread.
public struct MQTTEvents: Sendable {
    /// The broker accepted the connection (the first one or a reconnect).
    public var connected: @Sendable () -> Void
    /// The connection failed or dropped; the client retries by itself. The text says why, for
    /// the operator's log.
    public var disconnected: @Sendable (String) -> Void
    /// The broker acknowledged the message `publish` returned this id for.
    public var delivered: @Sendable (Int) -> Void
    /// A message arrived on a subscribed topic. Its payload is untrusted input.
    public var received: @Sendable (MQTTMessage) -> Void

    public init(
        connected: @escaping @Sendable () -> Void = {},
        disconnected: @escaping @Sendable (String) -> Void = { _ in },
        delivered: @escaping @Sendable (Int) -> Void = { _ in },
        received: @escaping @Sendable (MQTTMessage) -> Void = { _ in }
    ) {
        self.connected = connected
        self.disconnected = disconnected
        self.delivered = delivered
        self.received = received
    }
}
