import FoundationEssentials

/// The data directory:
///
///     matches/<matchId>/journal.jsonl   the match (line 1 is its newMatch record)
///     matches/<matchId>/snapshot        the folded state every N actions
///     matches/<matchId>/meta.json       title, status, date, notes
///     current                           the id of the match in progress
///     queue/<number>.json               newMatch records of matches to play next
///     bin/<matchId>@<unix time>/        deleted matches, kept 30 days
public final class MatchStore: @unchecked Sendable {
    // Used from the reactor thread or a CLI command, one at a time.
    public let root: String
    let files: any FileLayer
    private let clock: any WallClock
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
    private func metaPath(of matchId: String) -> String { directory(of: matchId) + "/meta.json" }
    private var currentPath: String { root + "/current" }

    // MARK: Matches

    /// Creates a match whose journal starts with its `newMatch` record, durable on return.
    public func create(matchId: String, sport: String, title: String, newMatch: [UInt8]) throws(StoreError) -> Journal {
        try checkId(matchId)
        try files.makeDirectory(directory(of: matchId))
        let (journal, records, _) = try Journal.open(journalPath(of: matchId), files: files)
        guard records.isEmpty else {
            journal.close()
            throw .alreadyExists(matchId)
        }
        try journal.append(newMatch, at: clock.now().journalTime)
        let number = (try list().map(\.number).max() ?? 0) + 1
        try writeMeta(MatchMeta(number: number, matchId: matchId, sport: sport, title: title, status: .current, created: clock.now().journalTime))
        try setCurrent(matchId)
        return journal
    }

    /// Opens a match's journal (recovering it if needed) and its snapshot, if one agrees.
    public func open(_ matchId: String) throws(StoreError) -> OpenedMatch {
        try checkId(matchId)
        guard try files.list(root + "/matches").contains(matchId) else { throw .notFound("match \(matchId)") }
        let (journal, records, recovery) = try Journal.open(journalPath(of: matchId), files: files)
        let snapshot = Snapshot.read(snapshotPath(of: matchId), matching: records, files: files)
        return OpenedMatch(meta: try meta(of: matchId), journal: journal, records: records, recovery: recovery, snapshot: snapshot)
    }

    /// A match for reading only (export, listing): no lock, no repair, so it is safe while
    /// the scoreboard is writing it.
    public func read(_ matchId: String) throws(StoreError) -> (meta: MatchMeta, records: [JournalRecord]) {
        try checkId(matchId)
        guard try files.list(root + "/matches").contains(matchId) else { throw .notFound("match \(matchId)") }
        return (try meta(of: matchId), try Journal.read(journalPath(of: matchId), files: files))
    }

    public func saveSnapshot(_ snapshot: Snapshot, of matchId: String) throws(StoreError) {
        try checkId(matchId)
        try Snapshot.write(snapshot, to: snapshotPath(of: matchId), files: files)
    }

    /// Every match, newest first.
    public func list() throws(StoreError) -> [MatchMeta] {
        var metas: [MatchMeta] = []
        for id in try files.list(root + "/matches") {
            if let meta = try? meta(of: id) { metas.append(meta) }
        }
        return metas.sorted { $0.number > $1.number }
    }

    /// The match's metadata, which must name the match by its folder's id: one that names
    /// another would have `writeMeta` write somewhere else (ADR 010).
    public func meta(of matchId: String) throws(StoreError) -> MatchMeta {
        try checkId(matchId)
        let path = metaPath(of: matchId)
        guard let bytes = try files.read(path) else {
            // A folder without its meta.json is a damaged match, not a missing one.
            guard try files.list(root + "/matches").contains(where: { MatchID.sameName($0, matchId) }) else {
                throw .notFound("match \(matchId)")
            }
            throw .unreadable(path: path, why: StoreMessages.metaMissing)
        }
        let meta: MatchMeta
        do {
            meta = try JSONDecoder().decode(MatchMeta.self, from: Data(bytes))
        } catch {
            throw .unreadable(path: path, why: StoreMessages.badMeta)
        }
        guard MatchID.sameName(meta.matchId, matchId) else {
            throw .unreadable(path: path, why: StoreMessages.metaNamesAnother(meta.matchId, folder: matchId))
        }
        return meta
    }

    public func writeMeta(_ meta: MatchMeta) throws(StoreError) {
        try checkId(meta.matchId)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(meta) else { throw .unreadable(path: metaPath(of: meta.matchId), why: StoreMessages.badMeta) }
        try files.replaceAtomically(metaPath(of: meta.matchId), with: Array(data))
    }

    /// Moves the match to the archive of finished matches.
    public func finish(_ matchId: String) throws(StoreError) {
        var meta = try meta(of: matchId)
        meta.status = .finished
        try writeMeta(meta)
        if currentMatchId() == matchId { try setCurrent(nil) }
    }

    public func currentMatchId() -> String? {
        guard let bytes = try? files.read(currentPath) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let id = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        return id.isEmpty ? nil : id
    }

    public func setCurrent(_ matchId: String?) throws(StoreError) {
        try files.makeDirectory(root)
        try files.replaceAtomically(currentPath, with: Array((matchId ?? "").utf8))
    }

    // MARK: Recovery bin

    /// Moves a match to the bin; it can be restored for `binDays` days.
    public func delete(_ matchId: String) throws(StoreError) {
        try checkId(matchId)
        guard try files.list(root + "/matches").contains(matchId) else { throw .notFound("match \(matchId)") }
        try files.makeDirectory(root + "/bin")
        let stamp = Int(clock.now().timeIntervalSince1970)
        try files.rename(directory(of: matchId), to: "\(root)/bin/\(matchId)@\(stamp)")
        try files.syncDirectory(root + "/bin")
        try files.syncDirectory(root + "/matches")
        if currentMatchId() == matchId { try setCurrent(nil) }
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

    // MARK: Queue

    /// Queues a match to play next (a `newMatch` record).
    public func enqueue(_ newMatch: [UInt8]) throws(StoreError) -> Int {
        try files.makeDirectory(root + "/queue")
        let number = (try queue().map(\.number).max() ?? 0) + 1
        try files.replaceAtomically("\(root)/queue/\(Self.queueName(number)).json", with: newMatch)
        return number
    }

    public func queue() throws(StoreError) -> [(number: Int, record: [UInt8])] {
        var entries: [(number: Int, record: [UInt8])] = []
        for name in try files.list(root + "/queue") where name.hasSuffix(".json") {
            guard let number = Int(name.dropLast(5)), let bytes = try files.read("\(root)/queue/\(name)") else { continue }
            entries.append((number, bytes))
        }
        return entries.sorted { $0.number < $1.number }
    }

    /// Takes the next queued match off the queue.
    public func dequeue(_ number: Int) throws(StoreError) {
        try files.remove("\(root)/queue/\(Self.queueName(number)).json")
        try files.syncDirectory(root + "/queue")
    }

    /// A match id is a folder name; `MatchID` says what is accepted.
    public static func isValidId(_ id: String) -> Bool { MatchID.isAccepted(id) }

    /// Every id is checked before it becomes part of a path (ADR 010).
    private func checkId(_ matchId: String) throws(StoreError) {
        _ = try MatchID(validating: matchId, from: root + "/matches")
    }

    /// Six digits, zero-padded, so the queue lists in order by name.
    private static func queueName(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}

public struct OpenedMatch {
    public let meta: MatchMeta
    public let journal: Journal
    public let records: [JournalRecord]
    public let recovery: Recovery?
    public let snapshot: Snapshot?
}
