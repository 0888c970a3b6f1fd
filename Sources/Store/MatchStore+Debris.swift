/// What an interrupted restore or match creation leaves in the data directory, found and
/// removed at the next start by the data directory's owner (issue 39): a restore's staging
/// folder (`restore.tmp-*`, ADR 037), and a match folder whose creation never finished (empty,
/// or still holding its `creating` mark). Nothing in either was ever stored or acknowledged:
/// a restored match is in matches/ only once moved there whole, and a new match is handed to
/// its writer (and its first record acknowledged) only after its mark is gone. Also a reader's
/// result cache cut off before its rename (`result.cache.tmp-*`, ADR 052): a cache can always be
/// made again, and a half-written one was never read.
extension MatchStore {
    /// The mark a match folder holds while it is being created (`create`).
    static let creatingMark = "creating"

    /// Puts the mark in a folder just made: created in place (a temporary file and a link, as
    /// `createNew` does, would leave a folder with neither mark nor match when cut off). The
    /// journal's first append syncs the folder, the mark's entry with it.
    func markCreating(_ folder: String) throws(StoreError) {
        let (mark, _) = try files.openForAppend(folder + "/" + Self.creatingMark)
        mark.close()
    }

    /// Removes the leftovers and returns one sentence for each, to be logged once: the next
    /// start finds nothing to say. Only the owner (`takeOwnership`) clears, so no restore is in
    /// progress; a creation in progress beside the kiosk holds its journal's lock and is left.
    public func clearDebris() throws(StoreError) -> [String] {
        guard ownsDataDirectory else { return [] }
        var said: [String] = []
        for name in try files.list(root) where name.hasPrefix("restore.tmp-") {
            let path = "\(root)/\(name)"
            guard try files.kind(of: path) == .directory else { continue }
            let count = try removeTree(path, depth: 2)
            said.append(StoreMessages.debrisRestore(path, files: count))
        }
        for id in try storedIds() where MatchID(id) != nil {
            let folder = directory(of: id)
            guard try files.kind(of: folder) == .directory else { continue }
            let names = try files.list(folder)
            // A reader writing its cache now (a shell's `matches list`) only loses that save.
            for name in names where name.hasPrefix(Self.resultCacheName + ".tmp-") {
                let path = "\(folder)/\(name)"
                guard try files.kind(of: path) == .regular else { continue }
                try files.remove(path)
                said.append(StoreMessages.debrisCache(path))
            }
            guard names.isEmpty || names.contains(Self.creatingMark) else { continue }
            // A creation still running holds the journal's lock: not debris.
            if names.contains("journal.jsonl") {
                guard let held = try? lock(id) else { continue }
                held.release()
            }
            let count = try removeTree(folder, depth: 1)
            try files.syncDirectory(root + "/matches")
            said.append(StoreMessages.debrisCreation(folder, files: count))
        }
        if !said.isEmpty { try files.syncDirectory(root) }
        return said
    }

    /// Removes a folder of the store's own making, `depth` levels of folders deep at most;
    /// anything deeper (or a folder where a file was expected) is left, and so is its parent.
    /// Returns how many files went.
    private func removeTree(_ path: String, depth: Int) throws(StoreError) -> Int {
        var count = 0
        for name in try files.list(path) {
            let entry = "\(path)/\(name)"
            if try files.kind(of: entry) == .directory {
                guard depth > 0 else { continue }
                count += try removeTree(entry, depth: depth - 1)
            } else {
                try files.remove(entry)
                count += 1
            }
        }
        try? files.remove(path)
        return count
    }
}

extension StoreMessages {
    static func debrisRestore(_ path: String, files: Int) -> String {
        "Removed \(quotedPath(path)), what a restore stopped part-way left (\(files) \(files == 1 ? "file" : "files") not yet moved into place); every match restored before it stopped is kept. Run the restore again to finish it."
    }
    static func debrisCache(_ path: String) -> String {
        "Removed \(quotedPath(path)), a result cache whose writing was cut off; the next listing makes it again."
    }
    static func debrisCreation(_ folder: String, files: Int) -> String {
        "Removed \(quotedPath(folder)), a match whose creation was cut off (\(files) \(files == 1 ? "file" : "files")); nothing in it had been recorded for a scorer."
    }
}
