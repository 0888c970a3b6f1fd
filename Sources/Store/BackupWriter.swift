/// Writes the whole data directory as one backup file (`Backup` has the format): every match
/// folder's files, the roster, `current`, the queue and, when given, the config file.
///
/// It only reads the data directory, taking no lock, as an export does: safe while the
/// scoreboard scores (a line being appended at that moment is a half line at the journal's
/// end, which every reader leaves out). The recovery bin and `set-aside/` are not carried:
/// the bin holds matches deleted on purpose, and `set-aside/` what could not be opened, kept
/// where it lies for a person to look at (ADR 037).
public struct BackupWriter {
    let store: MatchStore

    public init(store: MatchStore) { self.store = store }

    public struct Report: Sendable, Equatable {
        /// The backup paths written, in order.
        public var written: [String] = []
        /// What was found but not carried, one sentence each.
        public var leftOut: [String] = []

        public var matches: Int { Set(written.compactMap { $0.hasPrefix("matches/") ? $0.split(separator: "/")[1] : nil }).count }
    }

    /// Writes the backup to `out`, replacing it only once the new one is whole and synced
    /// (temporary file, fsync, rename, directory fsync): a failed backup keeps the old one.
    /// - Parameter config: the config file to carry (as `config/config.toml`), if any.
    public func write(to out: String, config: String?) throws(StoreError) -> Report {
        var report = Report()
        let plan = try plan(config: config, report: &report)
        let files = store.files
        let (file, temporary) = try openTemporary(beside: out)
        do throws(StoreError) {
            var total = 0
            func append(_ bytes: [UInt8]) throws(StoreError) {
                try file.append(bytes)
                total += bytes.count
            }
            try append(Backup.headerLine(created: store.clock.now().journalTime))
            for (source, item) in plan {
                guard let bytes = try files.readRegularFile(source) else {
                    throw .unreadable(path: source, why: StoreMessages.backupFileVanished)
                }
                guard bytes.count <= Backup.maxFileBytes else {
                    report.leftOut.append(StoreMessages.backupFileTooLarge(source, bytes: bytes.count))
                    continue
                }
                let line = Backup.line(item, bytes)
                guard total + line.count <= Backup.maxBackupBytes - 256 else {
                    report.leftOut.append(StoreMessages.backupFull(source))
                    continue
                }
                try append(line)
                report.written.append(item.path)
            }
            try append(Backup.endLine(files: report.written.count))
            try file.syncData()
            file.close()
            try files.rename(temporary, to: out)
        } catch {
            file.close()
            try? files.remove(temporary)
            throw error
        }
        try files.syncDirectory(files.parent(of: out))
        return report
    }

    /// A new file beside `out`, under a name no one can predict: one that is there already (a
    /// planted link is refused by `openForAppend`) is never written into.
    private func openTemporary(beside out: String) throws(StoreError) -> (any AppendFile, String) {
        var attempts = 0
        while true {
            let temporary = "\(out).tmp-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            let (file, created) = try store.files.openForAppend(temporary)
            if created { return (file, temporary) }
            file.close()
            attempts += 1
            guard attempts < 16 else { throw .unreadable(path: temporary, why: StoreMessages.backupTemporaryTaken) }
        }
    }

    /// What goes in, and in which order: the roster, the config, `current`, the queue, then
    /// each match with its journal last (a backup cut off inside a match then lacks the
    /// journal, and the restore leaves that match out instead of restoring part of it).
    func plan(config: String?, report: inout Report) throws(StoreError) -> [(String, Backup.Item)] {
        let files = store.files
        let root = store.root
        var plan: [(String, Backup.Item)] = []
        func add(_ path: String, _ item: Backup.Item, required: Bool = false) throws(StoreError) {
            switch try files.kind(of: path) {
            case .regular: plan.append((path, item))
            case nil: if required { report.leftOut.append(StoreMessages.backupMissing(path)) }
            case let kind?: report.leftOut.append(StoreMessages.backupNotAFile(path, kind: kind))
            }
        }
        try add(root + "/roster.json", .roster)
        // The roster's pictures right after it (ADR 053); anything else in images/ is named.
        for name in try files.list(root + "/images").sorted() {
            if Backup.isImageFileName(name) {
                try add("\(root)/images/\(name)", .image(name))
            } else if !name.contains(".tmp-") {
                report.leftOut.append(StoreMessages.backupNotAnImage("\(root)/images/\(name)"))
            }
        }
        if let config { try add(config, .config, required: true) }
        try add(store.currentPath, .current)
        for name in try files.list(store.queueDirectory) {
            // Anything else in queue/ never starts (`queue list` names it): not the queue.
            guard let number = MatchStore.queueNumber(name) else { continue }
            try add("\(store.queueDirectory)/\(name)", .queued(number))
        }
        for name in try store.matchFolders() {
            let folder = "\(root)/matches/\(name)"
            guard let id = MatchID(name) else {
                report.leftOut.append(StoreMessages.backupNotAMatchFolder(folder))
                continue
            }
            let kind = try files.kind(of: folder)
            guard kind == .directory else {
                if let kind { report.leftOut.append(StoreMessages.backupNotAFile(folder, kind: kind)) }
                continue
            }
            var names: [String] = []
            for file in try files.list(folder) {
                if Backup.isMatchFileName(file) {
                    names.append(file)
                } else if !file.contains(".tmp-"), file != MatchStore.creatingMark, file != MatchStore.resultCacheName {
                    // Temporaries of an interrupted write, the mark of a match still being
                    // created and the result cache (rebuilt from the journal, ADR 052) are left
                    // out silently; anything else someone put there is named.
                    report.leftOut.append(StoreMessages.backupNotAMatchFile("\(folder)/\(file)"))
                }
            }
            for file in names.sorted(by: Self.journalLast) { try add("\(folder)/\(file)", .matchFile(id, file)) }
        }
        return plan
    }

    static func journalLast(_ a: String, _ b: String) -> Bool {
        if a == "journal.jsonl" || b == "journal.jsonl" { return b == "journal.jsonl" && a != b }
        return a < b
    }
}
