/// The folded state of a cricket match. Only the rules (`CricketRules`) change it.
public struct CricketState: Codable, Sendable, Equatable {
    public var setup: CricketSetup
    public var phase: Phase = .awaitingOpeners
    public var innings: [Innings] = []
    /// Who faces the next ball; `nil` while a dismissed batter's place is empty.
    public var striker: String?
    public var nonStriker: String?
    public var bowler: String?
    /// True at the start of each over until a bowler is chosen.
    public var needsBowler = true
    public var freeHit = false
    public var result: MatchResult?
    /// Penalty runs awarded to a fielding side that has not batted yet (Law 41.17).
    public var pendingPenalty: [Int] = [0, 0]
    /// A revised target entered before the chase starts.
    public var revisedTarget: Target?
    /// The next innings is a follow-on or a super over, as the scorer declared.
    public var nextInningsKind: InningsKind = .regular
    /// Bowlers warned under the bowler-warning house rule, in this innings.
    public var warnedBowlers: Set<String> = []
    /// What the last accepted action did, for the transient flash on the board.
    public var lastEvent: LastEvent?
    /// Runs a side won from the other side's wickets before it batted (`wicketCostTo`
    /// `fielding`); `nil` unless a club format gave some. Optional so older snapshots read.
    public var pendingWicketRuns: [Int]?

    public enum Phase: String, Codable, Sendable, Equatable {
        case awaitingOpeners
        case inPlay
        /// Every innings is played but the result needs the scorer (rain in the chase).
        case awaitingResult
        case finished
    }

    public enum InningsKind: String, Codable, Sendable, Equatable {
        case regular, followOn, superOver
    }

    public enum LastEvent: String, Codable, Sendable, Equatable {
        case four, six, wicket, inningsEnd, matchEnd
    }

    public var current: Innings? { innings.last }
    var rules: CricketRulesConfig { setup.rules }
}

public struct Target: Codable, Sendable, Equatable {
    public var runs: Int
    /// The overs the chase may use; `nil` when the innings has no over limit.
    public var overs: OversNotation?
    /// How a revised target was set (`dls`), so the result says "(DLS)" as scorecards do.
    public var method: CricketAction.TargetMethod? = nil
}

public struct MatchResult: Codable, Sendable, Equatable {
    /// Team name, or `nil` for a tie, a draw or no result.
    public var winner: String?
    public var text: String
    /// Scores level: what a super over or a tie-break may follow (never read from `text`).
    public var tied = false
    /// A draw, which `endMatch` may still settle as a side's winning draw; `nil` otherwise,
    /// so results written before it read and write unchanged.
    public var drawn: Bool?
    /// The DLS par score the scorer gave with a DLS result, shown beside it. Kept in the state
    /// (not read back from the last action) so a board resumed from a snapshot, or after a
    /// later correction, still shows it. `nil` for every other result.
    public var par: Int?
}

public struct Innings: Codable, Sendable, Equatable {
    public var battingTeam: Int
    public var kind: CricketState.InningsKind
    public var runs = 0
    public var wickets = 0
    public var legalBalls = 0
    public var extras = Extras()
    /// Net runs from house rules (P5, P10, bonus and dead-ball runs).
    public var adjustments = 0
    public var target: Target?
    /// Where the innings must stop, as (overs, balls) of the scheduled count; `nil` = no limit.
    public var limit: OversNotation?
    public var allOutAt: Int
    public var completedOvers = 0
    public var ballsInOver = 0
    public var batters: [BatterScore] = []
    public var bowlers: [BowlerScore] = []
    public var overLog = OverLog()
    public var currentOver = OverRecord()
    public var partnership = Partnership()
    /// Partnerships already ended (by a wicket, a retirement or the next pair), in order; the
    /// one still going is `partnership`. Optional so innings stored before the scorecard read.
    public var partnerships: [PartnershipRecord]?
    public var fallOfWickets: [FallOfWicket] = []
    public var lastBalls: [BallToken] = []
    public var closed: ClosedBy?
    /// What a club format adds (a starting total, wicket costs, pairs, the last hour); `nil`
    /// under the Laws alone, so those innings are stored exactly as before.
    public var format: InningsFormat?

    public enum ClosedBy: String, Codable, Sendable, Equatable {
        case allOut, oversUp, targetReached, declared, rain, forfeited, matchEnded
    }


    func batterIndex(_ name: String) -> Int? { batters.firstIndex { $0.name == name } }
    func bowlerIndex(_ name: String) -> Int? { bowlers.firstIndex { $0.name == name } }
}

/// An innings' club-format figures (docs/formats.md).
public struct InningsFormat: Codable, Sendable, Equatable {
    public var startingRuns = 0
    /// Deducted for the batting side's own wickets (`wicketCostTo` `batting`).
    public var runsLost = 0
    /// Added for the other side's wickets (`wicketCostTo` `fielding`).
    public var runsWon = 0
    /// Each pair in the order it batted (`oversPerPair`).
    public var pairs: [PairScore] = []
    /// The over by whose end the last hour's minimum is bowled.
    public var lastHourEndsAt: Int?
    /// The innings' limit before a last hour shortened it, so a later `lastHour` can extend it.
    public var scheduledLimit: OversNotation?
}

