/// What went wrong in the store, in words a club volunteer can act on.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The operating system refused an operation (`errno` and what was being done).
    case system(operation: String, path: String, errno: Int32)
    /// The journal was written by a newer Scoreline than this one.
    case newerJournal(path: String, version: Int, supported: Int)
    /// The data is not what the store wrote (a snapshot or export that fails its check).
    case unreadable(path: String, why: String)
    case notFound(String)
    /// Another Scoreline process is writing this match (the service while a command runs);
    /// `holder` describes that process when it can be found.
    case busy(path: String, holder: String?)
    /// Another process owns the data directory (`<data>/lock`, ADR 043): a kiosk scoring it,
    /// or a command changing `current`. `holder` and `since` describe it when known.
    case dataDirectoryInUse(root: String, holder: String?, since: String?)
    /// The store opens only regular files; this is something else (a FIFO, a device, a link).
    case notRegularFile(path: String, kind: FileKind)
    /// The match cannot be opened at all (`path` is the file at fault); nothing was changed.
    case unopenable(path: String, problem: OpenProblem)
    /// Something is already in the folder a new match would have (a stored match, or what is
    /// left of one): a new match is never written into it.
    case alreadyExists(matchId: String, folder: String)
    /// A journal line longer than `limit` bytes (`JournalLine.maxLineBytes`): not written, as
    /// an import could not read it back.
    case lineTooLong(path: String, bytes: Int, limit: Int)
    /// A newMatch record too long to queue: once the kiosk adds its envelope and id it would
    /// not fit in a journal line.
    case queuedRecordTooLong(bytes: Int, limit: Int)
    /// The queue holds its highest number already.
    case queueFull(path: String, limit: Int)
    /// Text that is not an accepted match id (`MatchID`), and where it was read.
    case invalidMatchId(String, source: String)

    public var description: String { StoreMessages.describe(self) }

    /// The record itself is refused (too long for a journal line), whatever the disk holds:
    /// writing it again can never succeed.
    public var refusesRecord: Bool {
        if case .lineTooLong = self { true } else { false }
    }
}
