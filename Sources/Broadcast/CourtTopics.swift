/// One court's topics, `scoreline/<venue>/<court>/{board,match,status}` (docs/mqtt.md), and
/// the rule for a venue's or court's name: 1 to 64 of `A-Z a-z 0-9 _ -`, so no name can
/// reach into another court's topics with `/`, `+` or `#`.
public struct CourtTopics: Sendable, Equatable {
    public static let root = "scoreline"
    public static let segmentLimit = 64
    public static let segmentAccepted = "1 to 64 of A-Z a-z 0-9 _ - (no /, + or #, which MQTT reserves)"

    public let venue: String
    public let court: String

    /// nil when either name is not a segment.
    public init?(venue: String, court: String) {
        guard Self.isSegment(venue), Self.isSegment(court) else { return nil }
        self.venue = venue
        self.court = court
    }

    public var prefix: String { "\(Self.root)/\(venue)/\(court)" }
    public var board: String { prefix + "/board" }
    public var match: String { prefix + "/match" }
    public var status: String { prefix + "/status" }
    /// What the hall's desk sends this court (a match called to it; docs/desk.md): only the desk writes it.
    public var command: String { prefix + "/command" }
    /// Where this court sends the desk what became of a called match, one retained topic per
    /// match (`…/result/<match>`), so a desk that comes back finds every result kept.
    public func result(match: String) -> String { prefix + "/result/" + match }
    /// Every court's results of a venue, for the desk.
    public static func results(venue: String) -> String { "\(root)/\(venue)/+/result/+" }
    /// Court `court`'s command topic of a venue, for the desk.
    public static func command(venue: String, court: Int) -> String { "\(root)/\(venue)/\(court)/command" }

    public static func isSegment(_ text: String) -> Bool {
        (1...segmentLimit).contains(text.utf8.count)
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
            }
    }

    /// What a status message says.
    public static let online = "online"
    public static let offline = "offline"
}

/// What `--follow` names after the host: one court, or every court of a venue (`+`).
public enum FollowTarget: Sendable, Equatable {
    case court(CourtTopics)
    case hall(venue: String)

    /// Reads `scoreline/VENUE/COURT` or `scoreline/VENUE/+`.
    public init(topic: String?) throws(BroadcastError) {
        guard let topic, !topic.isEmpty else { throw BroadcastError(BroadcastMessages.followNeedsTopic) }
        let parts = topic.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, parts[0] == CourtTopics.root, CourtTopics.isSegment(parts[1]) else {
            throw BroadcastError(BroadcastMessages.followBadTopic(topic))
        }
        if parts[2] == "+" {
            self = .hall(venue: parts[1])
        } else if let court = CourtTopics(venue: parts[1], court: parts[2]) {
            self = .court(court)
        } else {
            throw BroadcastError(BroadcastMessages.followBadTopic(topic))
        }
    }

    /// The filters to subscribe to: the board and the status, of one court or of all.
    public var filters: [String] {
        switch self {
        case .court(let topics): return [topics.board, topics.status]
        // The hall also reads the desk's calls, for its call slide (docs/desk.md).
        case .hall(let venue):
            return ["\(CourtTopics.root)/\(venue)/+/board", "\(CourtTopics.root)/\(venue)/+/status", "\(CourtTopics.root)/\(venue)/+/command"]
        }
    }

    /// The topic as the operator gave it, for the log and the waiting board.
    public var shown: String {
        switch self {
        case .court(let topics): return topics.prefix
        case .hall(let venue): return "\(CourtTopics.root)/\(venue)/+"
        }
    }
}
