/// The `newMatch` record of a badminton match: the two sides, the format and who serves first.
public struct BadmintonSetup: Codable, Sendable, Equatable {
    public static let schemaVersion = 1

    public var matchId: String
    public var schemaVersion: Int
    /// Side A then side B.
    public var sides: PerSide<BadmintonTeam>
    public var format: BadmintonFormat
    public var firstServer: BadmintonSide
    /// Index into the serving side's `players`.
    public var firstServerPlayer: Int
    /// Index into the receiving side's `players`.
    public var firstReceiverPlayer: Int
    /// The side standing at the left end (as the display sees the court) in game 1.
    public var leftEnd: BadmintonSide
    public var at: Timestamp?

    public init(
        matchId: String, sides: PerSide<BadmintonTeam>, format: BadmintonFormat,
        firstServer: BadmintonSide = .a, firstServerPlayer: Int = 0, firstReceiverPlayer: Int = 0,
        leftEnd: BadmintonSide = .a, at: Timestamp? = nil, schemaVersion: Int = Self.schemaVersion
    ) {
        self.matchId = matchId
        self.schemaVersion = schemaVersion
        self.sides = sides
        self.format = format
        self.firstServer = firstServer
        self.firstServerPlayer = firstServerPlayer
        self.firstReceiverPlayer = firstReceiverPlayer
        self.leftEnd = leftEnd
        self.at = at
    }

    /// Doubles when each side lists two players; the decoder makes both sides agree.
    public var isDoubles: Bool { sides.a.players.count == 2 }
}

/// One side of the net: a name for the board and one (singles) or two (doubles) players.
public struct BadmintonTeam: Codable, Sendable, Equatable {
    public var name: String
    /// A short form for small panels, when the set-up gives one.
    public var short: String?
    public var players: [String]

    public init(name: String, short: String? = nil, players: [String]) {
        self.name = name
        self.short = short
        self.players = players
    }
}

/// The two sides of a match. Encoded with keys `a` and `b`, as the replay contract wants.
public struct PerSide<Value> {
    public var a: Value
    public var b: Value

    public init(a: Value, b: Value) {
        self.a = a
        self.b = b
    }

    public subscript(side: BadmintonSide) -> Value {
        get { side == .a ? a : b }
        set { if side == .a { a = newValue } else { b = newValue } }
    }
}

extension PerSide: Sendable where Value: Sendable {}
extension PerSide: Equatable where Value: Equatable {}
extension PerSide: Encodable where Value: Encodable {}
extension PerSide: Decodable where Value: Decodable {}

/// A side as a value: `"A"` or `"B"` in every input and output line.
public enum BadmintonSide: String, Codable, Sendable, Equatable, CaseIterable {
    case a = "A"
    case b = "B"

    public var other: BadmintonSide { self == .a ? .b : .a }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let side = Self(rawValue: raw.uppercased()) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: BadmintonMessages.badSide(raw)))
        }
        self = side
    }
}
