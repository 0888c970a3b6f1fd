/// Where a broker is, and the topic after it: `mqtt://host:1883` for `[publish] broker`,
/// `mqtt://host/scoreline/riverside/3` for `--follow`. `mqtts://` means TLS (port 8883 unless
/// given). Credentials never go in the address: a URL ends up in logs and `ps`, so the
/// password lives in `[mqtt] passwordFile` (docs/mqtt.md).
public struct BrokerAddress: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var tls: Bool
    /// What follows the host, without the leading slash: a topic or a filter; nil when absent.
    public var topic: String?

    public init(host: String, port: Int = 1883, tls: Bool = false, topic: String? = nil) {
        self.host = host
        self.port = port
        self.tls = tls
        self.topic = topic
    }

    /// Reads `mqtt://HOST[:PORT][/TOPIC]` or `mqtts://…`; HOST is a name, an IPv4 address or
    /// an IPv6 address in brackets.
    public init(parsing text: String) throws(BroadcastError) {
        let accepted = BroadcastMessages.addressAccepted
        let tls: Bool
        let rest: Substring
        if text.hasPrefix("mqtt://") {
            tls = false
            rest = text.dropFirst("mqtt://".count)
        } else if text.hasPrefix("mqtts://") {
            tls = true
            rest = text.dropFirst("mqtts://".count)
        } else {
            throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.badScheme, accepted: accepted))
        }
        let authority = rest.prefix { $0 != "/" }
        let path = rest.dropFirst(authority.count).dropFirst()
        if authority.contains("@") {
            throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.credentialsInAddress, accepted: accepted))
        }
        var host = Substring(authority)
        var portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else {
                throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.badHost, accepted: accepted))
            }
            let after = host[host.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty {
                throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.badHost, accepted: accepted))
            }
            host = host[host.index(after: host.startIndex)..<close]
        } else if let colon = host.firstIndex(of: ":") {
            portText = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.isEmpty, host.count <= 253,
              host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":") })
        else {
            throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.badHost, accepted: accepted))
        }
        var port = tls ? 8883 : 1883
        if let portText {
            guard let value = Int(portText), (1...65535).contains(value) else {
                throw BroadcastError(BroadcastMessages.badAddress(text, why: BroadcastMessages.badPort(String(portText)), accepted: accepted))
            }
            port = value
        }
        self.init(host: String(host), port: port, tls: tls, topic: path.isEmpty ? nil : String(path))
    }

    /// The address without its topic, for the log: `mqtt://host:1883`.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(tls ? "mqtts" : "mqtt")://\(shownHost):\(port)"
    }
}
