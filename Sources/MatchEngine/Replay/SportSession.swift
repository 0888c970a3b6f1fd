import FoundationEssentials

/// One sport's match as the replay driver, the store and the kiosk see it: typed actions (or
/// JSON action lines) in, an encodable state and a display model out. Each sport decodes its
/// own actions and gives its own buttons a meaning, so a new sport needs no change outside its
/// folder and one line in `SportRegistry`, and no caller ever asks which sport it holds.
public protocol SportSession: Sendable {
    /// The `sport` value of this sport's `newMatch` line ("cricket", "badminton").
    static var sport: String { get }
    /// Starts a match from the `newMatch` line (already parsed as JSON).
    init(newMatch: Data) throws(LineRejection)
    /// The type `init(newMatch:)` reads the record into, for the unknown-key check of a set-up
    /// (`SportRegistry.unreadKeys`); `nil` leaves this sport's set-ups unchecked.
    static var newMatchShape: (any Decodable.Type)? { get }
    /// Reads one action line of this sport, with its `at` when the line carries one.
    static func decode(line: Data) throws(LineRejection) -> (action: MatchAction, at: Timestamp?)
    /// Validates and applies one action; a refused action changes nothing.
    mutating func apply(_ action: MatchAction, at: Timestamp?) throws(LineRejection)
    /// Validates and applies one action line (`decode` then `apply`); a rejected line changes nothing.
    mutating func apply(line: Data) throws(LineRejection)
    /// Whether `action` (already admitted: names cleaned) would be accepted now, throwing what
    /// `apply(_:at:)` would, without changing anything and without copying the history; the
    /// public entry is `check(_:)`.
    func checkAdmitted(_ action: MatchAction) throws(LineRejection)
    /// The layout `scoreboard` has now, without building the board: compared before and
    /// after each action, so a press builds its board once (issue 37).
    var boardLayout: BoardLayout { get }
    /// The state in the replay output format of this sport (see docs/actions.md).
    func encodedState(using encoder: JSONEncoder) throws -> Data
    /// The display model as the actions' times leave it: `scoreboard(at: nil)`.
    var scoreboard: Scoreboard { get }
    /// The display model at `now`: clocks run on and short-lived notices expire. With `nil`
    /// it depends on the actions alone, as the replay output does.
    func scoreboard(at now: Timestamp?) -> Scoreboard

    /// What a button-box press means now; `armed` is the extra a previous press armed.
    func boxPlan(for press: BoxPress, armed: BoxExtra?) -> BoxPlan
    /// Actions the box records by itself after a press, for a gap it has no button for (the
    /// next bowler, batter, openers): candidates, tried in order until one is accepted.
    func boxFollowUps(alternateEnds: Bool) -> [MatchAction]
    /// What a press does in this match that the key's name does not say, for key help: a
    /// held Advance brings the next pair in a pairs game. Empty when the names say enough.
    func boxKeyNotes() -> [BoxPress: String]
    /// Presses that record nothing in this match whatever its state (a house rule it does not
    /// play), so key help can leave them out. Empty when every key may do something.
    func boxIdlePresses() -> Set<BoxPress>

    /// The state to save in a snapshot, or `nil` when this sport does not snapshot.
    func snapshotState() -> Data?
    /// A session resumed from `snapshotState()` bytes; `nil` when they do not decode.
    /// Undo then reaches back only to the snapshot (see `MatchHistory.baseCount`).
    init?(newMatch: Data, snapshotState: Data, actionCount: Int)
    /// The same, or the sentence saying why the bytes do not resume (an unknown version,
    /// damage, another set-up), for the log beside the journal's fold (ADR 059).
    static func resumed(newMatch: Data, snapshotState: Data, actionCount: Int) throws(SnapshotRefusal) -> Self
    /// Drops the history undo would reach only after taking back more than the latest
    /// `depth` actions: a live match keeps what its board needs, not the whole match (issue
    /// 39). Undo further back then needs the journal folded again, as after a resume from a
    /// snapshot. Does nothing for a sport whose pages read its whole history (badminton's
    /// game starts), which the laws keep short.
    mutating func forgetHistory(keepingLast depth: Int)
    /// Spreadsheet rows for the match so far, or `nil` when the history is not all in memory
    /// (resumed from a snapshot) or the sport has no export.
    func exportTables() -> ExportTables?
    /// The result in one line, as the result board says it (`matches list`); `nil` while
    /// the match has none.
    var resultLine: String? { get }
    /// The full scorecard, or `nil` for a sport that has none (badminton).
    var scorecard: Scorecard? { get }
    /// What the match adds to the season's records (careers, rankings, analytics), or `nil`
    /// for a sport that keeps none.
    var record: MatchRecord? { get }

    /// The display model of `page` at `now`, or `nil` when this sport has no such page or it
    /// has nothing to say now (the target page before a chase). `.main` is `scoreboard(at:)`.
    func page(_ page: BoardPage, at now: Timestamp?) -> Scoreboard?
    /// Whether a ball or rally may be in play, for the page cycle (docs/pages.md).
    var pagePhase: PagePhase { get }
    /// The slides the last applied action earned, most important first; empty when it earned
    /// none. The session asks only after recording a new action (never after an undo).
    func eventSlides(at now: Timestamp?) -> [EventSlide]
    /// What a scorer's phone shows and offers now (`ScoringPad`, Pad/).
    func scoringPad() -> ScoringPad
    /// The score as a screen reader says it ("Riverside 33 for 2 after 2.0 overs"), for the
    /// live view's announcements; nil for a sport without one.
    var spokenScore: String? { get }
}

