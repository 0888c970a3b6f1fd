import FoundationEssentials

/// Reading an export and merging it into the data directory (ADR 010). The file is checked
/// whole before anything is written; a stored match is changed only by appending what the
/// file has beyond it, and only when it can be read to its last line.
extension MatchExport {
    /// The largest export `import` reads: 64 MiB, about 140,000 journal lines (a season of a
    /// club's matches). A larger file is refused before it is read into memory.
    public static let maxFileBytes = 64 << 20
    /// The longest journal line an export may carry: the journal's own limit, so any action
    /// stored travels.
    public static let maxLineBytes = JournalLine.maxLineBytes

    /// One match of an export, checked: an accepted id that its metadata and its newMatch
    /// record agree with, and a journal whose every line verifies, numbered from 1.
    public struct ImportedMatch: Sendable, Equatable {
        public let id: MatchID
        public let meta: MatchMeta
        public let records: [JournalRecord]
        /// Its photos, names and sizes checked (ADR 056).
        public var photos: [PhotoFile] = []
    }

    /// The largest photo an export may carry: a stored match photo is about 150 KB.
    public static let maxPhotoBytes = 4 << 20

    /// The import reader: an export file's bytes to checked matches, or an error naming
    /// `source`, the match, the line or field, and what is accepted. Pure (no file system, no
    /// clock), so a fuzzer can call it on any bytes.
    public static func read(_ bytes: [UInt8], source: String) throws(StoreError) -> [ImportedMatch] {
        guard bytes.count <= maxFileBytes else {
            throw .unreadable(path: source, why: StoreMessages.exportTooLarge(bytes.count, limit: maxFileBytes))
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw .unreadable(path: source, why: StoreMessages.notAnExport)
        }
        guard file.scoreline == "export", (1...version).contains(file.version) else {
            throw .unreadable(path: source, why: StoreMessages.exportVersion(file.version, supported: version))
        }
        var matches: [ImportedMatch] = []
        var seen = Set<MatchID>()
        for (index, match) in file.matches.enumerated() {
            let checked = try check(match, number: index + 1, source: source)
            guard seen.insert(checked.id).inserted else {
                throw .unreadable(path: source, why: StoreMessages.exportRepeats(checked.id.rawValue))
            }
            matches.append(checked)
        }
        return matches
    }

    private static func check(_ match: Match, number: Int, source: String) throws(StoreError) -> ImportedMatch {
        let id = try MatchID(validating: match.matchId, from: "\(source), match \(number), \"matchId\"")
        let metaId = try MatchID(validating: match.meta.matchId, from: "\(source), match \(id), \"meta\".\"matchId\"")
        guard metaId == id else {
            throw .unreadable(path: source, why: StoreMessages.exportMetaNamesAnother(metaId.rawValue, match: id.rawValue))
        }
        guard !match.journal.isEmpty else { throw .unreadable(path: source, why: StoreMessages.exportJournalEmpty(id.rawValue)) }
        var records: [JournalRecord] = []
        records.reserveCapacity(match.journal.count)
        for (i, line) in match.journal.enumerated() {
            let bytes = Array(line.utf8)
            guard bytes.count <= maxLineBytes else {
                throw .unreadable(path: source, why: StoreMessages.exportLineTooLong(id.rawValue, line: i + 1, limit: maxLineBytes))
            }
            // An export carries action lines only: a group header (ADR 047) is never written
            // into one, so a file holding one is not an export.
            guard case .success(let record) = JournalLine.decode(bytes[...]), record.seq == i + 1,
                record.version == JournalLine.recordVersion
            else {
                throw .unreadable(path: source, why: StoreMessages.badExportLine(id.rawValue, line: i + 1))
            }
            records.append(record)
        }
        try MatchStore.checkNewMatch(records[0], names: id, path: "\(source), match \(id)")
        var meta = match.meta
        meta.matchId = id.rawValue
        return ImportedMatch(id: id, meta: meta, records: records, photos: try checkPhotos(match.photos ?? [], of: id, source: source))
    }

