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

    public init(matchId: String, number: Int, title: String, date: String, season: String, score: String,
                record: MatchRecord, scorecard: Scorecard?) {
        self.matchId = matchId
        self.number = number
        self.title = title
        self.date = date
        self.season = season
        self.score = score
        self.record = record
        self.scorecard = scorecard
    }

    /// The result once there is one, else the live score.
    public var resultOrScore: String {
        record.result ?? RecordsMessages.inPlay(score)
    }

    /// "2026-03", for trends by month.
    public var month: String { String(date.prefix(7)) }
}
