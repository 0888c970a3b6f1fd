extension MatchStore {
    /// A match's records for reading only, a piece at a time (`matches list`, the records,
    /// the web app's list): the checks `read` makes, without holding the journal in memory.
    public func streamRecords(_ matchId: String) throws(StoreError) -> JournalRecords {
        try checkId(matchId)
        guard try storedIds().contains(matchId) else { throw .notFound("match \(matchId)") }
        _ = try meta(of: matchId)
        return JournalRecords(path: journalPath(of: matchId), files: files)
    }

    /// `streamRecords` for a match this command found in its one listing (`list()`), its
    /// metadata already read: no second listing and no second read of meta.json per match
    /// (`matches list` listed the folder once for every match it read, issue 42).
    public func streamRecords(listed meta: MatchMeta) throws(StoreError) -> JournalRecords {
        try checkId(meta.matchId)
        return JournalRecords(path: journalPath(of: meta.matchId), files: files)
    }

    /// The match's snapshot when it agrees with the journal (the record it names is there,
    /// with its checksum), found by reading the journal up to that record only.
    public func snapshot(of matchId: String, matching records: JournalRecords) -> Snapshot? {
        guard MatchID(matchId) != nil, let bytes = try? files.readRegularFile(snapshotPath(of: matchId)),
            let snapshot = Snapshot.decode(bytes), snapshot.seq >= 1
        else { return nil }
        guard let named = records.first(where: { $0.seq == snapshot.seq }), named.checksum == snapshot.recordChecksum else {
            return nil
        }
        return snapshot
    }
}