    /// Each photo: a photo's name, base64, at most `maxPhotoBytes`, a JPEG by its first bytes,
    /// at most `MatchStore.maxPhotos` of them, no name twice.
    private static func checkPhotos(_ photos: [Photo], of id: MatchID, source: String) throws(StoreError) -> [PhotoFile] {
        guard photos.count <= MatchStore.maxPhotos else {
            throw .unreadable(path: source, why: StoreMessages.exportTooManyPhotos(id.rawValue, count: photos.count, limit: MatchStore.maxPhotos))
        }
        var checked: [PhotoFile] = []
        for (index, photo) in photos.enumerated() {
            let field = "match \(id.rawValue), photo \(index + 1)"
            guard MatchStore.isPhotoFileName(photo.name), !checked.contains(where: { $0.name == photo.name }) else {
                throw .unreadable(path: source, why: StoreMessages.exportBadPhoto(field, StoreMessages.notAPhotoName))
            }
            guard photo.data.utf8.count <= (maxPhotoBytes + 2) / 3 * 4, let data = Data(base64Encoded: photo.data),
                  data.count <= maxPhotoBytes, data.starts(with: [0xFF, 0xD8, 0xFF])
            else {
                throw .unreadable(path: source, why: StoreMessages.exportBadPhoto(field, StoreMessages.exportPhotoNotJPEG(maxPhotoBytes)))
            }
            checked.append(PhotoFile(name: photo.name, bytes: Array(data)))
        }
        return checked
    }

    public struct ImportReport: Sendable, Equatable {
        public var added: [String] = []
        public var extended: [String] = []
        public var unchanged: [String] = []
        /// Matches left alone because the copy here differs: id and why.
        public var conflicts: [String: String] = [:]
        /// Matches left alone because the copy here cannot be read to its end: id and why.
        public var refused: [String: String] = [:]
        /// What opening a match here set aside (an unfinished last line), one sentence each.
        public var notes: [String] = []
        /// Photos written ("m1/photo-….jpg"): those of an added match, and those a match here
        /// that the file continues or equals lacked. One here is never written over.
        public var photosAdded: [String] = []

        public var isClean: Bool { conflicts.isEmpty && refused.isEmpty }
    }

    /// Merges an export into the store by match id: a new match is added, a match here that
    /// the file continues is extended, an identical one is skipped. A match here that differs
    /// is left alone and reported; one that cannot be read to its end (no `meta.json`, a
    /// damaged line, ids that disagree) is never replaced or extended: it is left exactly as
    /// it is and the report names the file and what to do.
    /// - Parameter checkLine: what the caller refuses in a journal line's payload (the
    ///   session's range check of typed and imported times, ADR 044), as a sentence; the store
    ///   itself reads no action.
    /// - Parameter check: the rules' check of a match (the engine's, which the store cannot
    ///   import): nil when it folds, else why not; such a match is refused, not stored.
    public static func importJSON(
        _ bytes: [UInt8], source: String, into store: MatchStore,
        checkLine: ([UInt8]) -> String? = { _ in nil }, check: ((ImportedMatch) -> String?)? = nil,
        checkPhoto: (PhotoFile) -> String? = { _ in nil }
    ) throws(StoreError) -> ImportReport {
        // Check every match before writing any, so a bad file imports nothing.
        let matches = try read(bytes, source: source)
        for match in matches {
            for (index, record) in match.records.enumerated() {
                if let why = checkLine(record.payload) {
                    throw .unreadable(path: source, why: StoreMessages.exportLineRefused(match.id.rawValue, line: index + 1, why: why))
                }
            }
            // The caller's check of a photo's content (`Images`: the name is its bytes' hash,
            // and it decodes), which the store cannot make.
            for (index, photo) in match.photos.enumerated() {
                if let why = checkPhoto(photo) {
                    throw .unreadable(path: source, why: StoreMessages.exportBadPhoto("match \(match.id.rawValue), photo \(index + 1)", why))
                }
            }
        }
        var report = ImportReport()
        for match in matches {
            let id = match.id.rawValue
            if let why = check?(match) {
                report.refused[id] = why
                continue
            }
            let here: StoredMatch
            do {
                here = try store.readStored(id)
            } catch .notFound {
                if let why = try add(match, to: store) {
                    report.refused[id] = why
                } else {
                    report.added.append(id)
                    report.photosAdded += match.photos.map { "\(id)/\($0.name)" }
                }
                continue
            } catch {
                report.refused[id] = StoreMessages.importRefusedHere(error.description, matchId: id)
                continue
            }
            if let damage = here.damage {
                report.refused[id] = StoreMessages.importRefusedHere(damage.path + ": " + damage.reason + ".", matchId: id)
            } else if here.records == match.records {
                report.unchanged.append(id)
                try addPhotos(match, to: store, report: &report)
            } else if match.records.starts(with: here.records) {
                try extend(id, from: here.records, to: match.records, in: store, report: &report)
                try addPhotos(match, to: store, report: &report)
            } else {
                report.conflicts[id] = StoreMessages.importConflict(existing: here.records.count, imported: match.records.count)
            }
        }
        return report
    }

