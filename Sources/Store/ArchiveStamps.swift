/// The stamps of every file a reading of the archive depends on (each listed match's
/// meta.json, journal and snapshot, and the roster), taken before that reading: while they are
/// all the same, the reading still holds, and the records page serves it from memory (ADR 052).
public struct ArchiveStamps: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let meta: FileStamp?
        public let journal: FileStamp?
        public let snapshot: FileStamp?
    }

    public let entries: [Entry]
    public let roster: FileStamp?
}

extension MatchStore {
    /// Three `lstat`s a match, nothing read: a file that is missing or not a regular file
    /// stamps as nil (the reading says why it left such a match out).
    public func archiveStamps(names: [String]) -> ArchiveStamps {
        func stamp(_ path: String) -> FileStamp? { (try? files.stamp(of: path)) ?? nil }
        let entries = names.map { name in
            MatchID(name) == nil
                ? ArchiveStamps.Entry(name: name, meta: nil, journal: nil, snapshot: nil)
                : ArchiveStamps.Entry(name: name, meta: stamp(metaPath(of: name)), journal: stamp(journalPath(of: name)),
                                      snapshot: stamp(snapshotPath(of: name)))
        }
        return ArchiveStamps(entries: entries, roster: stamp(root + "/roster.json"))
    }
}
