import FoundationEssentials

/// Merges a backup into a data directory (ADR 037). Nothing here is ever written over:
///
/// - a match not here is written whole into a staging folder beside `matches/` (each file
///   synced), then renamed into place, so a power cut leaves all of it or none of it; a match
///   here whose files are the backup's byte for byte is "already here"; one that differs is
///   left as it is and reported;
/// - the roster, `current`, each queue entry and the config are written only where there is
///   none (the same bytes there are "already here");
/// - a line that fails its check is skipped with the backup's name, its line number and what
///   is accepted, and everything else restores; a match with a skipped file is not restored,
///   as it would be restored short of it.
///
/// Restored matches keep their numbers (the order `matches list` shows) unless one of them is
/// taken here: then all of them are numbered after the newest match here, in their order, as
/// an import numbers what it adds.
public final class BackupRestorer {
    public struct Report: Sendable, Equatable {
        public struct Left: Sendable, Equatable {
            /// "match m1", "roster.json", "current", "queue/000001.json", "config /etc/…".
            public let item: String
            public let why: String
        }

        public var restored: [String] = []
        public var alreadyHere: [String] = []
        public var notRestored: [Left] = []
        /// Lines of the backup that were not used, one sentence each.
        public var skipped: [String] = []
        /// What was changed on the way in (a number, a status), one sentence each.
        public var notes: [String] = []

        public var isClean: Bool { notRestored.isEmpty && skipped.isEmpty }
    }

    /// A match of the backup, as its lines arrive.
    private struct Arriving {
        /// Its folder in the staging area while it is not here; nil when a folder is here.
        var staged: String?
        /// Why the folder here cannot be compared (it is no folder).
        var blocked: String?
        var names: Set<String> = []
        /// Files whose bytes here are not the backup's.
        var differs: [String] = []
        /// Photos of a match here, staged until the match is known to be the backup's.
        var photos: [String] = []
    }

    /// The most lines a restore reads: far past any club's data (1,000 matches are about
    /// 4,000 lines), so a hostile file of tiny lines cannot grow the report without end.
    public static let maxLines = 200_000

    let store: MatchStore
    let files: any FileLayer
    private let source: String
    private let configPath: String?
    /// The config's check (Settings', which the store cannot import): nil when it is accepted,
    /// else why not.
    private let checkConfig: (([UInt8]) -> String?)?
    private(set) var staging: String?
    private var arriving: [MatchID: Arriving] = [:]
    private var order: [MatchID] = []
    /// Matches with a skipped line: the lines.
    private var skippedLines: [MatchID: [Int]] = [:]
    /// Each backup path and the line it came on, so a repeated one is not used twice.
    private var seen: [String: Int] = [:]
    private var current: [UInt8]?
    /// Matches here as the backup has them once the matches are in: restored or already here.
    private var asInBackup: Set<MatchID> = []
    var report = Report()

    private init(store: MatchStore, source: String, configPath: String?, checkConfig: (([UInt8]) -> String?)?) {
        self.checkConfig = checkConfig
        self.store = store
        files = store.files
        self.source = source
        self.configPath = configPath
    }

    /// Restores the backup at `backup` into `store`. Throws (nothing restored) when the file
    /// is not a backup this Scoreline reads, when a scoreboard is scoring the current match
    /// here (`.busy`), or when the disk fails; everything else is in the report.
    /// - Parameter config: where the backup's config file goes (only if none is there); nil:
    ///   nowhere.
    public static func restore(_ backup: String, into store: MatchStore, config: String?,
                               checkConfig: (([UInt8]) -> String?)? = nil) throws(StoreError) -> Report {
        let restorer = BackupRestorer(store: store, source: backup, configPath: config, checkConfig: checkConfig)
        // The owner's for the whole restore (it may write `current`), let go when done unless
        // this store held it already; the staging folder goes first.
        let took = !store.ownsDataDirectory
        try store.takeOwnership()
        defer { if took { store.releaseOwnership() } }
        defer { restorer.removeStaging() }
        return try restorer.run()
    }

    private func run() throws(StoreError) -> Report {
        try refuseWhileScoring()
        let reader = try BackupLineReader(path: source)
        guard case .line(_, let first)? = try reader.next() else { throw .unreadable(path: source, why: StoreMessages.notABackup) }
        _ = try Backup.decodeHeader(first[...], source: source)
        try checkFolders()
        var end: Int?
        var fileLines = 0
        var last = 1
        reading: while let read = try reader.next() {
            switch read {
            case .line(let number, let bytes):
                last = number
                guard number <= Self.maxLines + 2 else {
                    skip(number, .pastLimit)
                    break reading
                }
                if end != nil {
                    skip(number, .afterEnd)
                    continue
                }
                switch Backup.decodeLine(bytes[...]) {
                case .success(.end(let files)):
                    end = files
                case .success(.file(let file)):
                    fileLines += 1
                    try take(file, line: number)
                case .failure(let rejected):
                    fileLines += 1
                    skip(number, rejected.problem, item: rejected.item)
                }
            case .tooLong(let number, let bytes):
                last = number
                fileLines += 1
                skip(number, .lineTooLong(bytes))
            case .cutOff(let number, let bytes):
                last = number
                skip(number, .cutOff(bytes))
            case .pastLimit(let number):
                skip(number, .pastLimit)
            }
        }
        if let end {
            if end != fileLines { report.skipped.append(StoreMessages.backupCountDiffers(source, said: end, found: fileLines)) }
        } else {
            report.skipped.append(StoreMessages.backupHasNoEnd(source, lastLine: last))
        }
        try finishMatches()
        restoreCurrent()
        return report
    }