    /// Appends what the file has beyond the match here, under the journal's lock, after
    /// checking nothing was added here since it was read.
    private static func extend(
        _ id: String, from old: [JournalRecord], to new: [JournalRecord], in store: MatchStore, report: inout ImportReport
    ) throws(StoreError) {
        let opened = try store.open(id)
        defer { opened.journal.close() }
        if let recovery = opened.recovery { report.notes.append(recovery.sentence) }
        guard opened.records == old else {
            report.conflicts[id] = StoreMessages.importConflict(existing: opened.records.count, imported: new.count)
            return
        }
        for record in new.dropFirst(old.count) { try opened.journal.append(record.payload, at: record.at) }
        report.extended.append(id)
    }

    /// The file's photos of a match here that is the file's (the same, or continued by it):
    /// each it lacks is added, durable; one here is never written over (ADR 056).
    private static func addPhotos(_ match: ImportedMatch, to store: MatchStore, report: inout ImportReport) throws(StoreError) {
        for photo in match.photos where try store.addPhoto(photo.name, bytes: photo.bytes, to: match.id.rawValue) {
            report.photosAdded.append("\(match.id.rawValue)/\(photo.name)")
        }
    }

    /// Writes a match that has no folder here. Returns why not when a folder appeared
    /// meanwhile with something in it (a scoreboard creating the same id): that is never
    /// written over.
    private static func add(_ match: ImportedMatch, to store: MatchStore) throws(StoreError) -> String? {
        let id = match.id.rawValue
        // Made exclusively, as `create` makes a match's folder: one that appeared meanwhile,
        // even empty, belongs to whoever made it.
        let folder = store.directory(of: id)
        guard try store.files.makeNewDirectory(folder) else {
            return StoreMessages.importFolderAppeared(folder)
        }
        // Marked until whole, as `create` does: an import cut off here is removed at the
        // kiosk's next start, not listed as a damaged match.
        try store.markCreating(folder)
        var bytes: [UInt8] = []
        for record in match.records { bytes += JournalLine.encode(record) }
        try store.files.replaceAtomically(store.journalPath(of: id), with: bytes)
        var meta = match.meta
        // A new number here keeps "newest first" meaning "newest on this machine".
        meta.number = MatchMeta.number(after: try store.list().compactMap(\.meta?.number).max())
        if meta.status == .current { meta.status = .finished }
        try store.writeMeta(meta)
        // Before the mark goes: a match cut off while its photos are written is removed whole.
        for photo in match.photos { _ = try store.files.createNew(folder + "/" + photo.name, with: photo.bytes) }
        try store.files.remove(folder + "/" + MatchStore.creatingMark)
        try store.files.syncDirectory(folder)
        return nil
    }
}
