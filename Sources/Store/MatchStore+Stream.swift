extension MatchStore {
    /// A match's records for reading only, a piece at a time (`matches list`, the records,
    /// the web app's list): the checks `read` makes, without holding the journal in memory.
    public func streamRecords(_ matchId: String) throws(StoreError) -> JournalRecords {
        try checkId(matchId)
        guard try storedIds().contains(matchId) else { throw .notFound("match \(matchId)") }
        _ = try meta(of: matchId)
        return JournalRecords(path: journalPath(of: matchId), files: files)
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
