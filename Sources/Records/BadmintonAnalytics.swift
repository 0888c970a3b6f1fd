import MatchEngine

/// Each badminton player's season: matches won and lost, the win rate and its trend by month,
/// how they do with each partner in doubles, and against each opponent. Below
/// `minimumMatches` finished matches a rate says "Not enough data yet" instead of a number
/// that two results would swing by half (docs/records.md).
public struct BadmintonAnalytics: Sendable, Equatable {
    /// Five results make a win rate worth reading: one match moves it by 20 points at most.
    public static let minimumMatches = 5

    public var players: [BadmintonPlayerStats]

    public init(_ matches: [ArchivedMatch]) {
        var table: [String: BadmintonPlayerStats] = [:]
        for match in matches.sorted(by: { ($0.date, $0.number) < ($1.date, $1.number) }) {
            let record = match.record
            guard record.sport == BadmintonSession.sport, let winner = record.outcome.winner, record.sides.count == 2 else { continue }
            for (i, side) in record.sides.enumerated() {
                let opponents = record.sides[1 - i].label(sport: record.sport)
                for player in side.players {
                    var stats = table[player, default: BadmintonPlayerStats(player: player)]
                    let partner = side.players.first { $0 != player }
                    stats.add(won: winner == i, month: match.month, partner: partner, opponents: opponents)
                    table[player] = stats
                }
            }
        }
        players = table.values.sorted { ($0.played, $1.player) > ($1.played, $0.player) }
    }
}

/// Won and played, with the rate shown only from `BadmintonAnalytics.minimumMatches` results.
public struct WinRecord: Sendable, Equatable, Codable {
    public var played = 0
    public var won = 0

    public init(played: Int = 0, won: Int = 0) {
        self.played = played
        self.won = won
    }

    public var lost: Int { played - won }
    public var enoughData: Bool { played >= BadmintonAnalytics.minimumMatches }
    /// "67%", or the not-enough-data copy.
    public var rate: String {
        enoughData ? (RecordsFigures.percent(won, of: played) ?? RecordsMessages.noFigure) : RecordsMessages.notEnoughData
    }
    /// Won per thousand played, for charts; nil below the threshold.
    public var perMille: Int? { enoughData ? (won * 1000 + played / 2) / played : nil }

    mutating func add(won: Bool) {
        played += 1
        if won { self.won += 1 }
    }
}

public struct BadmintonPlayerStats: Sendable, Equatable, Codable {
    public var player: String
    public var overall = WinRecord()
    /// Month ("2026-03") by month, oldest first, with the running rate to the end of each:
    /// the trend a season's chart draws.
    public var months: [MonthRecord] = []
    /// Doubles partners, most played first.
    public var partners: [NamedRecord] = []
    /// Opponents (a player, or a pair in doubles), most played first.
    public var opponents: [NamedRecord] = []

    init(player: String) { self.player = player }

    public var played: Int { overall.played }

    mutating func add(won: Bool, month: String, partner: String?, opponents opponent: String) {
        overall.add(won: won)
        if months.last?.month != month { months.append(MonthRecord(month: month, inMonth: WinRecord(), toDate: overall)) }
        months[months.count - 1].inMonth.add(won: won)
        months[months.count - 1].toDate = overall
        if let partner { Self.add(&partners, partner, won: won) }
        Self.add(&opponents, opponent, won: won)
    }

    private static func add(_ rows: inout [NamedRecord], _ name: String, won: Bool) {
        if let i = rows.firstIndex(where: { $0.name == name }) {
            rows[i].record.add(won: won)
        } else {
            rows.append(NamedRecord(name: name, record: WinRecord(played: 1, won: won ? 1 : 0)))
        }
        rows.sort { ($0.record.played, $1.name) > ($1.record.played, $0.name) }
    }
}

public struct MonthRecord: Sendable, Equatable, Codable {
    public var month: String
    /// That month's matches alone.
    public var inMonth: WinRecord
    /// Every match up to the end of that month.
    public var toDate: WinRecord
}

public struct NamedRecord: Sendable, Equatable, Codable {
    public var name: String
    public var record: WinRecord
}
