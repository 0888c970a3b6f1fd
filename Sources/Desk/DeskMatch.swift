/// One match of the day as the desk holds it: who plays, where it stands. A side is one
/// player (singles) or a pair (doubles); a club is per side, as match lists print it.
public struct DeskMatch: Sendable, Equatable, Codable {
    /// The tournament software's match number, the desk's key for the match (unique in a day).
    public var number: String
    public var event: String
    public var round: String
    /// "HH:MM" on the hall's clock, or empty when the list gives none.
    public var scheduled: String
    public var side1: DeskSide
    public var side2: DeskSide
    public var state: DeskState

    public init(number: String, event: String, round: String, scheduled: String, side1: DeskSide, side2: DeskSide, state: DeskState = .waiting) {
        self.number = number
        self.event = event
        self.round = round
        self.scheduled = scheduled
        self.side1 = side1
        self.side2 = side2
        self.state = state
    }

    /// The court the match holds now (called to it or playing on it), if any.
    public var court: Int? { state.court }
}

public struct DeskSide: Sendable, Equatable, Codable {
    public var player: String
    /// The second player of a pair; empty in singles.
    public var partner: String
    public var club: String

    public init(player: String, partner: String = "", club: String = "") {
        self.player = player
        self.partner = partner
        self.club = club
    }

    /// "Sørensen / Lim" for a pair, the player alone in singles.
    public var names: String { partner.isEmpty ? player : player + " / " + partner }
}

/// One game's points, side 1's first.
public struct GameScore: Sendable, Equatable, Codable {
    public var side1: Int
    public var side2: Int

    public init(_ side1: Int, _ side2: Int) {
        self.side1 = side1
        self.side2 = side2
    }

    /// "21-15": the form match lists and tournament software write.
    public var text: String { "\(side1)-\(side2)" }
}
