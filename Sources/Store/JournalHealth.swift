/// What a journal looks like on the disk, read without a lock and without repairing it, so
/// `scoreline doctor` can describe a damaged tail while the scoreboard may be writing.
public struct JournalHealth: Sendable, Equatable {
    /// Intact records up to the first bad line.
    public let records: Int
    public let lastSeq: Int
    public let bytes: Int
    /// Bytes after the last intact record (a torn or damaged tail; 0 when healthy).
    public let tailBytes: Int
    /// Why reading stopped early; `nil` when the whole file is intact.
    public let damage: Recovery.Cause?

    /// One sentence about the tail, or `nil` when there is nothing to say.
    public var sentence: String? { damage.map { StoreMessages.damagedTail($0, bytes: tailBytes) } }
}

extension Journal {
    /// The journal's health, changing nothing. A half line being written at this very moment
    /// shows as a torn tail; recovery sets it aside only if it is still there at the next open.
    public static func health(_ path: String, files: any FileLayer) throws(StoreError) -> JournalHealth {
        let bytes = try files.readRegularFile(path) ?? []
        let scan = try scan(bytes, path: path)
        return JournalHealth(
            records: scan.records.count, lastSeq: scan.records.last?.seq ?? 0, bytes: bytes.count,
            tailBytes: bytes.count - scan.goodLength, damage: scan.goodLength < bytes.count ? (scan.cause ?? .tornWrite) : nil)
    }
}

extension StoreMessages {
    static func damagedTail(_ cause: Recovery.Cause, bytes: Int) -> String {
        let tail = "\(bytes) \(bytes == 1 ? "byte" : "bytes") after the last intact action"
        switch cause {
        case .tornWrite:
            return "the last write was cut off (\(tail)); the scoreboard sets it aside when it next opens the match."
        case .damaged(let line):
            return "line \(line) is damaged (\(tail)); the scoreboard keeps what comes before and sets the rest aside when it next opens the match."
        case .sequenceGap(let expected, let found):
            return "action \(expected) is missing (the next is \(found); \(tail)); the scoreboard keeps what comes before and sets the rest aside when it next opens the match."
        }
    }
}
