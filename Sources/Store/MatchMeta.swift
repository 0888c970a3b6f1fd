/// What the store keeps about a match beside its journal: editable without touching the
/// scoring (names, date and notes are fixed here; scoring mistakes through actions).
public struct MatchMeta: Codable, Sendable, Equatable {
    /// Increases with every match created, so "newest first" needs no trustworthy clock.
    public var number: Int
    public var matchId: String
    public var sport: String
    public var title: String
    public var status: Status
    public var created: String
    /// How far `created` can be trusted (ADR 044); nil when the wall clock was synchronised
    /// (and in every meta.json written before the kiosk asked).
    public var clock: CreatedClock?
    /// The match date as the scorer states it (the clock may be wrong).
    public var date: String?
    public var notes: String?

    public enum CreatedClock: String, Codable, Sendable, Equatable {
        /// The wall clock was not synchronised; `created` is the last trusted time the data
        /// directory knew (the newest synchronised `created`), so the match sorts and dates as
        /// well as anything could.
        case lastTrusted = "last-trusted"
        /// The wall clock was not synchronised and no trusted time was known: `created` is the
        /// wall clock's reading, information only, and dates nothing.
        case unsynced
    }

    public enum Status: String, Codable, Sendable, Equatable {
        case current, finished
    }

    /// The numbers a meta.json may hold. A billion matches is more than any club will score;
    /// the bound keeps `next(after:)` from ever overflowing on a hand-edited file.
    public static let numbers = 1...999_999_999

    /// The number of the next match created after `newest` (nil: none yet). At the highest
    /// accepted number it stays there: a repeated number only blurs the order of the list,
    /// while a number out of range would make the new match's meta.json unreadable.
    public static func number(after newest: Int?) -> Int {
        guard let newest else { return numbers.lowerBound }
        return min(max(newest, numbers.lowerBound - 1), numbers.upperBound - 1) + 1
    }

    public init(number: Int, matchId: String, sport: String, title: String, status: Status, created: String) {
        self.number = number
        self.matchId = matchId
        self.sport = sport
        self.title = title
        self.status = status
        self.created = created
    }
}
