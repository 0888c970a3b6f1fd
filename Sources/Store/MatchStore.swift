import FoundationEssentials

/// The data directory:
///
///     matches/<matchId>/journal.jsonl   the match (line 1 is its newMatch record)
///     matches/<matchId>/snapshot        the folded state every N actions
///     matches/<matchId>/meta.json       title, status, date, notes
///     current                           the id of the match in progress
///     queue/<NNNNNN>.json               newMatch records of matches to play next (six digits)
///     bin/<matchId>@<unix time>/        deleted matches, kept 30 days
///     set-aside/<matchId>@<unix time>/  matches that could not be opened, moved whole (ADR 009)
///     set-aside/current@<unix time>     a `current` that could not be used
///     set-aside/<entry>.txt             the sentence that said why
///
/// One writer per match: whoever writes a match holds the lock on its journal (the kiosk for
/// as long as it scores it), and every other change to that match, and to `current` while it
/// names that match, takes the same lock first or is refused (`.busy`, naming the holder).
/// `current` itself belongs to the data directory's owner (`<data>/lock`, ADR 043): the kiosk,
/// or a command that changes which match is in play, takes it before creating anything.
public final class MatchStore: @unchecked Sendable {
    // Used from the reactor thread or a CLI command, one at a time.
    public let root: String
    let files: any FileLayer
    let clock: any WallClock
    /// The data directory's lock while this store owns it (`takeOwnership`).
    var ownership: DataDirectoryLock?
    /// How long the recovery bin keeps a deleted match.
    public static let binDays = 30

    public init(root: String, files: any FileLayer = PosixFileLayer(), clock: any WallClock = SystemClock()) {
        self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
        self.files = files
        self.clock = clock
    }

    public func directory(of matchId: String) -> String { "\(root)/matches/\(matchId)" }
    public func journalPath(of matchId: String) -> String { directory(of: matchId) + "/journal.jsonl" }
    public func snapshotPath(of matchId: String) -> String { directory(of: matchId) + "/snapshot" }
    func metaPath(of matchId: String) -> String { directory(of: matchId) + "/meta.json" }
    var currentPath: String { root + "/current" }

    // MARK: Matches

    /// Creates a match whose journal starts with its `newMatch` record, durable on return.
    /// The match's folder is made here, exclusively: if anything is already at that name (a
    /// stored match, a folder that lost its meta.json, an empty one) nothing is written into
    /// it and `.alreadyExists` names it. Opening that journal for writing would "recover" it,
    /// setting its lines aside under a new match.
    /// - Parameter makeCurrent: make it the match in play. `current` is taken from the match it
    ///   names only if no other process is writing that one (else `.busy`, nothing created).
    /// - Parameter created: the meta's `created` and how far it is trusted; nil: the store's
    ///   clock now, trusted (ADR 044).
    public func create(matchId: String, sport: String, title: String, newMatch: [UInt8], makeCurrent: Bool = true,
                       created: (text: String, clock: MatchMeta.CreatedClock?)? = nil) throws(StoreError) -> Journal {
        try checkId(matchId)
        // Making it the match in play is the owner's (ADR 043): taken before anything is made.
        guard makeCurrent else {
            return try createMatch(matchId: matchId, sport: sport, title: title, newMatch: newMatch, makeCurrent: false, created: created)
        }
        return try asOwner { () throws(StoreError) in
            try createMatch(matchId: matchId, sport: sport, title: title, newMatch: newMatch, makeCurrent: true, created: created)
        }
    }

    private func createMatch(
        matchId: String, sport: String, title: String, newMatch: [UInt8], makeCurrent: Bool,
        created: (text: String, clock: MatchMeta.CreatedClock?)?
    ) throws(StoreError) -> Journal {
        let previous = makeCurrent ? try lockCurrent(replacingWith: matchId) : nil
        defer { previous?.release() }
        let folder = directory(of: matchId)
        guard try files.makeNewDirectory(folder) else { throw .alreadyExists(matchId: matchId, folder: folder) }
        let journal: Journal
        do throws(StoreError) {
            // Marked until whole: a creation cut off here is removed at the next start
            // (`clearDebris`) instead of being listed as a damaged match for ever.
            try markCreating(folder)
            journal = try Journal.open(journalPath(of: matchId), files: files).journal
            do throws(StoreError) {
                try journal.append(newMatch, at: clock.now().journalTime)
            } catch {
                journal.close()
                throw error
            }
        } catch {
            // Nothing was recorded: the folder made above goes again, so the id stays free and
            // no unreadable folder is left behind for every later list.
            try? files.remove(journalPath(of: matchId))
            try? files.remove(folder + "/" + Self.creatingMark)
            try? files.remove(folder)
            throw error
        }
        do throws(StoreError) {
            let number = MatchMeta.number(after: try list().compactMap(\.meta?.number).max())
            var meta = MatchMeta(number: number, matchId: matchId, sport: sport, title: title, status: .current, created: created?.text ?? clock.now().journalTime)
            meta.clock = created?.clock
            try writeMeta(meta)
            // Durably unmarked before anyone is told the match exists.
            try files.remove(folder + "/" + Self.creatingMark)
            try files.syncDirectory(folder)
            if makeCurrent { try writeCurrent(matchId) }
        } catch {
            journal.close()
            throw error
        }
        return journal
    }

