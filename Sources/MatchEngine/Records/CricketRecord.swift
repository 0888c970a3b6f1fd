/// A cricket match's figures for the records: every innings (super overs marked, so careers
/// can leave them out as scorers do), each batter and bowler once per innings.
public struct CricketRecord: Codable, Sendable, Equatable {
    public var ballsPerOver: Int
    public var innings: [InningsRecord]

    public init(ballsPerOver: Int, innings: [InningsRecord]) {
        self.ballsPerOver = ballsPerOver
        self.innings = innings
    }
}

public struct InningsRecord: Codable, Sendable, Equatable {
    /// Index into `MatchRecord.sides` of the side batting.
    public var battingSide: Int
    public var superOver: Bool
    public var runs: Int
    public var wickets: Int
    public var legalBalls: Int
    /// The innings' ball limit when it had one (for net run rate: a side all out is charged
    /// its full quota).
    public var limitBalls: Int?
    public var allOut: Bool
    public var batting: [BattingRecord]
    public var bowling: [BowlingRecord]

    public init(battingSide: Int, superOver: Bool, runs: Int, wickets: Int, legalBalls: Int, limitBalls: Int?,
                allOut: Bool, batting: [BattingRecord], bowling: [BowlingRecord]) {
        self.battingSide = battingSide
        self.superOver = superOver
        self.runs = runs
        self.wickets = wickets
        self.legalBalls = legalBalls
        self.limitBalls = limitBalls
        self.allOut = allOut
        self.batting = batting
        self.bowling = bowling
    }
}

public struct BattingRecord: Codable, Sendable, Equatable {
    public var name: String
    public var runs: Int
    /// Balls faced: no-balls count, wides do not.
    public var balls: Int
    public var fours: Int
    public var sixes: Int
    /// Dismissed in this innings (retired hurt or not out is not).
    public var out: Bool

    public init(name: String, runs: Int, balls: Int, fours: Int, sixes: Int, out: Bool) {
        self.name = name
        self.runs = runs
        self.balls = balls
        self.fours = fours
        self.sixes = sixes
        self.out = out
    }
}

public struct BowlingRecord: Codable, Sendable, Equatable {
    public var name: String
    public var legalBalls: Int
    public var maidens: Int
    /// Charged to the bowler: off the bat, wides and no-balls.
    public var runs: Int
    public var wickets: Int

    public init(name: String, legalBalls: Int, maidens: Int, runs: Int, wickets: Int) {
        self.name = name
        self.legalBalls = legalBalls
        self.maidens = maidens
        self.runs = runs
        self.wickets = wickets
    }
}

/// A badminton match's games, side A's points first, for the analytics.
public struct BadmintonRecord: Codable, Sendable, Equatable {
    public var doubles: Bool
    public var games: [[Int]]

    public init(doubles: Bool, games: [[Int]]) {
        self.doubles = doubles
        self.games = games
    }
}
