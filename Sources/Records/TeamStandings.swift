import MatchEngine

/// The league table of cricket teams: played, won, lost, tied, drawn, no result, points and
/// net run rate, ranked by points, then net run rate, then name. Points are the common league
/// scale: 2 for a win, 1 for a tie, a draw or no result.
public struct TeamStandings: Sendable, Equatable {
    public static let pointsForWin = 2
    public static let pointsForShare = 1

    public var rows: [TeamStanding]

    public init(_ matches: [ArchivedMatch]) {
        var table: [String: TeamStanding] = [:]
        for match in matches where match.record.cricket != nil && match.record.outcome.isFinished {
            let sides = match.record.sides
            guard sides.count == 2 else { continue }
            for (i, side) in sides.enumerated() {
                var row = table[side.name, default: TeamStanding(team: side.name)]
                row.played += 1
                switch match.record.outcome {
                case .won(let winner) where winner == i: row.won += 1
                case .won: row.lost += 1
                case .tied: row.tied += 1
                case .drawn: row.drawn += 1
                case .noResult, .inPlay: row.noResult += 1
                }
                if match.record.outcome != .noResult, let cricket = match.record.cricket {
                    row.addRunRate(cricket, side: i)
                }
                table[side.name] = row
            }
        }
        rows = table.values.sorted { a, b in
            if a.points != b.points { return a.points > b.points }
            if a.netRunRateValue != b.netRunRateValue { return a.netRunRateValue > b.netRunRateValue }
            return a.team < b.team
        }
    }
}

public struct TeamStanding: Sendable, Equatable, Codable {
    public var team: String
    public var played = 0
    public var won = 0
    public var lost = 0
    public var tied = 0
    public var drawn = 0
    public var noResult = 0
    /// For net run rate: runs and balls batted and bowled in regular innings of matches with a
    /// result; a side all out is charged its full quota of balls (the ICC's rule).
    public var runsFor = 0
    public var ballsFor = 0
    public var runsAgainst = 0
    public var ballsAgainst = 0

    init(team: String) { self.team = team }

    public var points: Int { won * TeamStandings.pointsForWin + (tied + drawn + noResult) * TeamStandings.pointsForShare }
    public var netRunRate: String { RecordsFigures.netRunRate(runsFor: runsFor, ballsFor: ballsFor, runsAgainst: runsAgainst, ballsAgainst: ballsAgainst) ?? RecordsMessages.noFigure }

    /// For ordering only: the same difference the text shows, in millionths.
    var netRunRateValue: Int {
        guard ballsFor > 0, ballsAgainst > 0 else { return 0 }
        let forRate = runsFor.multipliedChecked(by: 6_000_000).map { $0 / ballsFor } ?? 0
        let againstRate = runsAgainst.multipliedChecked(by: 6_000_000).map { $0 / ballsAgainst } ?? 0
        return forRate - againstRate
    }

    mutating func addRunRate(_ cricket: CricketRecord, side: Int) {
        for inn in cricket.innings where !inn.superOver {
            // Net run rate belongs to limited-overs cricket; an innings with no limit adds nothing.
            guard let limit = inn.limitBalls else { continue }
            let balls = inn.allOut ? max(limit, inn.legalBalls) : inn.legalBalls
            if inn.battingSide == side {
                runsFor += inn.runs
                ballsFor += balls
            } else {
                runsAgainst += inn.runs
                ballsAgainst += balls
            }
        }
    }
}
