import FoundationEssentials

/// A match in the recovery bin, for a list to restore from.
public struct BinnedMatch: Sendable, Equatable {
    public let matchId: String
    /// When it was deleted (seconds since 1970, from the entry's name).
    public let deletedAt: Int
    /// nil when its metadata cannot be read (it can still be restored).
    public let meta: MatchMeta?
}

extension MatchStore {
    /// What the bin holds, the latest deletion first; one entry per id (the newest, which
    /// `restore` brings back). Entries past `binDays` are left out: they go at the next delete.
    public func binned() throws(StoreError) -> [BinnedMatch] {
        let expired = Set(try expiredBinEntries())
        var newest: [String: (entry: String, at: Int)] = [:]
        for entry in try files.list(root + "/bin") where !expired.contains(entry) {
            guard let at = entry.lastIndex(of: "@"), let stamp = Int(entry[entry.index(after: at)...]) else { continue }
            let id = String(entry[..<at])
            guard MatchID(id) != nil else { continue }
            if let seen = newest[id], seen.entry >= entry { continue }
            newest[id] = (entry, stamp)
        }
        return newest.map { id, found in
            let bytes = try? files.readRegularFile("\(root)/bin/\(found.entry)/meta.json")
            let meta = bytes.flatMap { $0 }.flatMap { try? JSONDecoder().decode(MatchMeta.self, from: Data($0)) }
            return BinnedMatch(matchId: id, deletedAt: found.at, meta: meta)
        }.sorted { ($0.deletedAt, $0.matchId) > ($1.deletedAt, $1.matchId) }
    }
}
