import FoundationEssentials
import MatchEngine
import Store

/// What the kiosk of a data directory shows, followed from another process (`scoreline
/// watch`): it reads `current` and the journal the kiosk appends to, and never writes, locks
/// or repairs anything, so it can run beside the kiosk, over SSH, as often as anyone likes.
///
/// Only the bytes appended since the last look are read (`JournalTail`, ADR 052): from the
/// start of the last record taken, which must still be there unchanged, to the end. When the
/// journal is not the one followed any more (a new match, a file cut, rewritten or replaced),
/// the match is read whole and folded again from its first record.
public final class MatchFollower {
    private let store: MatchStore
    private let clock: any WallClock
    /// The board's durations, as the kiosk counts them: from the latest record's time on, by
    /// the monotonic clock (ADR 044), never by this process's wall clock against the kiosk's.
    private var timeline: SteadyTimeline
    private let venue: String?
    private var followed: (matchId: String, place: JournalTail.Place?, session: any SportSession)?
    /// Why the match in play cannot be shown (unreadable, not a match); nil when it can.
    public private(set) var problem: String?
    /// The journal's stamp at the last look: unchanged, nothing to read.
    private var lastLook: (matchId: String?, stamp: FileStamp?)?

    public init(store: MatchStore, clock: any WallClock = KioskClock(), venue: String? = nil) {
        self.store = store
        self.clock = clock
        timeline = SteadyTimeline(clock: clock)
        self.venue = venue
    }

    /// The match being followed, if any.
    public var matchId: String? { followed?.matchId }

    /// Looks at the data directory again; true when what is shown may have changed.
    @discardableResult
    public func refresh() -> Bool {
        let current = store.currentMatchId()
        let stamp = current.flatMap { try? store.journalStamp(of: $0) }
        if let lastLook, lastLook.matchId == current, lastLook.stamp == stamp { return false }
        lastLook = (current, stamp)
        guard let current else {
            followed = nil
            problem = nil
            return true
        }
        do {
            if let followed, followed.matchId == current, let place = followed.place,
                case .appended(let records, let now) = try store.journalTail(of: current, after: place)
            {
                var session = followed.session
                // A record the rules refuse changes nothing, as in the kiosk's own fold.
                for record in records { try? session.apply(line: Data(record.payload)) }
                self.followed = (current, now, session)
                if let latest = SteadyTimeline.latestRecorded(records, sport: type(of: session), limit: 64, first: false) {
                    timeline.catchUp(to: latest, clock: clock)
                }
            } else {
                let sameMatch = followed?.matchId == current
                let (records, place) = try store.wholeJournal(of: current)
                let folded = try MatchLoader.fold(records, snapshot: nil)
                followed = (current, place, folded.session)
                if let latest = SteadyTimeline.latestRecorded(records, sport: type(of: folded.session), limit: 64) {
                    // A match followed afresh starts from its own latest time; the same match
                    // only ever moves on.
                    if sameMatch { timeline.catchUp(to: latest, clock: clock) } else { timeline = SteadyTimeline(from: latest, clock: clock) }
                }
            }
            problem = nil
        } catch {
            followed = nil
            problem = SessionMessages.cannotFollow(current, why: "\(error)")
        }
        return true
    }

    /// The board as the kiosk draws it now: the match in play at this moment's time, or the
    /// idle board.
    public var board: Scoreboard {
        let now = Timestamp(clock.now().journalTime).map { Timestamp($0, steady: timeline.seconds(clock: clock), synced: true) }
        var board = followed?.session.scoreboard(at: now) ?? IdleBoard.build(venue: venue, next: nil)
        if let problem { board = board.withBottomLine(problem, warning: true) }
        return board
    }
}
