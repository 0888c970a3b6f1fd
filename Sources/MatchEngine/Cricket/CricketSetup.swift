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

    // Club formats (docs/formats.md). Each default keeps the Laws' behaviour exactly, and a
    // field at its default is not written, so every match set up before them is unchanged.
    /// How many overs running one bowler may bowl: 1 under Law 17.8, 2 in the Hundred.
    public var maxConsecutiveOvers: Int = 1
    /// Ends change after this many overs (the strike follows the ends): 2 in the Hundred.
    public var oversPerEnd: Int = 1
    public var progress: Progress = .overs
    /// The total each innings starts from (200 in junior pairs cricket).
    public var startingRuns: Int = 0
    /// Runs a dismissal costs, and which side's total it moves.
    public var wicketCost: Int = 0
    public var wicketCostTo: WicketCostSide = .batting
    /// False: a dismissal never ends the innings and the batter stays in.
    public var allOut: Bool = true
    /// After each this many overs the next pair comes in (`newPair`).
    public var oversPerPair: Int?
    public var rebowlExtras: Rebowl = .always
    public var resultMode: ResultMode = .limited
    /// A win/draw game's overs for both innings together; the chase gets what is left.
    public var matchOvers: Int?
    /// The most overs the side batting first may have in a win/draw game.
    public var maxFirstInningsOvers: Int?
    /// Each pair's overs are scored against the same overs of the other side (indoor).
    public var skins: Bool = false

    /// What the board counts: overs (`12.3`), or balls bowled and left (the Hundred).
    public enum Progress: String, Codable, Sendable, Equatable, CaseIterable {
        case overs, balls
    }

    public enum WicketCostSide: String, Codable, Sendable, Equatable, CaseIterable {
        /// Deducted from the batting side's total.
        case batting
        /// Added to the fielding side's total.
        case fielding
    }

    /// Whether a wide or no-ball is bowled again (counts as no ball of the over).
    public enum Rebowl: String, Codable, Sendable, Equatable, CaseIterable {
        case always, never
        /// Only in the innings' last over.
        case lastOver
    }

    public enum ResultMode: String, Codable, Sendable, Equatable, CaseIterable {
        /// Limited overs: a chase that falls short loses.
        case limited
        /// A chase that ends short without being all out is a draw.
        case winDraw
    }

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
    enum CodingKeys: String, CodingKey, CaseIterable {
        case oversPerInnings, ballsPerOver, inningsPerSide, playersPerSide, lastManStands
        case wideRuns, noBallRuns, freeHit, maxOversPerBowler, followOnLead, scoreFormat, houseRules
        case maxConsecutiveOvers, oversPerEnd, progress, startingRuns, wicketCost, wicketCostTo, allOut
        case oversPerPair, rebowlExtras, resultMode, matchOvers, maxFirstInningsOvers, skins
        case format
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // A named format (`"format": "hundred"`) gives its rules; any field given beside it wins.
        if let name = try c.decodeIfPresent(String.self, forKey: .format) {
            guard let preset = CricketFormats.rules(named: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .format, in: c, debugDescription: CricketMessages.unknownFormat(name))
            }
            self = preset
        }
        try decodeFields(c)
    }

    private mutating func decodeFields(_ c: KeyedDecodingContainer<CodingKeys>) throws {
        // Every field keeps what the named format (or the default) gave unless the line says.
        func value<T: Decodable>(_ key: CodingKeys, _ current: T) throws -> T {
            try c.decodeIfPresent(T.self, forKey: key) ?? current
        }
        if c.contains(.oversPerInnings) { oversPerInnings = try c.decodeIfPresent(Int.self, forKey: .oversPerInnings) }
        ballsPerOver = try value(.ballsPerOver, ballsPerOver)
        inningsPerSide = try value(.inningsPerSide, inningsPerSide)
        playersPerSide = try value(.playersPerSide, playersPerSide)
        lastManStands = try value(.lastManStands, lastManStands)
        wideRuns = try value(.wideRuns, wideRuns)
        noBallRuns = try value(.noBallRuns, noBallRuns)
        freeHit = try value(.freeHit, freeHit)
        followOnLead = try value(.followOnLead, followOnLead)
        scoreFormat = try value(.scoreFormat, scoreFormat)
        houseRules = try value(.houseRules, houseRules)
        maxConsecutiveOvers = try value(.maxConsecutiveOvers, maxConsecutiveOvers)
        oversPerEnd = try value(.oversPerEnd, oversPerEnd)
        progress = try value(.progress, progress)
        startingRuns = try value(.startingRuns, startingRuns)
        wicketCost = try value(.wicketCost, wicketCost)
        wicketCostTo = try value(.wicketCostTo, wicketCostTo)
        allOut = try value(.allOut, allOut)
        if c.contains(.oversPerPair) { oversPerPair = try c.decodeIfPresent(Int.self, forKey: .oversPerPair) }
        rebowlExtras = try value(.rebowlExtras, rebowlExtras)
        resultMode = try value(.resultMode, resultMode)
        if c.contains(.matchOvers) { matchOvers = try c.decodeIfPresent(Int.self, forKey: .matchOvers) }
        if c.contains(.maxFirstInningsOvers) {
            maxFirstInningsOvers = try c.decodeIfPresent(Int.self, forKey: .maxFirstInningsOvers)
        }
        skins = try value(.skins, skins)
        // The playing conditions' default: a fifth of the innings, rounded up. Worked out
        // without a sum, so an out-of-range value reaches the range check instead of trapping.
        if c.contains(.maxOversPerBowler) {
            maxOversPerBowler = try c.decodeIfPresent(Int.self, forKey: .maxOversPerBowler)
        } else if !c.contains(.format) || c.contains(.oversPerInnings) {
            maxOversPerBowler = oversPerInnings.map { $0 / 5 + ($0 % 5 > 0 ? 1 : 0) }
        }
    }

    /// The Laws' fields as before, in the same order; a club-format field only when it is not
    /// its default, so a match under the default rules is written byte for byte as before.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(oversPerInnings, forKey: .oversPerInnings)
        try c.encode(ballsPerOver, forKey: .ballsPerOver)
        try c.encode(inningsPerSide, forKey: .inningsPerSide)
        try c.encode(playersPerSide, forKey: .playersPerSide)
        try c.encode(lastManStands, forKey: .lastManStands)
        try c.encode(wideRuns, forKey: .wideRuns)
        try c.encode(noBallRuns, forKey: .noBallRuns)
        try c.encode(freeHit, forKey: .freeHit)
        try c.encodeIfPresent(maxOversPerBowler, forKey: .maxOversPerBowler)
        try c.encode(followOnLead, forKey: .followOnLead)
        try c.encode(scoreFormat, forKey: .scoreFormat)
        try c.encode(houseRules, forKey: .houseRules)
        let d = CricketRulesConfig()
        if maxConsecutiveOvers != d.maxConsecutiveOvers { try c.encode(maxConsecutiveOvers, forKey: .maxConsecutiveOvers) }
        if oversPerEnd != d.oversPerEnd { try c.encode(oversPerEnd, forKey: .oversPerEnd) }
        if progress != d.progress { try c.encode(progress, forKey: .progress) }
        if startingRuns != d.startingRuns { try c.encode(startingRuns, forKey: .startingRuns) }
        if wicketCost != d.wicketCost { try c.encode(wicketCost, forKey: .wicketCost) }
        if wicketCostTo != d.wicketCostTo { try c.encode(wicketCostTo, forKey: .wicketCostTo) }
        if allOut != d.allOut { try c.encode(allOut, forKey: .allOut) }
        try c.encodeIfPresent(oversPerPair, forKey: .oversPerPair)
        if rebowlExtras != d.rebowlExtras { try c.encode(rebowlExtras, forKey: .rebowlExtras) }
        if resultMode != d.resultMode { try c.encode(resultMode, forKey: .resultMode) }
        try c.encodeIfPresent(matchOvers, forKey: .matchOvers)
        try c.encodeIfPresent(maxFirstInningsOvers, forKey: .maxFirstInningsOvers)
        if skins != d.skins { try c.encode(skins, forKey: .skins) }
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
