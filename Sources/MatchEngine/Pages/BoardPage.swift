/// The pages a big screen can show besides the live board (issue 14, docs/pages.md). The
/// engine builds each page's display model; the session's page cycle decides which one is on
/// the screen; the renderer lays each out like any other board.
public enum BoardPage: String, Codable, Sendable, CaseIterable, Equatable {
    /// The live board (banner, court, result): what a ball always brings back.
    case main
    /// The batting card of the innings in play (or the last one).
    case batting
    case fallOfWickets
    case bowling
    /// The partnership in progress, with each batter's share.
    case partnership
    /// What the chasing side needs; only in a chase.
    case target
    /// A sponsor's image; built by `SponsorBoard`, never by a sport.
    case sponsor
    /// Badminton between games: the game just ended in numbers.
    case gameSummary
}

/// Where the match is, as far as pages are concerned: pages cycle only when no ball or rally
/// is in play, so a live ball is never covered.
public enum PagePhase: String, Codable, Sendable, Equatable {
    /// A ball or rally may come at any moment (mid-over, mid-game): main board and event
    /// slides only.
    case inPlay
    /// An over has just ended and the next has not begun.
    case betweenOvers
    /// An innings break, a badminton game break, a declared interval, before the first ball.
    case atBreak
    /// The match has a result.
    case finished
}

/// A slide the last action earned (a wicket, a fifty, a maiden), with its board ready to show.
public struct EventSlide: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, Equatable {
        case wicket
        case fifty
        case hundred
        case maiden
        case hatTrick
        /// "Need N off M" as a chase begins.
        case chaseStart
        /// A batter new to the innings walks out (not one coming back after retiring hurt).
        case newBatter
        /// Badminton: a game has just been won (the game summary).
        case gameWon
    }

    public var kind: Kind
    /// Rare events (a hundred, a hat-trick) speak with `!`; routine ones stay calm.
    public var rare: Bool
    public var board: Scoreboard

    public init(kind: Kind, rare: Bool, board: Scoreboard) {
        self.kind = kind
        self.rare = rare
        self.board = board
    }
}