    /// The scoreboard owns `current` and the data directory while it runs: a restore (which may
    /// write `current`) takes the directory's lock first, then the match `current` names.
    private func refuseWhileScoring() throws(StoreError) {
        guard let named = store.currentMatchId(), MatchID(named) != nil, try store.storedIds().contains(named) else { return }
        let held = try store.lock(named)
        held?.release()
    }

    /// `matches/` and `queue/` must be folders (or not there yet): a link would lead the
    /// restore out of the data directory.
    private func checkFolders() throws(StoreError) {
        for folder in [store.root + "/matches", store.queueDirectory] {
            if let kind = try files.kind(of: folder), kind != .directory {
                throw .unreadable(path: folder, why: StoreMessages.restoreFolderIsNot(kind))
            }
        }
    }

    private func skip(_ line: Int, _ problem: Backup.Problem, item: Backup.Item? = nil) {
        report.skipped.append(StoreMessages.backupLineSkipped(source, line: line, problem))
        if case .matchFile(let id, _)? = item { skippedLines[id, default: []].append(line) }
    }

    func left(_ item: String, _ why: String) {
        report.notRestored.append(Report.Left(item: item, why: why))
    }

    private func take(_ file: Backup.File, line: Int) throws(StoreError) {
        let path = file.item.path
        if let first = seen[path] {
            skip(line, .repeated(path, firstLine: first))
            return
        }
        seen[path] = line
        switch file.item {
        case .roster:
            restoreFile(path, file.bytes, at: store.root + "/roster.json")
        case .queued(let number):
            restoreFile(path, file.bytes, at: store.queuePath(number))
        case .config:
            guard let configPath else {
                left(path, StoreMessages.restoreNoConfigPath)
                return
            }
            // A config the kiosk would refuse is not installed: the kiosk would not start.
            if let why = checkConfig?(file.bytes) {
                left("config \(configPath)", StoreMessages.restoreConfigRefused(why))
                return
            }
            restoreFile("config \(configPath)", file.bytes, at: configPath)
        case .current:
            guard file.bytes.count <= Backup.maxCurrentBytes else {
                skip(line, .currentTooLong(file.bytes.count))
                return
            }
            // Last: it may name a match further on.
            current = file.bytes
        case .matchFile(let id, let name):
            try takeMatchFile(id, name, file.bytes)
        case .image(let name):
            // Named by its content: one already here is the same picture, never replaced.
            restoreFile(path, file.bytes, at: store.root + "/images/" + name)
        }
    }

    private func takeMatchFile(_ id: MatchID, _ name: String, _ bytes: [UInt8]) throws(StoreError) {
        var match: Arriving
        if let known = arriving[id] {
            match = known
        } else {
            match = Arriving()
            let folder = store.directory(of: id.rawValue)
            switch try files.kind(of: folder) {
            case nil:
                let staged = try stagingFolder() + "/" + id.rawValue
                guard try files.makeNewDirectory(staged) else { throw .alreadyExists(matchId: id.rawValue, folder: staged) }
                match.staged = staged
            case .directory:
                break
            case let kind?:
                match.blocked = StoreMessages.restoreNotAFolder(folder, kind: kind)
            }
            order.append(id)
        }
        match.names.insert(name)
        if let staged = match.staged {
            // Synced on return, and its name synced into the folder.
            guard try files.createNew("\(staged)/\(name)", with: bytes) else {
                throw .alreadyExists(matchId: id.rawValue, folder: staged)
            }
        } else if match.blocked == nil, MatchStore.isPhotoFileName(name) {
            try stagePhoto(name, bytes, of: id)
            match.photos.append(name)
        } else if match.blocked == nil {
            let here = (try? files.readRegularFile("\(store.directory(of: id.rawValue))/\(name)")) ?? nil
            if here != bytes { match.differs.append(name) }
        }
        arriving[id] = match
    }

    /// `<data>/restore.tmp-<random>/`, made on first use: on the same file system as
    /// `matches/`, so a match moves into place with one rename, and never listed as a match.
    func stagingFolder() throws(StoreError) -> String {
        if let staging { return staging }
        let folder = "\(store.root)/restore.tmp-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        guard try files.makeNewDirectory(folder) else { throw .alreadyExists(matchId: "", folder: folder) }
        staging = folder
        return folder
    }

