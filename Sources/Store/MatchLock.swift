/// The lock a writer of a match holds: the exclusive `flock` on its journal, the same one the
/// kiosk holds for as long as it scores the match (`Journal.open`). Released by `release` or
/// when it goes away.
public final class MatchLock {
    private let file: any AppendFile

    init(_ file: any AppendFile) { self.file = file }

    deinit { file.close() }

    public func release() { file.close() }
}

extension MatchStore {
    /// Takes the match's lock, or throws `.busy` naming the process that holds it. Nil when
    /// the match has no journal that is a regular file: nothing can be writing it then.
    public func lock(_ matchId: String) throws(StoreError) -> MatchLock? {
        let path = journalPath(of: matchId)
        guard try files.kind(of: path) == .regular else { return nil }
        let (file, _) = try files.openForAppend(path)
        do {
            try file.lockExclusively()
        } catch {
            file.close()
            throw error
        }
        return MatchLock(file)
    }

    /// The lock of the match `current` names, before `current` is changed to `next`: the kiosk
    /// scoring that match owns `current` too. Nil when there is nothing to hold.
    func lockCurrent(replacingWith next: String?) throws(StoreError) -> MatchLock? {
        guard let named = currentMatchId(), named != next, Self.isValidId(named), try storedIds().contains(named) else { return nil }
        return try lock(named)
    }
}
