import FoundationEssentials

/// Moving matches between machines as one JSON file. Lossless: each match carries its
/// journal lines verbatim (checksums included), so an import rebuilds the same journal byte
/// for byte and can prove nothing changed on the way.
///
///     {"scoreline":"export","version":1,"matches":[{"matchId":…,"meta":{…},"journal":["<line>",…]}]}
public enum MatchExport {
    public static let version = 1

    struct File: Codable {
        var scoreline = "export"
        var version: Int
        var matches: [Match]
    }

    struct Match: Codable {
        var matchId: String
        var meta: MatchMeta
        var journal: [String]
    }

    public static func json(_ store: MatchStore, matchIds: [String], files: any FileLayer = PosixFileLayer()) throws(StoreError) -> [UInt8] {
        var matches: [Match] = []
        for id in matchIds {
            let (meta, records) = try store.read(id)
            let lines = records.map { String(decoding: JournalLine.encode($0).dropLast(), as: UTF8.self) }
            matches.append(Match(matchId: id, meta: meta, journal: lines))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(File(version: version, matches: matches)) else {
            throw .unreadable(path: store.root, why: StoreMessages.exportFailed)
        }
        return Array(data)
    }

    public struct ImportReport: Sendable, Equatable {
        public var added: [String] = []
        public var extended: [String] = []
        public var unchanged: [String] = []
        /// Matches left alone because the copy here differs: id and why.
        public var conflicts: [String: String] = [:]
    }

    /// Merges an export into the store by `matchId`: new matches are added, a match that is a
    /// longer copy of one here is extended, an identical one is skipped, and one that differs
    /// is left alone and reported. Nothing already recorded is changed.
    public static func importJSON(_ bytes: [UInt8], source: String, into store: MatchStore, files: any FileLayer = PosixFileLayer())
        throws(StoreError) -> ImportReport
    {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw .unreadable(path: source, why: StoreMessages.notAnExport)
        }
        guard file.scoreline == "export", file.version <= version else {
            throw .unreadable(path: source, why: StoreMessages.exportVersion(file.version, supported: version))
        }
        // Check every match before writing any, so a bad file imports nothing.
        var verified: [(Match, [JournalRecord])] = []
        for match in file.matches { verified.append((match, try verify(match, source: source))) }
        var report = ImportReport()
        for (match, records) in verified {
            let existing: OpenedMatch
            do {
                existing = try store.open(match.matchId)
            } catch .notFound {
                try write(match, records, into: store, files: files)
                report.added.append(match.matchId)
                continue
            } catch {
                // Unreadable here (busy, damaged metadata, a newer journal): never overwrite it.
                report.conflicts[match.matchId] = error.description
                continue
            }
            defer { existing.journal.close() }
            if existing.records == records {
                report.unchanged.append(match.matchId)
            } else if records.starts(with: existing.records) {
                for record in records.dropFirst(existing.records.count) { try existing.journal.append(record.payload, at: record.at) }
                report.extended.append(match.matchId)
            } else {
                report.conflicts[match.matchId] = StoreMessages.importConflict(existing: existing.records.count, imported: records.count)
            }
        }
        return report
    }

    private static func verify(_ match: Match, source: String) throws(StoreError) -> [JournalRecord] {
        var records: [JournalRecord] = []
        for (i, line) in match.journal.enumerated() {
            guard case .success(let record) = JournalLine.decode(ArraySlice(Array(line.utf8))), record.seq == i + 1 else {
                throw .unreadable(path: source, why: StoreMessages.badExportLine(match.matchId, line: i + 1))
            }
            records.append(record)
        }
        guard !records.isEmpty, MatchStore.isValidId(match.matchId) else {
            throw .unreadable(path: source, why: StoreMessages.badExportLine(match.matchId, line: 1))
        }
        // The metadata is written under its own id: another id would write beside (or,
        // with "..", outside) the match, after its journal was already written.
        guard match.meta.matchId == match.matchId else {
            throw .unreadable(path: source, why: StoreMessages.exportMetaNamesAnother(match.meta.matchId, match: match.matchId))
        }
        return records
    }

    private static func write(_ match: Match, _ records: [JournalRecord], into store: MatchStore, files: any FileLayer) throws(StoreError) {
        try files.makeDirectory(store.directory(of: match.matchId))
        var bytes: [UInt8] = []
        for record in records { bytes += JournalLine.encode(record) }
        try files.replaceAtomically(store.journalPath(of: match.matchId), with: bytes)
        var meta = match.meta
        // A new number here keeps "newest first" meaning "newest on this machine".
        meta.number = (try store.list().map(\.number).max() ?? 0) + 1
        if meta.status == .current { meta.status = .finished }
        try store.writeMeta(meta)
    }
}
