/// `[remote]`: the phone's web app (docs/remote.md). Off unless `listen` is set: nothing
/// listens that the config does not ask for.
public struct RemoteConfig: Equatable, Sendable {
    /// The address to bind: an IPv4 address, `[IPv6]`, or `localhost`.
    public var host: String
    public var port: Int
    /// Live views open at once; past this a new one is refused.
    public var maxViewers = 100

    /// Days a paired phone stays a scorer (the cookie's Max-Age, and the kiosk's own check).
    public var tokenDays = 180
    /// Scoring pages (WebSockets) one phone may have open at once.
    public var maxScorerSockets = 4

    public static let maxViewersRange = 1...1000
    public static let tokenDaysRange = 1...3650
    public static let maxScorerSocketsRange = 1...32

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// `HOST:PORT` as the config writes it ("0.0.0.0:8080", "[::]:8080", "127.0.0.1:0").
    public init?(listen text: String) {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, !host.contains(where: { $0 == " " || $0 == "/" }),
              let port = Int(portText), (0...65535).contains(port) else { return nil }
        self.init(host: String(host), port: port)
    }

    /// What `scoreline config check` says: where the web app listens, and who can reach it.
    public var summary: String { RemoteConfigMessages.summary(host: host, port: port) }

    public static let listenAccepted = "HOST:PORT, e.g. \"0.0.0.0:8080\" (every interface), \"192.168.1.20:8080\" (one), \"127.0.0.1:8080\" (this machine only) or \"[::]:8080\""
}

enum RemoteConfigReader {
    static func read(_ r: ConfigReader) -> RemoteConfig? {
        var remote: RemoteConfig?
        if let text = r.string("listen") {
            remote = RemoteConfig(listen: text)
            if remote == nil { r.fail("listen", ConfigMessages.expected(RemoteConfig.listenAccepted, found: .string(text))) }
        }
        let maxViewers = r.int("maxViewers", in: RemoteConfig.maxViewersRange, default: 100)
        remote?.maxViewers = maxViewers
        let tokenDays = r.int("tokenDays", in: RemoteConfig.tokenDaysRange, default: 180)
        remote?.tokenDays = tokenDays
        let sockets = r.int("maxScorerSockets", in: RemoteConfig.maxScorerSocketsRange, default: 4)
        remote?.maxScorerSockets = sockets
        r.rejectUnknownKeys()
        return remote
    }
}
