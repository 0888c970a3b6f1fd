import FoundationEssentials

/// The `newMatch` record of a cricket match: teams, rules and who bats first.
public struct CricketSetup: Codable, Sendable, Equatable {
    public var matchId: String
    public var schemaVersion: Int
    public var teams: [CricketTeam]
    public var rules: CricketRulesConfig
    /// Index into `teams` of the side batting first.
    public var battingFirst: Int
    public var at: String?

    public static let schemaVersion = 1
}

public struct CricketTeam: Codable, Sendable, Equatable {
    public var name: String
    /// A short code for small panels ("MI"); derived from the name when not given.
    public var short: String
    public var players: [String]
}

/// Playing conditions. Every field has a default so a club can start with `{}`.
public struct CricketRulesConfig: Codable, Sendable, Equatable {
    /// `nil` means unlimited overs (multi-day cricket).
    public var oversPerInnings: Int?
    public var ballsPerOver: Int = 6
    public var inningsPerSide: Int = 1
    public var playersPerSide: Int = 11
    public var lastManStands: Bool = false
    public var wideRuns: Int = 1
    public var noBallRuns: Int = 1
    public var freeHit: Bool = true
    public var maxOversPerBowler: Int?
    /// The lead that lets the side batting first enforce the follow-on (200 in a five-day Test).
    public var followOnLead: Int = 200
    /// `"runsWickets"` shows 187/6, `"wicketsRuns"` shows 6/187 (the Australian convention).
    public var scoreFormat: ScoreFormat = .runsWickets
    public var houseRules: HouseRules = HouseRules()

    public enum ScoreFormat: String, Codable, Sendable, Equatable {
        case runsWickets
        case wicketsRuns
    }

    public init() {}
}

/// Backyard rules, each off unless a club switches it on.
public struct HouseRules: Codable, Sendable, Equatable {
    /// First `warn` flags the bowler; afterwards `deadBallRuns` may be awarded.
    public var bowlerWarning: Bool = false
    /// P5: minus 5 runs, the ball counts.
    public var p5: Bool = false
    /// P10: minus 10 runs, the ball counts and the striker is out.
    public var p10: Bool = false
    /// Runs added without a ball and without changing strike.
    public var bonusRuns: Bool = false

    public init() {}
}

extension CricketRulesConfig {
    private enum CodingKeys: String, CodingKey {
        case oversPerInnings, ballsPerOver, inningsPerSide, playersPerSide, lastManStands
        case wideRuns, noBallRuns, freeHit, maxOversPerBowler, followOnLead, scoreFormat, houseRules
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        oversPerInnings = try c.decodeIfPresent(Int.self, forKey: .oversPerInnings)
        ballsPerOver = try c.decodeIfPresent(Int.self, forKey: .ballsPerOver) ?? 6
        inningsPerSide = try c.decodeIfPresent(Int.self, forKey: .inningsPerSide) ?? 1
        playersPerSide = try c.decodeIfPresent(Int.self, forKey: .playersPerSide) ?? 11
        lastManStands = try c.decodeIfPresent(Bool.self, forKey: .lastManStands) ?? false
        wideRuns = try c.decodeIfPresent(Int.self, forKey: .wideRuns) ?? 1
        noBallRuns = try c.decodeIfPresent(Int.self, forKey: .noBallRuns) ?? 1
        freeHit = try c.decodeIfPresent(Bool.self, forKey: .freeHit) ?? true
        followOnLead = try c.decodeIfPresent(Int.self, forKey: .followOnLead) ?? 200
        scoreFormat = try c.decodeIfPresent(ScoreFormat.self, forKey: .scoreFormat) ?? .runsWickets
        houseRules = try c.decodeIfPresent(HouseRules.self, forKey: .houseRules) ?? HouseRules()
        // The playing conditions' default: a fifth of the innings, rounded up. Worked out
        // without a sum, so an out-of-range value reaches the range check instead of trapping.
        if c.contains(.maxOversPerBowler) {
            maxOversPerBowler = try c.decodeIfPresent(Int.self, forKey: .maxOversPerBowler)
        } else {
            maxOversPerBowler = oversPerInnings.map { $0 / 5 + ($0 % 5 > 0 ? 1 : 0) }
        }
    }
}

extension HouseRules {
    public init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case bowlerWarning, p5, p10, bonusRuns }
        let c = try decoder.container(keyedBy: Keys.self)
        bowlerWarning = try c.decodeIfPresent(Bool.self, forKey: .bowlerWarning) ?? false
        p5 = try c.decodeIfPresent(Bool.self, forKey: .p5) ?? false
        p10 = try c.decodeIfPresent(Bool.self, forKey: .p10) ?? false
        bonusRuns = try c.decodeIfPresent(Bool.self, forKey: .bonusRuns) ?? false
    }
}
