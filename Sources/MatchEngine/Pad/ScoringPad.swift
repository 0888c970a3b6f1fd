/// What a scorer's pad (the phone's scoring page) shows and offers now, every string
/// ready-made: the page lays it out and sends back action lines, and never works out a rule.
/// Built on the session's thread from the match in play (`SportSession.scoringPad`).
public struct ScoringPad: Codable, Sendable, Equatable {
    /// "cricket", "badminton", or nil when no match is in play.
    public var sport: String?
    /// The match: "Riverside v Hillcrest".
    public var title: String
    public var cricket: CricketPad?
    public var badminton: BadmintonPad?

    public init(sport: String?, title: String, cricket: CricketPad? = nil, badminton: BadmintonPad? = nil) {
        self.sport = sport
        self.title = title
        self.cricket = cricket
        self.badminton = badminton
    }

    /// The pad with no match in play.
    public static let noMatch = ScoringPad(sport: nil, title: PadMessages.noMatch)
}

/// One choice in a list: the value the action line carries and the words the button says.
public struct PadChoice: Codable, Sendable, Equatable {
    public var value: String
    public var label: String

    public init(_ value: String, _ label: String) {
        self.value = value
        self.label = label
    }
}

extension SportSession {
    /// The pad for a sport that has none yet: the title and the board are all it gets.
    public func scoringPad() -> ScoringPad {
        ScoringPad(sport: Self.sport, title: PadMessages.noPad)
    }
}
