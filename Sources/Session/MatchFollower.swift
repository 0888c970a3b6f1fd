import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import MatchEngine
import Store

/// What the kiosk of a data directory shows, followed from another process (`scoreline
/// watch`): it reads `current` and the journal the kiosk appends to, and never writes, locks
/// or repairs anything, so it can run beside the kiosk, over SSH, as often as anyone likes.
///
/// Only the records added since the last look are applied (a journal only grows while a match
/// is played; an undo is a record too). When the journal is not the one followed any more (a
/// new match, an edit that rewrote it), the match is folded again from its first record.
public final class MatchFollower {
    private let store: MatchStore
    private let clock: any WallClock
    /// The board's durations, as the kiosk counts them: from the latest record's time on, by
    /// the monotonic clock (ADR 044), never by this process's wall clock against the kiosk's.
    private var timeline: SteadyTimeline
    private let venue: String?
    private var followed: (matchId: String, lastSeq: Int, lastChecksum: UInt32, session: any SportSession)?
    /// Why the match in play cannot be shown (unreadable, not a match); nil when it can.
    public private(set) var problem: String?
    /// The size and modification time of the journal at the last look: unchanged, nothing to read.
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
        let stamp = current.flatMap { FileStamp(path: store.journalPath(of: $0)) }
        if let lastLook, lastLook.matchId == current, lastLook.stamp == stamp { return false }
        lastLook = (current, stamp)
        guard let current else {
            followed = nil
            problem = nil
            return true
        }
        do {
            let records = try store.read(current).records
            let sameMatch = followed?.matchId == current
            defer {
                if let followed, let latest = SteadyTimeline.latestRecorded(records, sport: type(of: followed.session), limit: 64) {
                    // A match followed afresh starts from its own latest time; the same match
                    // only ever moves on.
                    if sameMatch { timeline.catchUp(to: latest, clock: clock) } else { timeline = SteadyTimeline(from: latest, clock: clock) }
                }
            }
            if let followed, followed.matchId == current,
                let last = records.first(where: { $0.seq == followed.lastSeq }), last.checksum == followed.lastChecksum
            {
                var session = followed.session
                // A record the rules refuse changes nothing, as in the kiosk's own fold.
                for record in records where record.seq > followed.lastSeq { try? session.apply(line: Data(record.payload)) }
                self.followed = (current, records.last?.seq ?? 0, records.last?.checksum ?? 0, session)
            } else {
                let folded = try MatchLoader.fold(records, snapshot: nil)
                followed = (current, records.last?.seq ?? 0, records.last?.checksum ?? 0, folded.session)
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

/// A file's size and modification time: enough to tell that an append happened.
struct FileStamp: Equatable {
    let size: Int
    let seconds: Int
    let nanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = Int(info.st_size)
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
