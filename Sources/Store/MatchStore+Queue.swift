/// The queue of matches to play next: `queue/NNNNNN.json`, one newMatch record each, started
/// in number order. Only the names the queue writes are entries (six digits, 000001 to
/// 999999), so the name listed is always the name removed; anything else in the folder is
/// named by `queueProblems` (`queue list`, doctor) and never started.
extension MatchStore {
    /// The highest queue number: six digits.
    public static let maxQueueNumber = 999_999
    /// The longest newMatch record the queue takes: a journal line's limit less room for the
    /// envelope, the time and the match id the kiosk adds when it starts the match.
    public static let maxQueuedRecordBytes = JournalLine.maxLineBytes - 1024

    public var queueDirectory: String { root + "/queue" }

    /// Queues a match to play next (a `newMatch` record) under the next free number. The
    /// entry is created exclusively: a `queue add` running at the same moment that chose the
    /// same number keeps its entry, and this one takes the next number.
    public func enqueue(_ newMatch: [UInt8]) throws(StoreError) -> Int {
        guard newMatch.count <= Self.maxQueuedRecordBytes else {
            throw .queuedRecordTooLong(bytes: newMatch.count, limit: Self.maxQueuedRecordBytes)
        }
        try files.makeDirectory(queueDirectory)
        var number = try queue().map(\.number).max() ?? 0
        while number < Self.maxQueueNumber {
            number += 1
            if try files.createNew(queuePath(number), with: newMatch) { return number }
        }
        throw .queueFull(path: queueDirectory, limit: Self.maxQueueNumber)
    }

    /// The queued matches in order. A file that is not an entry, or an entry that is no
    /// regular file (a FIFO), is passed over, never waited on: `queueProblems` names them.
    public func queue() throws(StoreError) -> [(number: Int, record: [UInt8])] {
        var entries: [(number: Int, record: [UInt8])] = []
        for name in try files.list(queueDirectory) {
            let path = "\(queueDirectory)/\(name)"
            guard let number = Self.queueNumber(name), try files.kind(of: path) == .regular,
                let bytes = try files.readRegularFile(path)
            else { continue }
            entries.append((number, bytes))
        }
        return entries.sorted { $0.number < $1.number }
    }

    /// One sentence for each thing in queue/ that will never start: a name the queue does not
    /// write (`7.json`, a leftover temporary), or an entry that is no regular file.
    public func queueProblems() throws(StoreError) -> [String] {
        var problems: [String] = []
        for name in try files.list(queueDirectory) {
            let path = "\(queueDirectory)/\(name)"
            if Self.queueNumber(name) == nil {
                problems.append(StoreMessages.notAQueueEntry(path, example: Self.queueFileName(1)))
            } else if let kind = try files.kind(of: path), kind != .regular {
                problems.append(StoreMessages.queueEntryNotAFile(path, kind: kind))
            }
        }
        return problems
    }

    /// Takes the next queued match off the queue.
    public func dequeue(_ number: Int) throws(StoreError) {
        try files.remove(queuePath(number))
        try files.syncDirectory(queueDirectory)
    }

    public func queuePath(_ number: Int) -> String { "\(queueDirectory)/\(Self.queueFileName(number))" }

    /// Six digits, zero-padded, so the queue lists in order by name.
    static func queueFileName(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".json"
    }

    /// The entry's number when `name` is exactly what `queueFileName` writes, else nil.
    static func queueNumber(_ name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard bytes.count == 11, name.hasSuffix(".json"),
            bytes[..<6].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(String(decoding: bytes[..<6], as: UTF8.self)), (1...maxQueueNumber).contains(number)
        else { return nil }
        return number
    }
}
