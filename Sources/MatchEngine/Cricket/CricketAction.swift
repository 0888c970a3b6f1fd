/// Everything a scorer can record in a cricket match. Times (`at`) are carried by the
/// envelope, not here: the rules never depend on them.
public enum CricketAction: Sendable, Equatable {
    case openers(striker: String?, nonStriker: String?)
    case bowler(name: String?)
    case delivery(Delivery)
    case newBatter(name: String?, onStrike: Bool?)
    case retire(batter: String, out: Bool)
    case timedOut(batter: String?)
    /// `team` names the side when both have a player called `from` (placeholders: both sides
    /// have a "Batter 1").
    case renamePlayer(from: String, to: String, team: String? = nil)
    case amendWicket(batter: String, kind: DismissalKind, fielder: String?)
    case penaltyRuns(runs: Int, to: PenaltySide)
    case setStrike(striker: String)
    case endOver
    case continueOver
    case endInnings(reason: InningsEndReason)
    case followOn
    case setTarget(runs: Int, overs: OversNotation?, method: TargetMethod? = nil)
    case superOver
    case endMatch(reason: MatchEndReason, winner: String?, parScore: Int?)
    case warn
    case deadBallRuns(runs: Int)
    case housePenalty(runs: Int)
    case bonusRuns(runs: Int)
    /// The next pair comes in once a pair's overs are done (`oversPerPair`).
    case newPair(striker: String?, nonStriker: String?)
    /// A win/draw game's last hour: at least `minOvers` more overs, then play ends.
    case lastHour(minOvers: Int)

    public enum PenaltySide: String, Codable, Sendable, Equatable {
        case batting, fielding
    }

    public enum InningsEndReason: String, Codable, Sendable, Equatable, CaseIterable {
        case declared, rain, forfeited
        /// No batter is left to come in (absent hurt, retired hurt unable to return).
        case allOut
    }

    /// How a revised target was worked out; only DLS changes the result's wording.
    public enum TargetMethod: String, Codable, Sendable, Equatable, CaseIterable {
        case dls
    }

    public enum MatchEndReason: String, Codable, Sendable, Equatable, CaseIterable {
        case noResult, abandoned, draw, dls, award
    }
}

/// One ball as the scorer records it. Runs follow Cricsheet: `wides` holds every wide run
/// including the penalty; `noBalls` is the no-ball penalty alone.
public struct Delivery: Codable, Sendable, Equatable {
    public var bat: Int = 0
    public var wides: Int = 0
    public var noBalls: Int = 0
    public var byes: Int = 0
    public var legByes: Int = 0
    public var penalty: Int = 0
    /// Overrides "4 and 6 off the bat are boundaries" (a run four is `false`).
    public var boundary: Bool?
    public var wicket: WicketEvent?

    public init(
        bat: Int = 0, wides: Int = 0, noBalls: Int = 0, byes: Int = 0, legByes: Int = 0,
        penalty: Int = 0, boundary: Bool? = nil, wicket: WicketEvent? = nil
    ) {
        self.bat = bat
        self.wides = wides
        self.noBalls = noBalls
        self.byes = byes
        self.legByes = legByes
        self.penalty = penalty
        self.boundary = boundary
        self.wicket = wicket
    }

    public var isLegal: Bool { wides == 0 && noBalls == 0 }

    public init(from decoder: any Decoder) throws {
        enum Keys: String, CodingKey { case bat, wides, noBalls, byes, legByes, penalty, boundary, wicket }
        let c = try decoder.container(keyedBy: Keys.self)
        bat = try c.decodeIfPresent(Int.self, forKey: .bat) ?? 0
        wides = try c.decodeIfPresent(Int.self, forKey: .wides) ?? 0
        noBalls = try c.decodeIfPresent(Int.self, forKey: .noBalls) ?? 0
        byes = try c.decodeIfPresent(Int.self, forKey: .byes) ?? 0
        legByes = try c.decodeIfPresent(Int.self, forKey: .legByes) ?? 0
        penalty = try c.decodeIfPresent(Int.self, forKey: .penalty) ?? 0
        boundary = try c.decodeIfPresent(Bool.self, forKey: .boundary)
        wicket = try c.decodeIfPresent(WicketEvent.self, forKey: .wicket)
    }
}

