/// The full scorecard of a cricket match as a display model: every innings' batting, extras,
/// total, fall of wickets, partnerships and bowling, each figure with the ready-made string a
/// screen or a terminal shows. Bigger than the live banner (`Scoreboard`), so a model of its
/// own; built by `CricketScorecard.build` from the folded state, never by a caller.
public struct Scorecard: Codable, Sendable, Equatable {
    /// Bumped when a field changes meaning or goes away; new optional fields do not bump it.
    public static let schemaVersion = 1

    public var schemaVersion: Int
    public var matchId: String
    /// "Mumbai Indians v Chennai Super Kings".
    public var title: String
    /// The result once the match has one ("… won by 5 wickets").
    public var result: String?
    public var innings: [ScorecardInnings]
}

public struct ScorecardInnings: Codable, Sendable, Equatable {
    /// "Mumbai Indians innings", "Australia 2nd innings", "Kings XI Punjab super over".
    public var title: String
    public var battingTeam: String
    public var batting: [ScorecardBatter]
    /// "Did not bat" once the innings is over, "Yet to bat" while it is in play; `nil` when
    /// every named player batted or the team sheet names nobody.
    public var notBatted: ScorecardNames?
    public var extras: ScorecardExtras
    public var total: ScorecardTotal
    public var fallOfWickets: [ScorecardWicket]
    public var partnerships: [ScorecardPartnership]
    public var bowling: [ScorecardBowler]
}

public struct ScorecardBatter: Codable, Sendable, Equatable {
    public var name: String
    /// "c Jadeja b Chahar", "run out (Dhoni)", "not out", "retired hurt".
    public var howOut: String
    /// How the batter was out; `nil` while not out or retired not out.
    public var dismissal: DismissalKind?
    /// The bowler credited with the wicket (never for a run out or a retirement).
    public var bowler: String?
    /// The catcher, the stumper or the fielder in a run out, as the scorer named them.
    public var fielder: String?
    /// Still in, or in when the innings ended.
    public var notOut: Bool
    public var retired: Bool
    public var runs: Int
    /// Balls faced: no-balls count, wides do not.
    public var balls: Int
    public var fours: Int
    public var sixes: Int
    /// Runs per hundred balls to two decimals; `nil` before a ball is faced.
    public var strikeRate: String?
}

public struct ScorecardNames: Codable, Sendable, Equatable {
    public var label: String
    public var names: [String]
}

/// Extras by kind, in runs (a wide that ran to the boundary is 5 wides).
public struct ScorecardExtras: Codable, Sendable, Equatable {
    public var byes: Int
    public var legByes: Int
    public var wides: Int
    public var noBalls: Int
    public var penalty: Int
    public var total: Int
    /// "(b 1, lb 4, w 6, nb 1)": the kinds that happened.
    public var detail: String
}

public struct ScorecardTotal: Codable, Sendable, Equatable {
    public var runs: Int
    public var wickets: Int
    /// "20", "18.3", or "100 balls" in a balls format.
    public var overs: String
    /// "186/6 (20 ov)", "150 all out (18.3 ov)", "402/7 dec (121 ov)".
    public var text: String
    /// Runs per over to two decimals; `nil` before a ball or where a rate means nothing.
    public var runRate: String?
}

public struct ScorecardWicket: Codable, Sendable, Equatable {
    public var wicket: Int
    public var runs: Int
    public var batter: String
    /// The over and ball it fell on, "3.4".
    public var overs: String
    /// "1-23 (RG Sharma, 3.4 ov)".
    public var text: String
}

public struct ScorecardPartnership: Codable, Sendable, Equatable {
    /// The wicket it was for: 1 for the openers.
    public var wicket: Int
    public var batters: [String]
    public var runs: Int
    public var balls: Int
    /// Still going, or not parted when the innings ended.
    public var unbroken: Bool
    /// "1st wkt: 45 (32) RG Sharma & Ishan Kishan".
    public var text: String
}

public struct ScorecardBowler: Codable, Sendable, Equatable {
    public var name: String
    public var overs: String
    public var maidens: Int
    /// Runs charged to the bowler: off the bat, wides and no-balls; never byes, leg-byes or
    /// penalty runs.
    public var runs: Int
    public var wickets: Int
    /// Runs conceded per over to two decimals; `nil` before a legal ball.
    public var economy: String?
    /// Wide runs and no-ball penalty runs, as in the extras, so the columns add up to them.
    public var wides: Int
    public var noBalls: Int
    public var legalBalls: Int
}
