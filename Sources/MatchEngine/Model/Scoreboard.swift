/// The display model: everything a screen shows, already formatted.
///
/// The renderer binds `fields` to regions of a layout by `key`, picks colours from `role`,
/// and may filter on `flag`; it never formats numbers or looks at match state. That keeps a
/// new display (LED wall, web page) free of rule knowledge. The live banner stays small
/// (well under 4 KB as JSON) so it can be sent to other displays unchanged.
public struct Scoreboard: Codable, Sendable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// Which screen the renderer should lay out.
    public var layout: BoardLayout
    /// Ordered by importance within the layout; `priority` says what a small panel drops.
    public var fields: [BoardField]

    public init(layout: BoardLayout, fields: [BoardField]) {
        self.schemaVersion = Self.currentSchemaVersion
        self.layout = layout
        self.fields = fields
    }

    /// The board without the fields that are data for another machine rather than words for a
    /// person (an interval's length and start, which a follower counts down from): what a
    /// page that lays out every field shows.
    public var forPeople: Scoreboard {
        var board = self
        board.fields.removeAll { BoardKey.dataOnly.contains($0.key) }
        return board
    }

    /// The field bound to `key`, if the engine produced one for this state.
    public subscript(key: BoardKey) -> BoardField? {
        fields.first { $0.key == key }
    }
}

/// How much a field matters: a small panel keeps `essential` fields and drops the rest from
/// the highest number down. The scale is shared so every sport's board means the same by it.
public enum BoardPriority {
    /// Kept even on a 128×64 LED panel.
    public static let essential = 1
    public static let high = 2
    public static let medium = 3
    public static let low = 4
    /// Only on a large screen.
    public static let extra = 5
}

/// The screens a renderer knows how to lay out.
public enum BoardLayout: String, Codable, Sendable, Equatable {
    case cricketBanner
    case cricketBreak
    case badmintonCourt
    case result
    case idle
    // Pages between balls (docs/pages.md lists each one's keys).
    case cricketBatting
    case cricketFallOfWickets
    case cricketBowling
    case cricketPartnership
    case cricketTarget
    /// An event slide: a wicket, a milestone, a maiden, a hat-trick, the start of a chase.
    case cricketEvent
    case badmintonGameSummary
    /// A sponsor's image, scaled to fit.
    case sponsor
    /// A follower's grid of courts (`HallBoard`, docs/mqtt.md).
    case hallOverview
    /// The stream overlay's lower-third score bug (`BoardSummary`, docs/mqtt.md).
    case scoreBug
}

/// One ready-to-draw value bound to a layout region.
public struct BoardField: Codable, Sendable, Equatable {
    public var key: BoardKey
    public var text: String
    /// A shorter form for small panels (`"MI"` for `"Mumbai Indians"`), when there is one.
    public var compact: String?
    /// A middle form for a big screen whose region the whole text would not fill legibly: the
    /// name shortened but the figures whole ("Ashwin 1.0-0-3-0" for "Ravichandran Ashwin
    /// 1.0-0-3-0"), where `compact` keeps only the figures a small panel has room for.
    public var short: String?
    /// 1 is essential (kept even on a 128×64 panel); higher numbers are dropped first.
    public var priority: Int
    public var role: BoardRole
    /// A boolean the renderer may filter on, such as "this batter is on strike".
    public var flag: Bool?
    /// A strip of tokens (last balls, game scores), drawn left to right.
    public var items: [BoardToken]?

    public init(
        _ key: BoardKey, _ text: String, compact: String? = nil, short: String? = nil, priority: Int,
        role: BoardRole = .normal, flag: Bool? = nil, items: [BoardToken]? = nil
    ) {
        self.key = key
        self.text = text
        self.compact = compact
        self.short = short
        self.priority = priority
        self.role = role
        self.flag = flag
        self.items = items
    }
}

public struct BoardToken: Codable, Sendable, Equatable {
    public var text: String
    public var role: BoardRole

    public init(_ text: String, role: BoardRole = .normal) {
        self.text = text
        self.role = role
    }
}

/// Semantic colour roles: themes map these to colours, so no layout hard-codes a colour.
public enum BoardRole: String, Codable, Sendable, Equatable {
    case normal
    case emphasis
    case muted
    case wicket
    case boundary
    case extra
    case server
    case notice
    case result
    case warning
}

/// Names of layout regions. A string wrapper so new keys need no renderer enum change.
public struct BoardKey: RawRepresentable, Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    /// Keys whose text is a number, a time stamp or a name for a machine, never shown as it
    /// is (`subject`: whom an event slide is about, for the roster's photo; ADR 055).
    public static let dataOnly: Set<BoardKey> = ["intervalSeconds", "intervalFrom", "subject"]

    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
