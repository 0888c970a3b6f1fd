/// The field codes a generic Bluetooth scoreboard is sent (Cricket Australia, "Integration
/// with Scoreboard via Bluetooth"; Play-Cricket Scorer's generic output for the last wicket,
/// the target and the rates). Each write sets one field; the raw value is the code itself.
public enum FeedCode: String, CaseIterable, Sendable {
    /// The over in progress, ball by ball: `. 1 2 . 4 wd .`.
    case currentOver = "COV"
    case oversBowled = "OVB"
    case oversRemaining = "OVR"
    case runsRequired = "RRQ"
    case requiredRate = "RRR"
    case currentRate = "CRR"
    case target = "BTT"
    case battingTeam = "BTN"
    /// As the app writes it: `245/5` in the UK, `5/245` in Australia, `5/245 & 0/10` for a second innings.
    case battingScore = "BTS"
    case fieldingTeam = "FTN"
    case fieldingScore = "FTS"
    case batter1Name = "B1N"
    case batter1Runs = "B1S"
    case batter1Balls = "B1B"
    case batter1OnStrike = "B1K"
    case batter2Name = "B2N"
    case batter2Runs = "B2S"
    case batter2Balls = "B2B"
    case batter2OnStrike = "B2K"
    /// The bowler of this over, and `0/6 (1.2)`: wickets, runs and overs.
    case bowlerName = "F1N"
    case bowlerFigures = "F1S"
    /// The bowler of the over before.
    case previousBowlerName = "F2N"
    case previousBowlerFigures = "F2S"
    /// The team's score when the last wicket fell.
    case lastWicketScore = "LWK"
    case lastWicketName = "LWN"
    /// The out batter's runs and balls: `50 (40)`.
    case lastWicketBatter = "LWS"
    /// How out, as a short code: `b`, `lbw`, `c`, `ro`.
    case lastWicketHowOut = "LWD"

    /// The shape of a value, which decides how it is checked.
    public enum Kind: Sendable, Equatable {
        case name, count, overs, rate, score, flag, figures, overBalls, dismissal, batterScore
    }

    public var kind: Kind {
        switch self {
        case .battingTeam, .fieldingTeam, .batter1Name, .batter2Name, .bowlerName, .previousBowlerName, .lastWicketName: .name
        case .runsRequired, .target, .batter1Runs, .batter1Balls, .batter2Runs, .batter2Balls, .lastWicketScore: .count
        case .oversBowled, .oversRemaining: .overs
        case .requiredRate, .currentRate: .rate
        case .battingScore, .fieldingScore: .score
        case .batter1OnStrike, .batter2OnStrike: .flag
        case .bowlerFigures, .previousBowlerFigures: .figures
        case .currentOver: .overBalls
        case .lastWicketHowOut: .dismissal
        case .lastWicketBatter: .batterScore
        }
    }
}
