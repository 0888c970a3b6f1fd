#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

/// The data directory's owner lock (ADR 043): an exclusive `flock` on `<data>/lock`. The kiosk
/// takes it before it creates anything and holds it for as long as it runs; any other process
/// that would write `current` (and so decide which match is in play) takes it too. A second
/// kiosk on the same directory is refused before it touches anything, naming the holder.
///
/// `flock` is atomic and goes with the process: a kiosk killed by a power cut or SIGKILL holds
/// nothing afterwards, so there is never a stale lock to remove by hand. The file keeps the
/// holder's pid and start time for the refusal; /proc/locks stays the authority for the pid,
/// since a holder killed between taking the lock and writing the note leaves an older note.
public final class DataDirectoryLock {
    public static let fileName = "lock"
    private let file: any AppendFile

    private init(_ file: any AppendFile) { self.file = file }

    deinit { file.close() }

    public func release() { file.close() }

    /// Takes the lock, making the data directory (and only it) when missing, or throws
    /// `.dataDirectoryInUse` naming the holder. Nothing else in the directory is created or
    /// changed either way.
    static func take(root: String, files: any FileLayer, clock: any WallClock, pid: Int32 = getpid()) throws(StoreError) -> DataDirectoryLock {
        try files.makeDirectory(root)
        let path = root + "/" + fileName
        let (file, _) = try files.openForAppend(path)
        do {
            try file.lockExclusively()
        } catch {
            file.close()
            guard case .busy(_, let holder) = error else { throw error }
            let note = HolderNote(parsing: (try? files.readRegularFile(path)) ?? nil)
            throw .dataDirectoryInUse(root: root, holder: holder ?? note?.pidText, since: note?.since(ifHeldBy: holder))
        }
        // The note only names the holder in a refusal (/proc/locks is the authority), so a full
        // disk that will not take its few bytes does not cost the lock: the kiosk holds it and
        // waits the disk out like any other write (ADR 046).
        _ = try? file.truncate(to: 0)
        _ = try? file.append(Array(HolderNote(pid: pid, since: clock.now().journalTime).text.utf8))
        return DataDirectoryLock(file)
    }
}

/// `<data>/lock`'s two lines: `pid 812` and `since 2026-11-28T22:41:07Z`.
struct HolderNote: Equatable {
    let pid: Int32
    let since: String

    init(pid: Int32, since: String) {
        self.pid = pid
        self.since = since
    }

    /// Nil when the file is empty (the holder has not written it yet) or not a note.
    init?(parsing bytes: [UInt8]?) {
        guard let bytes else { return nil }
        let lines = String(decoding: bytes.prefix(256), as: UTF8.self).split(separator: "\n")
        guard lines.count >= 2, lines[0].hasPrefix("pid "), let pid = Int32(lines[0].dropFirst(4)), lines[1].hasPrefix("since ")
        else { return nil }
        self.init(pid: pid, since: String(lines[1].dropFirst(6).prefix(40)))
    }

    var text: String { "pid \(pid)\nsince \(since)\n" }
    var pidText: String { "pid \(pid)" }

    /// The start time, when the note is the holder's own (its pid is the one /proc/locks
    /// names, or that is unknown).
    func since(ifHeldBy holder: String?) -> String? {
        guard let holder else { return since }
        return holder == pidText || holder.hasPrefix(pidText + ":") ? since : nil
    }
}

extension MatchStore {
    /// A store that owns its data directory for as long as it lives: the kiosk's, taken before
    /// anything is created there (one kiosk per data directory, ADR 043). On a disk that
    /// refuses writes (a card remounted read-only) the lock file cannot be opened for writing,
    /// and nobody can write there either: the store comes back without the lock, the kiosk
    /// shows the last board read-only (ADR 046), and the session takes the lock before its
    /// first write once the disk takes writes again.
    public static func owned(root: String) throws(StoreError) -> MatchStore {
        let store = MatchStore(root: root)
        do {
            try store.takeOwnership()
        } catch {
            guard error.diskCondition != nil else { throw error }
        }
        return store
    }

    /// Makes this process the data directory's owner (ADR 043) until `releaseOwnership` or the
    /// process ends; nothing when it is already. Throws `.dataDirectoryInUse` naming the owner.
    public func takeOwnership() throws(StoreError) {
        guard ownership == nil else { return }
        ownership = try DataDirectoryLock.take(root: root, files: files, clock: clock)
    }

    public func releaseOwnership() {
        ownership?.release()
        ownership = nil
    }

    /// Whether this store holds the data directory's lock.
    public var ownsDataDirectory: Bool { ownership != nil }

    /// Runs `body` as the owner: the lock is taken for the call when this store does not hold
    /// it (a command, which lets go when done), and kept when it does (the kiosk).
    func asOwner<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        if ownership != nil { return try body() }
        try takeOwnership()
        defer { releaseOwnership() }
        return try body()
    }
}
