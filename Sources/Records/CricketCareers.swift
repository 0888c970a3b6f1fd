import MatchEngine

/// Batting and bowling careers over a list of matches. Super overs are left out, as every
/// scorebook and statistician does: they settle a tie and are not part of a player's record.
/// A match in play counts what has happened so far, as a live scorecard would.
public struct CricketCareers: Sendable, Equatable, Codable {
    public var batting: [BattingCareer]
    public var bowling: [BowlingCareer]

    public init(_ matches: [ArchivedMatch]) {
        var batting: [PlayerRef: BattingCareer] = [:]
        var bowling: [PlayerRef: BowlingCareer] = [:]
        for match in matches {
            guard let cricket = match.record.cricket else { continue }
            let sides = match.record.sides
            var battedIn = Set<PlayerRef>()
            for inn in cricket.innings where !inn.superOver && sides.indices.contains(inn.battingSide) {
                for b in inn.batting {
                    let ref = match.player(side: inn.battingSide, name: b.name)
                    battedIn.insert(ref)
                    batting[ref, default: BattingCareer(ref)].add(b, matchId: match.matchId)
                }
                var bowledThisInnings = Set<PlayerRef>()
                for b in inn.bowling {
                    let ref = match.player(side: 1 - inn.battingSide, name: b.name)
                    let newInnings = bowledThisInnings.insert(ref).inserted
                    bowling[ref, default: BowlingCareer(ref)].add(b, matchId: match.matchId, newInnings: newInnings)
                }
            }
            // A player on the team sheet who neither batted nor bowled still played the match.
            for (i, side) in sides.enumerated() where match.record.sport == CricketSession.sport {
                for name in side.players {
                    let ref = match.player(side: i, name: name)
                    if !battedIn.contains(ref) { batting[ref, default: BattingCareer(ref)].addMatchOnly(match.matchId) }
                }
            }
        }
        self.batting = batting.values.sorted { ($0.runs, $1.player) > ($1.runs, $0.player) }
        self.bowling = bowling.values.sorted {
            if $0.wickets != $1.wickets { return $0.wickets > $1.wickets }
            if $0.runs != $1.runs { return $0.runs < $1.runs }
            return $0.player < $1.player
        }
    }
}

public struct BattingCareer: Sendable, Equatable, Codable {
    public var player: PlayerRef
    public var matchIds: [String] = []
    public var innings = 0
    public var notOuts = 0
    public var runs = 0
    public var balls = 0
    public var highest = 0
    public var highestNotOut = false
    public var fifties = 0
    public var hundreds = 0
    public var fours = 0
    public var sixes = 0

    init(_ player: PlayerRef) { self.player = player }

    public var matches: Int { matchIds.count }
    public var outs: Int { innings - notOuts }
    public var average: String { RecordsFigures.average(runs: runs, outs: outs) }
    public var strikeRate: String { RecordsFigures.strikeRate(runs: runs, balls: balls) }
    /// "112*", "45".
    public var highestText: String { innings == 0 ? RecordsMessages.noFigure : "\(highest)\(highestNotOut ? "*" : "")" }

    mutating func add(_ b: BattingRecord, matchId: String) {
        if matchIds.last != matchId { matchIds.append(matchId) }
        innings += 1
        if !b.out { notOuts += 1 }
        runs += b.runs
        balls += b.balls
        fours += b.fours
        sixes += b.sixes
        // The higher score wins; at the same score a not out ranks above, as the books list it.
        if innings == 1 || b.runs > highest || (b.runs == highest && !b.out) {
            highest = b.runs
            highestNotOut = !b.out
        }
        if b.runs >= 100 { hundreds += 1 } else if b.runs >= 50 { fifties += 1 }
    }

    mutating func addMatchOnly(_ matchId: String) {
        if matchIds.last != matchId { matchIds.append(matchId) }
    }
}

public struct BowlingCareer: Sendable, Equatable, Codable {
    public var player: PlayerRef
    public var matchIds: [String] = []
    public var innings = 0
    public var balls = 0
    public var maidens = 0
    public var runs = 0
    public var wickets = 0
    /// Best figures in an innings: most wickets, then fewest runs.
    public var bestWickets = 0
    public var bestRuns = 0

    init(_ player: PlayerRef) { self.player = player }

    public var matches: Int { matchIds.count }
    public var overs: String { RecordsFigures.overs(balls: balls) }
    public var average: String { RecordsFigures.average(runs: runs, outs: wickets) }
    public var economy: String { RecordsFigures.economy(runs: runs, balls: balls) }
    public var strikeRate: String { RecordsFigures.bowlingStrikeRate(balls: balls, wickets: wickets) }
    /// "4/23".
    public var best: String { innings == 0 ? RecordsMessages.noFigure : "\(bestWickets)/\(bestRuns)" }

    mutating func add(_ b: BowlingRecord, matchId: String, newInnings: Bool) {
        if matchIds.last != matchId { matchIds.append(matchId) }
        if newInnings { innings += 1 }
        balls += b.legalBalls
        maidens += b.maidens
        runs += b.runs
        wickets += b.wickets
        if innings == 1 || b.wickets > bestWickets || (b.wickets == bestWickets && b.runs < bestRuns) {
            bestWickets = b.wickets
            bestRuns = b.runs
        }
    }
}