/// One pair's own score: every run scored while it was in, less what its wickets cost.
public struct PairScore: Codable, Sendable, Equatable {
    public var batters: [String]
    public var firstOver: Int
    public var runs = 0
    public var wickets = 0
}

public struct Extras: Codable, Sendable, Equatable {
    public var wides = 0
    public var noBalls = 0
    public var byes = 0
    public var legByes = 0
    public var penalty = 0

    public var total: Int { wides + noBalls + byes + legByes + penalty }
}

public struct BatterScore: Codable, Sendable, Equatable {
    public var name: String
    public var runs = 0
    public var balls = 0
    public var fours = 0
    public var sixes = 0
    public var status: Status = .batting
    public var dismissal: Dismissal?
    /// Times out while staying in (`allOut` false); `nil` when never.
    public var outs: Int?

    public enum Status: String, Codable, Sendable, Equatable {
        case batting, out, retiredHurt
    }
}

public struct Dismissal: Codable, Sendable, Equatable {
    public var kind: DismissalKind
    /// The bowler bowling when it happened (credited or not, so an amended kind can be).
    public var bowler: String?
    public var fielder: String?
    /// How the ball was, so a later amendment is held to what was possible on it.
    public var context: WicketContext?
}

public struct WicketContext: Codable, Sendable, Equatable {
    public var wasStriker: Bool
    public var offWide: Bool
    public var offNoBall: Bool
    public var freeHit: Bool
}

public struct BowlerScore: Codable, Sendable, Equatable {
    public var name: String
    public var legalBalls = 0
    public var runs = 0
    public var wickets = 0
    public var wides = 0
    public var noBalls = 0
    /// Wickets credited to him with his latest deliveries running, across overs, for the
    /// hat-trick slide; a wide or no-ball that takes no wicket neither adds nor breaks it.
    /// `nil` for none, so snapshots without a run read and write as before.
    public var wicketRun: Int?
}

/// One over as bowled, for maidens and the "no two overs running" rule.
public struct OverRecord: Codable, Sendable, Equatable {
    public var bowlers: [String] = []
    /// Legal balls by each of `bowlers`, in the same order (an over shared after an injury).
    public var bowlerBalls: [Int] = []
    public var conceded = 0
    public var legalBalls = 0
    /// Tokens this over added to the last-balls strip (every ball, and the house rules' runs),
    /// so a scorer's pad shows the over so far; `nil` for none, so older snapshots read.
    public var tokens: Int?

    /// Counts a ball (legal or not) by `bowler` in this over.
    mutating func record(_ bowler: String, legal: Bool) {
        if let i = bowlers.firstIndex(of: bowler) {
            if legal { bowlerBalls[i] += 1 }
        } else {
            bowlers.append(bowler)
            bowlerBalls.append(legal ? 1 : 0)
        }
        if legal { legalBalls += 1 }
    }

    func balls(of bowler: String) -> Int {
        bowlers.firstIndex(of: bowler).map { bowlerBalls[$0] } ?? 0
    }
}

public struct Partnership: Codable, Sendable, Equatable {
    public var runs = 0
    public var balls = 0
    /// Each batter's runs off the bat and balls faced in this partnership, in the order they
    /// first faced in it, for the partnership page's shares. Optional so older snapshots read.
    public var shares: [PartnershipShare]?

    /// Counts a ball faced by `batter` in this partnership.
    mutating func credit(_ batter: String, runs: Int, faced: Bool) {
        var list = shares ?? []
        if let i = list.firstIndex(where: { $0.name == batter }) {
            list[i].runs += runs
            list[i].balls += faced ? 1 : 0
        } else {
            list.append(PartnershipShare(name: batter, runs: runs, balls: faced ? 1 : 0))
        }
        shares = list
    }
}

/// One batter's part of a partnership.
public struct PartnershipShare: Codable, Sendable, Equatable {
    public var name: String
    public var runs: Int
    public var balls: Int
}

/// A partnership that has ended, for the scorecard.
public struct PartnershipRecord: Codable, Sendable, Equatable {
    /// The wicket it was for: 1 for the openers. A retirement ends a partnership without a
    /// wicket, so the next one is for the same wicket.
    public var wicket: Int
    /// The batters in it, in the order they came in (one alone when last man stands).
    public var batters: [String]
    public var runs: Int
    /// Balls bowled to it, wides excluded, as for a batter.
    public var balls: Int
}

public struct FallOfWicket: Codable, Sendable, Equatable {
    public var wicket: Int
    public var runs: Int
    public var batter: String
    public var overs: String
}

/// One ball in the last-balls strip, already in display form ("4", "W", "1wd").
public struct BallToken: Codable, Sendable, Equatable {
    public var text: String
    public var kind: Kind

    public enum Kind: String, Codable, Sendable, Equatable {
        case dot, runs, boundary, extra, wicket, adjustment
    }
}