extension SportSession {
    public mutating func apply(line: Data) throws(LineRejection) {
        let decoded = try Self.decode(line: line)
        try apply(decoded.action, at: decoded.at)
    }

    public var scoreboard: Scoreboard { scoreboard(at: nil) }
    public var boardLayout: BoardLayout { scoreboard.layout }

    public func boxPlan(for press: BoxPress, armed: BoxExtra?) -> BoxPlan { .ignore(BoxMessages.noButtons) }
    public func boxFollowUps(alternateEnds: Bool) -> [MatchAction] { [] }
    public func boxKeyNotes() -> [BoxPress: String] { [:] }
    public func boxIdlePresses() -> Set<BoxPress> { [] }

    public func snapshotState() -> Data? { nil }
    public mutating func forgetHistory(keepingLast depth: Int) {}
    public func exportTables() -> ExportTables? { nil }
    public var resultLine: String? { nil }
    public var spokenScore: String? { nil }
    public var scorecard: Scorecard? { nil }
    public var record: MatchRecord? { nil }
    public func page(_ page: BoardPage, at now: Timestamp?) -> Scoreboard? {
        page == .main ? scoreboard(at: now) : nil
    }
    public var pagePhase: PagePhase { .inPlay }
    public func eventSlides(at now: Timestamp?) -> [EventSlide] { [] }
    public init?(newMatch: Data, snapshotState: Data, actionCount: Int) { return nil }
    public static func resumed(newMatch: Data, snapshotState: Data, actionCount: Int) throws(SnapshotRefusal) -> Self {
        guard let session = Self(newMatch: newMatch, snapshotState: snapshotState, actionCount: actionCount) else {
            throw SnapshotRefusal(SnapshotMessages.notResumable(sport))
        }
        return session
    }

    /// The refusal for an action of another sport, which no rules of this one can read.
    static func wrongSport(_ action: MatchAction) -> LineRejection {
        LineRejection(CommonMessages.wrongSport(action.sport ?? "", match: Self.sport))
    }
}

/// A refused input line or action, with a message a scorer can act on. Callers branch on
/// `code`, never on the wording, so the copy can change freely.
public struct LineRejection: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// The input or the rules refuse it: the message says why.
        case refused
        /// Undo reaches behind a resumed snapshot: re-fold the journal, then try again.
        case undoNeedsFullHistory
    }

    public let message: String
    public let code: Code

    public init(_ message: String, code: Code = .refused) {
        self.message = message
        self.code = code
    }

    public var description: String { message }
}

/// The sports the driver can start, by the `sport` value of `newMatch`.
public enum SportRegistry {
    public static let sessions: [String: any SportSession.Type] = Dictionary(
        uniqueKeysWithValues: [CricketSession.self, BadmintonSession.self].map { ($0.sport, $0) })

    static var acceptedNames: String {
        sessions.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Starts the session named by a `newMatch` line entered now (a preset, the phone's set-up,
    /// `queue add`): a name holding a control character is refused (ADR 046).
    public static func start(newMatch line: Data) throws(LineRejection) -> any SportSession {
        if let refusal = NewMatchNames.refusal(line) { throw refusal }
        return try reopen(newMatch: line)
    }

    /// Starts the session of a `newMatch` line already stored (a journal, an import, a file
    /// replayed): an older build's control characters are cleaned, not refused, so it loads.
    public static func reopen(newMatch line: Data) throws(LineRejection) -> any SportSession {
        let header: NewMatchHeader
        do {
            header = try JSONDecoder().decode(NewMatchHeader.self, from: line)
        } catch {
            throw LineRejection(CommonMessages.firstLineNotNewMatch)
        }
        guard header.type == "newMatch" else {
            throw LineRejection(CommonMessages.firstLineNotNewMatch)
        }
        guard let sport = header.sport, let session = sessions[sport] else {
            throw LineRejection(CommonMessages.unknownSport(header.sport, accepted: acceptedNames))
        }
        return try session.init(newMatch: line)
    }
}

extension SportRegistry {
    /// The sport named by a `newMatch` line, if it is one this build knows.
    public static func sport(ofNewMatch line: Data) -> String? {
        guard let header = try? JSONDecoder().decode(NewMatchHeader.self, from: line),
            let sport = header.sport, sessions[sport] != nil
        else { return nil }
        return sport
    }

    /// A session resumed from a snapshot, or the sentence saying why the sport or the bytes do
    /// not allow it.
    public static func resume(newMatch line: Data, snapshotState: Data, actionCount: Int) throws(SnapshotRefusal) -> any SportSession {
        guard let sport = sport(ofNewMatch: line), let session = sessions[sport] else {
            throw SnapshotRefusal(SnapshotMessages.notResumable(nil))
        }
        return try session.resumed(newMatch: line, snapshotState: snapshotState, actionCount: actionCount)
    }
}

struct NewMatchHeader: Decodable {
    let type: String
    let sport: String?
}
