import FoundationEssentials
import MatchEngine
import Store
#if canImport(Glibc)
import Glibc
#endif

/// The feed journal (docs/bluetooth.md): every write the app sent that changed the board (a
/// settled burst of them as one group, ADR 047), and each connect and disconnect, one durable
/// record each, in `<data>/feed/feed.journal`, apart
/// from the scored matches. A reboot mid-match folds it back and shows the last board at once.
/// It is the store's journal (line, CRC, fdatasync, torn-tail recovery); what a record means is
/// the feed's.
public final class FeedRecorder {
    /// Records before the journal is folded into one record per field: a day of a Test match
    /// is about 8,000 writes, so this compacts at most once a day and keeps a resume fast.
    public static let compactAfter = 20_000

    /// One record's payload.
    struct Entry: Codable, Equatable {
        /// A field write as the app sent it ("BTS245/3").
        var write: String?
        /// "connected" or "disconnected".
        var link: String?
    }

    /// What the journal held when it was opened.
    public struct Resumed: Sendable {
        public var state: FeedState
        /// When the last record was written: when the app was last heard of.
        public var lastSeen: Timestamp?
        /// What was set aside from a damaged tail, if anything.
        public var recovery: Recovery?
        /// Records that could not be read back (named by seq), skipped.
        public var skipped: [Int]
    }

    public let path: String
    private let files: any FileLayer
    private var journal: Journal
    public private(set) var records: Int

    private init(path: String, files: any FileLayer, journal: Journal, records: Int) {
        self.path = path
        self.files = files
        self.journal = journal
        self.records = records
    }

    deinit { journal.close() }

    public static func path(in dataDirectory: String) -> String { "\(dataDirectory)/feed/feed.journal" }

    /// Opens (or creates) the journal under `dataDirectory` and folds what it holds.
    public static func open(dataDirectory: String, files: any FileLayer) throws(StoreError) -> (FeedRecorder, Resumed) {
        try files.makeDirectory(dataDirectory)
        try files.makeDirectory("\(dataDirectory)/feed")
        let path = path(in: dataDirectory)
        let (journal, records, recovery) = try Journal.open(path, files: files)
        var resumed = fold(records)
        resumed.recovery = recovery
        return (FeedRecorder(path: path, files: files, journal: journal, records: records.count), resumed)
    }

    /// The journal at `path` folded, read only (no lock, no repair): `scoreline feed render` of a
    /// kiosk's journal, beside the running kiosk.
    public static func read(_ path: String, files: any FileLayer) throws(StoreError) -> Resumed {
        fold(try Journal.read(path, files: files))
    }

    private static func fold(_ records: [JournalRecord]) -> Resumed {
        var resumed = Resumed(state: FeedState(), lastSeen: nil, recovery: nil, skipped: [])
        let decoder = JSONDecoder()
        for record in records {
            guard let entry = try? decoder.decode(Entry.self, from: Data(record.payload)) else {
                resumed.skipped.append(record.seq)
                continue
            }
            if let text = entry.write {
                switch FeedWrite.decode(Array(text.utf8)) {
                case .success(let write): _ = resumed.state.apply(write)
                case .failure: resumed.skipped.append(record.seq)
                }
            }
            if let at = record.at.flatMap(Timestamp.init) { resumed.lastSeen = at }
        }
        return resumed
    }

    /// Appends one write; returns once it is on the disk.
    public func record(write text: String, at time: Timestamp?) throws(StoreError) {
        try append(Entry(write: text, link: nil), at: time)
    }

    /// Appends a settled burst of writes as one group (ADR 047): one fdatasync for a ball's
    /// dozen fields, and after a power cut the burst is there whole or not at all, so a board
    /// resumed from the journal is never half a ball.
    public func record(writes texts: [String], at time: Timestamp?) throws(StoreError) {
        let entries = try texts.map { text throws(StoreError) in (payload: try Self.payload(Entry(write: text, link: nil), path: path), at: time?.text) }
        try journal.appendGroup(entries)
        records += entries.count
    }

    public func record(connected: Bool, at time: Timestamp?) throws(StoreError) {
        try append(Entry(write: nil, link: connected ? "connected" : "disconnected"), at: time)
    }

    private func append(_ entry: Entry, at time: Timestamp?) throws(StoreError) {
        try journal.append(try Self.payload(entry, path: path), at: time?.text)
        records += 1
    }

    private static func payload(_ entry: Entry, path: String) throws(StoreError) -> [UInt8] {
        do { return Array(try JSONEncoder().encode(entry)) } catch {
            throw .system(operation: "encode", path: path, errno: EINVAL)
        }
    }

    /// Replaces the journal with one record per field of `state` (the writes that make it), so
    /// the file stays small however long the scoreboard runs. Atomic: the new journal is
    /// written and synced beside the old one and renamed over it, so a power cut leaves the old
    /// journal or the new one.
    public func compact(_ state: FeedState, at time: Timestamp?) throws(StoreError) {
        let fresh = path + ".compact"
        if try files.kind(of: fresh) != nil { try files.remove(fresh) }
        let (next, _, _) = try Journal.open(fresh, files: files)
        let encoder = JSONEncoder()
        do throws(StoreError) {
            for text in state.writes {
                guard let payload = try? encoder.encode(Entry(write: text, link: nil)) else { continue }
                try next.append(Array(payload), at: time?.text)
            }
        } catch {
            next.close()
            try? files.remove(fresh)
            throw error
        }
        let count = next.lastDurableSeq
        next.close()
        journal.close()
        do throws(StoreError) {
            try files.rename(fresh, to: path)
            try files.syncDirectory(files.parent(of: path))
        } catch {
            // The old journal is still whole (or the new one is): reopen whichever is there.
            journal = try Journal.open(path, files: files).journal
            throw error
        }
        journal = try Journal.open(path, files: files).journal
        records = count
    }
}

extension FeedState {
    /// The writes that make this state from nothing, one per field, in code order (each field
    /// is set by its own code alone, so the order does not change the result).
    var writes: [String] {
        (values.sorted { $0.key < $1.key } + unknown.sorted { $0.key < $1.key }).map { $0.key + $0.value }
    }
}