    /// Opens a match's journal for writing (recovering a damaged tail) and its snapshot, if one
    /// agrees. A match that cannot be opened at all (no intact first record, a journal that is
    /// no regular file, missing or invalid metadata) is refused with `.unopenable` and left
    /// exactly as it is.
    public func open(_ matchId: String) throws(StoreError) -> OpenedMatch {
        try checkId(matchId)
        guard try storedIds().contains(matchId) else { throw .notFound("match \(matchId)") }
        let opened: (journal: Journal, records: [JournalRecord], recovery: Recovery?)
        do {
            try checkKinds(matchId)
            opened = try Journal.open(journalPath(of: matchId), files: files, requireFirstRecord: true)
        } catch .notRegularFile(let path, let kind) {
            // Replaced between the check and the open.
            throw .unopenable(path: path, problem: .notRegular(kind))
        }
        let meta: MatchMeta
        do {
            meta = try metaForOpening(matchId)
        } catch {
            opened.journal.close()
            throw error
        }
        let snapshot = Snapshot.reading(snapshotPath(of: matchId), matching: opened.records, files: files)
        return OpenedMatch(
            meta: meta, journal: opened.journal, records: opened.records, recovery: opened.recovery, snapshot: snapshot.snapshot,
            snapshotProblem: snapshot.problem)
    }

    /// The names in matches/, whether or not each can be opened.
    public func storedIds() throws(StoreError) -> [String] {
        try files.list(root + "/matches")
    }

    /// The entries of `matches/` with what each is, from the one listing: `list(folders:)`
    /// needs no `lstat` a match to see that each is a folder.
    public func storedFolders() throws(StoreError) -> [DirectoryEntry] {
        try files.entries(root + "/matches")
    }

    /// The folder must be a directory and its journal a regular file.
    func checkKinds(_ matchId: String) throws(StoreError) {
        let folder = directory(of: matchId)
        if let kind = try files.kind(of: folder), kind != .directory { throw .unopenable(path: folder, problem: .notAFolder(kind)) }
        let journal = journalPath(of: matchId)
        guard let kind = try files.kind(of: journal) else { throw .unopenable(path: journal, problem: .missing) }
        guard kind == .regular else { throw .unopenable(path: journal, problem: .notRegular(kind)) }
    }

    /// The metadata, with what makes it unusable said as an `.unopenable` problem.
    func metaForOpening(_ matchId: String) throws(StoreError) -> MatchMeta {
        let path = metaPath(of: matchId)
        // A folder without its meta.json reads as `.unreadable` (ADR 010); opening says which.
        if try files.kind(of: path) == nil { throw .unopenable(path: path, problem: .metadataMissing) }
        do {
            return try meta(of: matchId)
        } catch .notFound {
            throw .unopenable(path: path, problem: .metadataMissing)
        } catch .notRegularFile(_, let kind) {
            throw .unopenable(path: path, problem: .notRegular(kind))
        } catch .unreadable {
            throw .unopenable(path: path, problem: .metadataInvalid)
        }
    }

    /// A match for reading only (export, listing): no lock, no repair, so it is safe while
    /// the scoreboard is writing it.
    public func read(_ matchId: String) throws(StoreError) -> (meta: MatchMeta, records: [JournalRecord]) {
        try checkId(matchId)
        guard try storedIds().contains(matchId) else { throw .notFound("match \(matchId)") }
        return (try meta(of: matchId), try Journal.read(journalPath(of: matchId), files: files))
    }