public struct WicketEvent: Codable, Sendable, Equatable {
    public var kind: DismissalKind
    /// Defaults to the striker.
    public var playerOut: String?
    public var fielder: String?

    public init(kind: DismissalKind, playerOut: String? = nil, fielder: String? = nil) {
        self.kind = kind
        self.playerOut = playerOut
        self.fielder = fielder
    }
}

/// How a batter was out. `out` is a wicket whose kind the scorer (or a button box) did not
/// record yet; it is credited to the bowler until `amendWicket` says otherwise.
public enum DismissalKind: String, Codable, Sendable, Equatable, CaseIterable {
    case out
    case bowled
    case caught
    case caughtAndBowled
    case lbw
    case stumped
    case runOut
    case hitWicket
    case hitBallTwice
    case obstructingTheField
    case timedOut
    case retiredOut
    case houseP10

    /// The Laws credit these to the bowler; the rest are team wickets only.
    public var creditsBowler: Bool {
        switch self {
        case .out, .bowled, .caught, .caughtAndBowled, .lbw, .stumped, .hitWicket: true
        case .runOut, .hitBallTwice, .obstructingTheField, .timedOut, .retiredOut, .houseP10: false
        }
    }

    /// The kinds `amendWicket` may set or change. Timed out, retired out and P10 carry their
    /// own effects (a wicket without a ball, minus ten runs) and come only with their own actions.
    public var amendable: Bool {
        switch self {
        case .retiredOut, .timedOut, .houseP10: false
        default: true
        }
    }

    /// The kinds that name a fielder: the catcher, the wicket-keeper who stumped, the fielder
    /// of a run out. Caught and bowled names the bowler, who is already there; the rest name
    /// nobody but the bowler.
    public var takesFielder: Bool {
        switch self {
        case .caught, .stumped, .runOut: true
        default: false
        }
    }

    /// Dismissals possible off a no-ball and on a free hit (Laws 21.18, 21.19).
    var possibleOffNoBall: Bool {
        switch self {
        case .runOut, .hitBallTwice, .obstructingTheField, .out: true
        default: false
        }
    }

    /// Dismissals possible off a wide (Law 22.7): not bowled, lbw or caught.
    var possibleOffWide: Bool {
        switch self {
        case .stumped, .hitWicket, .runOut, .obstructingTheField, .out: true
        default: false
        }
    }

    /// Only the striker can be out this way.
    var strikerOnly: Bool {
        switch self {
        case .runOut, .obstructingTheField, .timedOut, .retiredOut, .out: false
        default: true
        }
    }

    /// Accepts the camelCase names and the spaced forms Cricsheet and people write.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let kind = Self(loose: raw) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: CricketMessages.unknownDismissal(raw)))
        }
        self = kind
    }

    public init?(loose raw: String) {
        let folded = raw.lowercased().filter { $0.isLetter || $0.isNumber }
        let aliases: [String: DismissalKind] = [
            "handledtheball": .obstructingTheField, "obstructingfield": .obstructingTheField,
            "hittheballtwice": .hitBallTwice, "candb": .caughtAndBowled, "cb": .caughtAndBowled,
            "p10": .houseP10,
        ]
        if let alias = aliases[folded] { self = alias; return }
        guard let kind = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
            return nil
        }
        self = kind
    }
}

/// Overs in `overs.balls` notation ("9.2" = nine overs and two balls), given as a string or a
/// number in JSON.
public struct OversNotation: Codable, Sendable, Equatable {
    public var overs: Int
    public var balls: Int

    public init(overs: Int, balls: Int = 0) {
        self.overs = overs
        self.balls = balls
    }

    public init?(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let overs = Int(parts[0]), overs >= 0 else { return nil }
        let balls = parts.count == 2 ? Int(parts[1]) : 0
        guard let balls, balls >= 0 else { return nil }
        self.overs = overs
        self.balls = balls
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let int = try? c.decode(Int.self) {
            self.init(overs: int)
            return
        }
        let text: String
        if let string = try? c.decode(String.self) {
            text = string
        } else {
            // A JSON number such as 9.2: read its shortest decimal form, never 9.19999.
            text = String(describing: try c.decode(Double.self))
        }
        guard let parsed = OversNotation(text: text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: CricketMessages.badOvers(text)))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    public var description: String { "\(overs).\(balls)" }
}
