/// The seam between Scoreline and a broker: libmosquitto in the program (`MosquittoClient`),
/// an in-memory broker in the unit tests. The integration tests run a real Mosquitto.
///
/// A client owns its own thread (libmosquitto's network loop): `events` are called on that
/// thread, never on the kiosk's loop, so whoever receives them hands work over through a
/// bounded mailbox and the loop's doorbell. Nothing here may block the caller: the press path
/// publishes through it.
public protocol MQTTClient: AnyObject, Sendable {
    /// Starts connecting in the background and keeps reconnecting with backoff until `stop()`.
    /// `will` is left with the broker, which publishes it if this client vanishes (a killed
    /// scorer's `status` becomes `offline`). Throws only for what no retry can fix (a TLS file
    /// that cannot be read, an option the library refuses); a broker that is down is not an
    /// error here, only `disconnected` events until it is back.
    func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError)
    /// Hands `message` to the connection without waiting for the network. Returns the message
    /// id the `delivered` event will name (QoS 1: when the broker acknowledged it), or nil when
    /// not connected: the caller keeps it and offers the newest again on `connected`.
    func publish(_ message: MQTTMessage) -> Int?
    /// Subscribes to `filter` (MQTT wildcards allowed) now and again on every reconnect.
    func subscribe(_ filter: String)
    /// Disconnects cleanly (the broker then does not publish the will) and joins the thread.
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
