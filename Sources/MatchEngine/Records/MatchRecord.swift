/// What a finished (or unfinished) match adds to the season's records: the sides, how it
/// ended, and each player's figures as plain numbers. Built by the sport from its folded
/// state (`SportSession.record`), never by a caller, so careers, rankings and analytics
/// (the `Records` module) add up figures the rules made and count nothing again.
public struct MatchRecord: Codable, Sendable, Equatable {
    public var sport: String
    /// Side 0 and side 1: a cricket team (batting first is not implied), or badminton's A and B.
    public var sides: [RecordSide]
    public var outcome: RecordOutcome
    /// The result as the result board says it, once there is one.
    public var result: String?
    /// Which kind of match, for the records' format filter (`RecordFormat`).
    public var format: RecordFormat
    public var cricket: CricketRecord?
    public var badminton: BadmintonRecord?

    public init(sport: String, sides: [RecordSide], outcome: RecordOutcome, result: String?, format: RecordFormat,
                cricket: CricketRecord? = nil, badminton: BadmintonRecord? = nil) {
        self.sport = sport
        self.sides = sides
        self.outcome = outcome
        self.result = result
        self.format = format
        self.cricket = cricket
        self.badminton = badminton
    }
}

public struct RecordSide: Codable, Sendable, Equatable {
    public var name: String
    public var players: [String]

    public init(name: String, players: [String]) {
        self.name = name
        self.players = players
    }
}

/// How a match ended, by side index; a match still in play counts in no table.
public enum RecordOutcome: Codable, Sendable, Equatable {
    case inPlay
    case won(side: Int)
    case tied
    case drawn
    case noResult

    public var winner: Int? {
        if case .won(let side) = self { side } else { nil }
    }

    public var isFinished: Bool { self != .inPlay }
}

/// A format as the records filter it: a stable key for the command line and a label for
/// people ("20-over", "20 overs").
public struct RecordFormat: Codable, Sendable, Equatable, Hashable {
    public var key: String
    public var label: String

    public init(key: String, label: String) {
        self.key = key
        self.label = label
    }
}