    /// The match's snapshot when it agrees with `records` (read with `read`), for a reader
    /// that only needs the state: no lock, nothing repaired.
    public func snapshot(of matchId: String, matching records: [JournalRecord]) -> Snapshot? {
        guard MatchID(matchId) != nil else { return nil }
        return Snapshot.read(snapshotPath(of: matchId), matching: records, files: files)
    }

    public func saveSnapshot(_ snapshot: Snapshot, of matchId: String) throws(StoreError) {
        try checkId(matchId)
        try Snapshot.write(snapshot, to: snapshotPath(of: matchId), files: files)
    }

    /// Every folder in matches/: the readable matches newest first, then those whose
    /// metadata cannot be read (with why), by name. None is left out.
    public func list() throws(StoreError) -> [ListedMatch] {
        try list(folders: try storedFolders())
    }

    /// `list()` of the entries a caller has just listed (`storedFolders()`), so a command that
    /// looked at the folder first does not list it twice.
    public func list(folders: [DirectoryEntry]) throws(StoreError) -> [ListedMatch] {
        var readable: [MatchMeta] = []
        var unreadable: [ListedMatch] = []
        for entry in folders {
            let id = entry.name
            do throws(StoreError) {
                if entry.kind != .directory {
                    throw .unopenable(path: directory(of: id), problem: .notAFolder(entry.kind))
                }
                readable.append(try meta(of: id, listed: true))
            } catch {
                unreadable.append(.unreadable(matchId: id, why: error))
            }
        }
        return readable.sorted { $0.number > $1.number }.map(ListedMatch.readable) + unreadable
    }

    /// One decoder for every meta.json a listing reads: making one a match was a tenth of a
    /// season's listing. It holds no state between decodes.
    private static let metaDecoder = JSONDecoder()

    /// The match's metadata, which must name the match by its folder's id: one that names
    /// another would have `writeMeta` write somewhere else (ADR 010).
    public func meta(of matchId: String) throws(StoreError) -> MatchMeta {
        try meta(of: matchId, listed: false)
    }

    /// - Parameter listed: the caller has just seen the folder in its listing, so a missing
    ///   meta.json is known to be a damaged match without listing the folder again.
    func meta(of matchId: String, listed: Bool) throws(StoreError) -> MatchMeta {
        try checkId(matchId)
        let path = metaPath(of: matchId)
        guard let bytes = try files.readRegularFile(path) else {
            // A folder without its meta.json is a damaged match, not a missing one.
            let there = try listed ? true : files.list(root + "/matches").contains(where: { MatchID.sameName($0, matchId) })
            guard there else {
                throw .notFound("match \(matchId)")
            }
            throw .unreadable(path: path, why: StoreMessages.metaMissing)
        }
        let meta: MatchMeta
        do {
            meta = try Self.metaDecoder.decode(MatchMeta.self, from: Data(bytes))
        } catch {
            throw .unreadable(path: path, why: StoreMessages.badMeta)
        }
        guard MatchID.sameName(meta.matchId, matchId) else {
            throw .unreadable(path: path, why: StoreMessages.metaNamesAnother(meta.matchId, folder: matchId))
        }
        // Bounded when read, so no later sum with it can overflow.
        guard MatchMeta.numbers.contains(meta.number) else {
            throw .unreadable(path: path, why: StoreMessages.metaNumberOutOfRange(meta.number))
        }
        return meta
    }

    public func writeMeta(_ meta: MatchMeta) throws(StoreError) {
        try checkId(meta.matchId)
        try files.replaceAtomically(metaPath(of: meta.matchId), with: try encodedMeta(meta))
    }

    /// `meta.json`'s bytes, as every writer of it writes them.
    func encodedMeta(_ meta: MatchMeta) throws(StoreError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(meta) else { throw .unreadable(path: metaPath(of: meta.matchId), why: StoreMessages.badMeta) }
        return Array(data)
    }

    /// Changes a match's title, date or notes, holding its lock so that the writer's own
    /// changes (finishing it) are not lost.
    public func editMeta(_ matchId: String, _ change: (inout MatchMeta) -> Void) throws(StoreError) {
        let held = try lock(matchId)
        defer { held?.release() }
        var meta = try meta(of: matchId)
        change(&meta)
        try writeMeta(meta)
    }

    /// Moves the match to the archive of finished matches.
    /// - Parameter journal: the match's journal when the caller has it open (and so holds its
    ///   lock); otherwise the lock is taken here.
    public func finish(_ matchId: String, holding journal: Journal? = nil) throws(StoreError) {
        let held = journal == nil ? try lock(matchId) : nil
        defer { held?.release() }
        var meta = try meta(of: matchId)
        meta.status = .finished
        try writeMeta(meta)
        if currentMatchId() == matchId { try writeCurrent(nil) }
    }

