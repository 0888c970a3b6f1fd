import FoundationEssentials

/// A stored match as export and import see it: read only (no lock, no repair), with the ids
/// of its folder, its `meta.json` and its journal's newMatch record checked to agree.
public struct StoredMatch: Sendable {
    public let id: MatchID
    public let meta: MatchMeta
    /// The intact records: the whole journal, or the prefix before `damage`.
    public let records: [JournalRecord]
    /// Set when the journal does not read to its end.
    public let damage: JournalDamage?
}

/// Where a journal stops being readable, for an export's warning or an import's refusal.
public struct JournalDamage: Sendable, Equatable {
    public let path: String
    /// The first line not read (from 1); every line before it is intact.
    public let line: Int
    /// Lines from `line` to the end of the file, a last unfinished one included.
    public let linesLeftOut: Int
    public let cause: Recovery.Cause

    /// "line 3 is damaged (…)": what is wrong, without what was done about it.
    public var reason: String { StoreMessages.damageReason(self) }
}

extension MatchStore {
    /// Reads a match whole, changing nothing. Throws when nothing of it can be trusted: no
    /// folder (`.notFound`), a missing or damaged `meta.json`, an id that disagrees, or a
    /// journal without an intact first line. A journal damaged later comes back as its
    /// intact prefix with `damage` set.
    ///
    /// Bytes after the last newline are not damage: they are a line being written right now
    /// (the scoreboard appends while an export reads), so they are left out silently.
    public func readStored(_ matchId: String) throws(StoreError) -> StoredMatch {
        let id = try MatchID(validating: matchId, from: root + "/matches")
        guard try files.list(root + "/matches").contains(where: { MatchID.sameName($0, matchId) }) else {
            throw .notFound("match \(matchId)")
        }
        let meta = try meta(of: matchId)
        let path = journalPath(of: matchId)
        guard let bytes = try files.read(path) else { throw .unreadable(path: path, why: StoreMessages.journalMissing) }
        let scan = try Journal.scan(bytes, path: path)
        let damage = Self.damage(in: bytes, after: scan, path: path)
        guard let first = scan.records.first else {
            let why = damage.map { StoreMessages.nothingIntact($0.reason) }
                ?? (bytes.isEmpty ? StoreMessages.journalEmpty : StoreMessages.journalUnfinished)
            throw .unreadable(path: path, why: why)
        }
        try Self.checkNewMatch(first, names: id, path: path)
        return StoredMatch(id: id, meta: meta, records: scan.records, damage: damage)
    }

    /// Every name in `matches/`, readable or not: what `export --all` must account for.
    public func matchFolders() throws(StoreError) -> [String] {
        try files.list(root + "/matches")
    }

    static func damage(in bytes: [UInt8], after scan: Journal.Scan, path: String) -> JournalDamage? {
        let rest = bytes[scan.goodLength...]
        let newlines = rest.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        // Nothing, or only a line still being written.
        guard newlines > 0 else { return nil }
        let unfinished = rest.last == UInt8(ascii: "\n") ? 0 : 1
        let line = scan.goodLines + 1
        let cause: Recovery.Cause
        switch scan.cause {
        case .sequenceGap(let expected, let found): cause = .sequenceGap(expected: expected, found: found)
        default: cause = .damaged(line: line)
        }
        return JournalDamage(path: path, line: line, linesLeftOut: newlines + unfinished, cause: cause)
    }

    /// The journal's first record names its match too (`matchId` in the newMatch record);
    /// when it does, it must be an accepted id and this match's.
    static func checkNewMatch(_ record: JournalRecord, names id: MatchID, path: String) throws(StoreError) {
        struct Head: Decodable { let matchId: String? }
        let head: Head
        do {
            head = try JSONDecoder().decode(Head.self, from: Data(record.payload))
        } catch {
            throw .unreadable(path: path, why: StoreMessages.firstLineNotNewMatch)
        }
        guard let text = head.matchId else { return }
        let named = try MatchID(validating: text, from: "\(path), line 1, \"matchId\"")
        guard named == id else { throw .unreadable(path: path, why: StoreMessages.journalNamesAnother(named.rawValue, folder: id.rawValue)) }
    }
}
