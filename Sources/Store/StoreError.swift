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
    /// The store opens only regular files; this is something else (a FIFO, a device, a link).
    case notRegularFile(path: String, kind: FileKind)
    /// The match cannot be opened at all (`path` is the file at fault); nothing was changed.
    case unopenable(path: String, problem: OpenProblem)
    /// A match with this id is already stored.
    case alreadyExists(String)
    /// Text that is not an accepted match id (`MatchID`), and where it was read.
    case invalidMatchId(String, source: String)

    public var description: String { StoreMessages.describe(self) }
}