    /// What `current` says, as written (the match it names may not exist; see `current()`).
    public func currentMatchId() -> String? {
        // Anything but a regular file (a directory, a FIFO) says nothing: `current()` tells why.
        guard let bytes = try? files.readRegularFile(currentPath) else { return nil }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let id = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return id.isEmpty ? nil : id
    }

    /// Makes `matchId` the match in play (nil: none), refused while another process writes
    /// the match `current` names now.
    public func setCurrent(_ matchId: String?) throws(StoreError) {
        try asOwner { () throws(StoreError) in
            let previous = try lockCurrent(replacingWith: matchId)
            defer { previous?.release() }
            try writeCurrent(matchId)
        }
    }

    /// Writes `current`; the caller holds the lock of the match it named. Only the data
    /// directory's owner writes it (taken here if not yet: ADR 043).
    func writeCurrent(_ matchId: String?) throws(StoreError) {
        try asOwner { () throws(StoreError) in
            try files.makeDirectory(root)
            try files.replaceAtomically(currentPath, with: Array((matchId ?? "").utf8))
        }
    }

    // MARK: Recovery bin

    /// Moves a match to the bin; it can be restored for `binDays` days. Refused while another
    /// process writes it.
    public func delete(_ matchId: String) throws(StoreError) {
        try checkId(matchId)
        guard try storedIds().contains(matchId) else { throw .notFound("match \(matchId)") }
        // Emptying `current` is the owner's, taken before anything moves.
        guard currentMatchId() == matchId else { return try deleteMatch(matchId) }
        try asOwner { () throws(StoreError) in try deleteMatch(matchId) }
    }

    private func deleteMatch(_ matchId: String) throws(StoreError) {
        let held = try lock(matchId)
        defer { held?.release() }
        let wasCurrent = currentMatchId() == matchId
        try files.makeDirectory(root + "/bin")
        let stamp = Int(clock.now().timeIntervalSince1970)
        try files.rename(directory(of: matchId), to: "\(root)/bin/\(matchId)@\(stamp)")
        try files.syncDirectory(root + "/bin")
        try files.syncDirectory(root + "/matches")
        if wasCurrent { try writeCurrent(nil) }
        // Deleting is when the bin is looked at anyway: entries past their 30 days go now.
        try emptyBin()
    }

    public func restore(_ matchId: String) throws(StoreError) {
        try checkId(matchId)
        guard let entry = try files.list(root + "/bin").filter({ $0.hasPrefix(matchId + "@") }).max() else {
            throw .notFound("deleted match \(matchId)")
        }
        try files.makeDirectory(root + "/matches")
        try files.rename("\(root)/bin/\(entry)", to: directory(of: matchId))
        try files.syncDirectory(root + "/matches")
        try files.syncDirectory(root + "/bin")
    }

    /// Names of bin entries older than `binDays`, which `emptyBin` removes. A clock that is
    /// plainly wrong (before the entry was made) removes nothing.
    public func expiredBinEntries() throws(StoreError) -> [String] {
        let now = Int(clock.now().timeIntervalSince1970)
        return try files.list(root + "/bin").filter { entry in
            guard let at = entry.split(separator: "@").last.flatMap({ Int($0) }) else { return false }
            return now >= at && now - at > Self.binDays * 86_400
        }
    }

    public func emptyBin() throws(StoreError) {
        for entry in try expiredBinEntries() {
            let dir = "\(root)/bin/\(entry)"
            for name in try files.list(dir) { try files.remove("\(dir)/\(name)") }
            try files.remove(dir)
        }
    }

    /// A match id is a folder name; `MatchID` says what is accepted.
    public static func isValidId(_ id: String) -> Bool { MatchID.isAccepted(id) }

    /// Every id is checked before it becomes part of a path (ADR 010).
    func checkId(_ matchId: String) throws(StoreError) {
        _ = try MatchID(validating: matchId, from: root + "/matches")
    }
}

public struct OpenedMatch {
    public let meta: MatchMeta
    public let journal: Journal
    public let records: [JournalRecord]
    public let recovery: Recovery?
    public let snapshot: Snapshot?
    /// Why a snapshot file that is there is not used, for the log (`Snapshot.reading`).
    public let snapshotProblem: String?
}
