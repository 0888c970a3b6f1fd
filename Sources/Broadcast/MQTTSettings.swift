import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The config's `[mqtt]`, checked by Settings: the connection's options for publishing and
/// following alike (docs/mqtt.md). The password stays in its file until the kiosk starts.
public struct MQTTSettings: Sendable, Equatable {
    public var username: String?
    /// A file whose first line is the password: the config may be world-readable.
    public var passwordFile: String?
    public var caFile: String?
    public var certFile: String?
    public var keyFile: String?
    /// nil: `scoreline-<venue>-<court>` publishing, `scoreline-follow-` and 8 random hex digits following.
    public var clientId: String?
    public var keepalive = MQTTOptions.defaultKeepalive

    public init() {}

    /// The options for `address`, the password read from its file now: a missing or
    /// unreadable file stops the start with a message naming it.
    public func options(for address: BrokerAddress, defaultClientId: String) throws(BroadcastError) -> MQTTOptions {
        MQTTOptions(
            address: address, clientId: clientId ?? defaultClientId, username: username,
            password: try passwordFile.map { path throws(BroadcastError) in try Self.readPassword(path) },
            caFile: caFile, certFile: certFile, keyFile: keyFile, keepalive: keepalive)
    }

    /// The longest first line taken as a password: a secret of a few dozen bytes, never a stream.
    public static let passwordLimit = 1024

    /// The first line of `path`, without its line ending. Opened without waiting (a FIFO at the
    /// path would otherwise hold the kiosk's start), a regular file only (`/dev/zero` or a folder
    /// is refused, not read), and no more of it read than the limit.
    public static func readPassword(_ path: String) throws(BroadcastError) -> String {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw BroadcastError(BroadcastMessages.unreadablePasswordFile(path, why: String(cString: strerror(errno))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BroadcastError(BroadcastMessages.unreadablePasswordFile(path, why: "not a regular file"))
        }
        var bytes = [UInt8](repeating: 0, count: passwordLimit + 2)
        let count = read(fd, &bytes, bytes.count)
        guard count >= 0 else {
            throw BroadcastError(BroadcastMessages.unreadablePasswordFile(path, why: String(cString: strerror(errno))))
        }
        let line = bytes[..<count].prefix { $0 != 0x0A && $0 != 0x0D }
        guard line.count <= passwordLimit else {
            throw BroadcastError(BroadcastMessages.longPasswordFile(path, limit: passwordLimit))
        }
        guard !line.isEmpty else { throw BroadcastError(BroadcastMessages.emptyPasswordFile(path)) }
        return String(decoding: line, as: UTF8.self)
    }
}

/// The config's `[publish]`: where this scoring kiosk publishes, and as which court.
public struct PublishSettings: Sendable, Equatable {
    public var broker: BrokerAddress
    public var topics: CourtTopics

    public static let defaultVenue = "ground"
    public static let defaultCourt = "1"

    public init(broker: BrokerAddress, topics: CourtTopics) {
        self.broker = broker
        self.topics = topics
    }

    /// `scoreline-<venue>-<court>`, cut to the 64 characters a client id may have.
    public var defaultClientId: String { String("scoreline-\(topics.venue)-\(topics.court)".prefix(CourtTopics.segmentLimit)) }
}

/// What a follower follows: `--follow URL` or `[display] source`.
public struct FollowSource: Sendable, Equatable {
    public var address: BrokerAddress
    public var target: FollowTarget

    public init(parsing text: String) throws(BroadcastError) {
        address = try BrokerAddress(parsing: text)
        target = try FollowTarget(topic: address.topic)
    }

    /// A random suffix, not the pid: kiosks made from one image under systemd often get the
    /// same pid, and two clients with one id throw each other off the broker in turn.
    public static func defaultClientId(random: UInt32 = .random(in: .min ... .max)) -> String {
        let hex = String(random, radix: 16)
        return "scoreline-follow-" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
