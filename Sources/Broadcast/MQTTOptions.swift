/// How to reach a broker: its address and the `[mqtt]` options (docs/mqtt.md), the password
/// already read from its file. Given to `MosquittoClient` as they are.
public struct MQTTOptions: Sendable, Equatable {
    public var address: BrokerAddress
    /// 1 to 64 of `A-Z a-z 0-9 _ -`; two clients with one id throw each other off the broker.
    public var clientId: String
    public var username: String?
    public var password: String?
    /// A PEM file of CA certificates; nil with `mqtts://`: the system's (`/etc/ssl/certs`).
    public var caFile: String?
    public var certFile: String?
    public var keyFile: String?
    /// Seconds between pings when nothing else is sent; the broker sends the will after 1.5×.
    public var keepalive: Int

    /// Short, because a pulled cable or lost Wi-Fi is only noticed after 1.5 keepalives with no
    /// answer: 10 s gives "link lost" on a follower within about 20 s, for a ping every 10 s.
    public static let defaultKeepalive = 10
    public static let keepaliveRange = 5...3600
    public static let systemCAPath = "/etc/ssl/certs"
    /// Seconds between reconnection attempts (the client's network thread, `MosquittoClient`,
    /// follows libmosquitto's rule): the backoff from `reconnectDelay`
    /// grows quadratically (1, 4, 9… s) up to `reconnectDelayMax`. Capped at 1 s, not 30: a
    /// display must be back within 2 s of the broker's return (issue 15's restart test), and
    /// with attempts 2 s apart one in a dozen followers would come back late. An attempt is
    /// one TCP handshake on the hall's LAN; raise the cap here for a broker far away.
    public static let reconnectDelay: UInt32 = 1
    public static let reconnectDelayMax: UInt32 = 1
    /// Seconds an attempt may take, from the TCP connection to the broker's CONNACK, before it
    /// is given up and made again: a LAN takes milliseconds; a broker that takes TCP
    /// connections but never answers would otherwise hold the client for good.
    public static let connectTimeout: UInt64 = 10

    public init(
        address: BrokerAddress, clientId: String, username: String? = nil, password: String? = nil,
        caFile: String? = nil, certFile: String? = nil, keyFile: String? = nil, keepalive: Int = MQTTOptions.defaultKeepalive
    ) {
        self.address = address
        self.clientId = clientId
        self.username = username
        self.password = password
        self.caFile = caFile
        self.certFile = certFile
        self.keyFile = keyFile
        self.keepalive = keepalive
    }
}
