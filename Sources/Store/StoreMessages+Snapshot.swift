
/// Why a match's snapshot file was not used: the journal is folded instead (it is the truth,
/// and nothing it holds is lost), so each says the start is slower, never that data went.
extension StoreMessages {
    static func snapshotUnreadable(_ path: String, _ error: StoreError) -> String {
        "Snapshot \(quotedPath(path)) was not read (\(describe(error))): the match is folded from its journal instead."
    }

    static func snapshotHeader(_ path: String) -> String {
        "Snapshot \(quotedPath(path)) has no header this build reads (format \(Snapshot.formatVersion), one JSON line): the match is folded from its journal instead."
    }

    static func snapshotChecksum(_ path: String) -> String {
        "Snapshot \(quotedPath(path)) does not match its own checksum (damaged or cut short): the match is folded from its journal instead."
    }

    static func snapshotStale(_ path: String, seq: Int, records: Int) -> String {
        "Snapshot \(quotedPath(path)) follows record \(seq), which the journal of \(records) records does not hold as it was then: the match is folded from its journal instead."
    }
}
