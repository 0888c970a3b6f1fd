import MatchEngine

/// One stored match as the records read it: where it sits in the archive (id, number, date,
/// season) and what the sport made of it. Built by the reader in `Session` from the store and
/// a fold; everything here is plain data, so the records are pure functions of a list of these.
public struct ArchivedMatch: Codable, Sendable, Equatable {
    public var matchId: String
    /// The store's creation order: newest first needs no trustworthy clock.
    public var number: Int
    public var title: String
    /// YYYY-MM-DD: the date the scorer gave, else the day the match was created.
    public var date: String
    public var season: String
    /// The live score while the match is in play ("Riverside 142/6 (18.2)").
    public var score: String
    public var record: MatchRecord
    /// The full card for a cricket match (the portal's scorecard page).
    public var scorecard: Scorecard?
    /// Roster ids of the names in this match the roster knows, keyed "side:name"
    /// (`PlayerDirectory.ids(for:)`).
    public var playerIds: [String: String]

    public init(matchId: String, number: Int, title: String, date: String, season: String, score: String,
                record: MatchRecord, scorecard: Scorecard?, playerIds: [String: String] = [:]) {
        self.matchId = matchId
        self.number = number
        self.title = title
        self.date = date
        self.season = season
        self.score = score
        self.record = record
        self.scorecard = scorecard
        self.playerIds = playerIds
    }

    /// The player `name` of side `side`, with their roster id when the roster knows them.
    public func player(side: Int, name: String) -> PlayerRef {
        let team = record.sides.indices.contains(side) ? record.sides[side].name : ""
        // Most archives have no roster links: no key to build then.
        return PlayerRef(team: team, name: name, id: playerIds.isEmpty ? nil : playerIds["\(side):\(name)"])
    }

    /// The side `player` played for in this match, if they played in it.
    public func side(of player: PlayerRef) -> Int? {
        record.sides.indices.first { side in
            self.player(side: side, name: player.name) == player
                && (record.sides[side].players.contains(player.name) || appears(player.name, side: side))
        }
    }

    private func appears(_ name: String, side: Int) -> Bool {
        record.cricket?.innings.contains { inn in
            inn.battingSide == side ? inn.batting.contains { $0.name == name } : inn.bowling.contains { $0.name == name }
        } ?? false
    }

    /// The result once there is one, else the live score.
    public var resultOrScore: String {
        record.result ?? RecordsMessages.inPlay(score)
    }

    /// "2026-03", for trends by month.
    public var month: String { String(date.prefix(7)) }
}