    private func finishMatches() throws(StoreError) {
        var ready: [(id: MatchID, staged: String, meta: MatchMeta?)] = []
        for id in order {
            guard let match = arriving[id] else { continue }
            let item = "match \(id.rawValue)"
            if let staged = match.staged {
                let missing = ["meta.json", "journal.jsonl"].filter { !match.names.contains($0) }
                if let lines = skippedLines[id] {
                    left(item, StoreMessages.restoreMatchLinesSkipped(lines))
                } else if !missing.isEmpty {
                    left(item, StoreMessages.restoreMatchIncomplete(missing))
                } else {
                    let bytes = (try? files.readRegularFile(staged + "/meta.json")) ?? nil
                    let meta = bytes.flatMap { try? JSONDecoder().decode(MatchMeta.self, from: Data($0)) }
                    // A folder whose meta.json is not this match's would be unopenable here.
                    if let meta, MatchID.sameName(meta.matchId, id.rawValue) {
                        ready.append((id: id, staged: staged, meta: meta))
                        continue
                    }
                    left(item, meta.map { StoreMessages.metaNamesAnother($0.matchId, folder: id.rawValue) } ?? StoreMessages.badMeta)
                }
                removeFolder(staged)
            } else if let blocked = match.blocked {
                left(item, blocked)
            } else if !match.differs.isEmpty {
                left(item, StoreMessages.restoreMatchDiffers(store.directory(of: id.rawValue), files: match.differs))
            } else {
                report.alreadyHere.append(item)
                asInBackup.insert(id)
                try addStagedPhotos(match.photos, of: id)
            }
        }
        let here = try store.list().compactMap(\.meta?.number)
        let numbers = ready.compactMap(\.meta?.number)
        // Kept when none is taken: restoring into an empty directory gives back every
        // match's metadata byte for byte.
        let renumber = !Set(here).isDisjoint(with: numbers) || Set(numbers).count != numbers.count
        var newest = here.max()
        let inOrder = renumber ? ready.sorted { ($0.meta?.number ?? .max) < ($1.meta?.number ?? .max) } : ready
        for match in inOrder {
            // The status is kept as it was, `current` or not: a match's metadata comes back as
            // it went, and only `current` says which match is in play.
            if renumber, var meta = match.meta {
                let was = meta.number
                meta.number = MatchMeta.number(after: newest)
                newest = meta.number
                report.notes.append(StoreMessages.restoreRenumbered(match.id.rawValue, from: was, to: meta.number))
                try files.replaceAtomically(match.staged + "/meta.json", with: try store.encodedMeta(meta))
            }
            try files.makeDirectory(store.root + "/matches")
            let folder = store.directory(of: match.id.rawValue)
            if try files.renameNew(match.staged, to: folder) {
                try files.syncDirectory(store.root + "/matches")
                report.restored.append("match \(match.id.rawValue)")
                asInBackup.insert(match.id)
            } else {
                left("match \(match.id.rawValue)", StoreMessages.importFolderAppeared(folder))
                removeFolder(match.staged)
            }
        }
    }

    /// `current`, once the matches are in: only where there is none, and only naming a
    /// match that is here as the backup has it (never another match under its id).
    private func restoreCurrent() {
        guard let bytes = current else { return }
        let named = Self.named(bytes)
        if !named.isEmpty {
            guard let id = MatchID(named), asInBackup.contains(id) else {
                left("current", StoreMessages.restoreCurrentNamesNoMatch(named))
                return
            }
        }
        restoreFile("current", bytes, at: store.currentPath)
    }

    /// What a `current` file says, as `MatchStore.currentMatchId` reads it.
    private static func named(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// A single file, written only where there is none.
    private func restoreFile(_ item: String, _ bytes: [UInt8], at path: String) {
        do throws(StoreError) {
            if let here = try files.readRegularFile(path) {
                if here == bytes { report.alreadyHere.append(item) } else { left(item, StoreMessages.restoreFileDiffers(path)) }
                return
            }
            try files.makeDirectory(files.parent(of: path))
            if try files.createNew(path, with: bytes) {
                report.restored.append(item)
            } else {
                left(item, StoreMessages.restoreFileDiffers(path))
            }
        } catch {
            left(item, error.description)
        }
    }

    /// A staged folder's files and the folder: all of them the restore's own.
    private func removeFolder(_ folder: String) {
        for name in (try? files.list(folder)) ?? [] { try? files.remove("\(folder)/\(name)") }
        try? files.remove(folder)
    }

    private func removeStaging() {
        guard let staging else { return }
        // Photos of matches here that did not go in (the match differs) sit a level deeper.
        for id in (try? files.list(staging + "/photos-here")) ?? [] { removeFolder("\(staging)/photos-here/\(id)") }
        for name in (try? files.list(staging)) ?? [] { removeFolder("\(staging)/\(name)") }
        try? files.remove(staging)
        try? files.syncDirectory(store.root)
    }
}
