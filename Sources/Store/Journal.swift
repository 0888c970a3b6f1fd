#if canImport(Glibc)
import Glibc
#endif

/// One match's append-only journal. `append` returns only once the record is on the disk
/// (fdatasync; the first append of a new file also syncs its directory), so an action
/// acknowledged to the scorer survives any power cut after that moment.
public final class Journal: @unchecked Sendable {
    // Owned by one caller at a time (the reactor thread); not shared between threads.
    public let path: String
    private let files: any FileLayer
    private var file: (any AppendFile)?
    /// Bytes of the file known to be durable; a failed write is cut back to this.
    private var durableLength: Int
    public private(set) var lastDurableSeq: Int
    /// The checksum of the last durable record, which a snapshot names.
    public private(set) var lastChecksum: UInt32?
    private var directorySynced: Bool
    private var needsTruncate = false

    /// Opens (or creates) the journal at `path` for writing, recovering from a torn or damaged
    /// tail. The file stays locked for this process until `close`, so nothing else can write
    /// (or repair) it meanwhile. Returns the intact records and, when something was set aside,
    /// a report.
    ///
    /// - Parameter requireFirstRecord: a stored match's journal must hold an intact first
    ///   record. Without one there is nothing to keep, so nothing is repaired: the file is left
    ///   exactly as it is and `.unopenable` says why (the kiosk then sets the match aside whole).
    public static func open(_ path: String, files: any FileLayer, requireFirstRecord: Bool = false) throws(StoreError)
        -> (journal: Journal, records: [JournalRecord], recovery: Recovery?)
    {
        let (file, _) = try files.openForAppend(path)
        let bytes: [UInt8]
        let scan: Scan
        do throws(StoreError) {
            try file.lockExclusively()
            bytes = try files.readRegularFile(path) ?? []
            scan = try Self.scan(bytes, path: path)
            if requireFirstRecord, let problem = scan.openProblem(bytes) { throw .unopenable(path: path, problem: problem) }
        } catch {
            file.close()
            throw error
        }
        var recovery: Recovery?
        if scan.goodLength < bytes.count {
            do {
                let aside = try setAside(Array(bytes[scan.goodLength...]), of: path, files: files)
                try file.truncate(to: scan.goodLength)
                try file.syncData()
                recovery = Recovery(
                    kept: scan.records.count, setAsidePath: aside, setAsideBytes: bytes.count - scan.goodLength,
                    cause: scan.cause ?? .tornWrite, path: path)
            } catch {
                file.close()
                throw error
            }
        }
        let journal = Journal(path: path, files: files, file: file, durableLength: scan.goodLength, lastSeq: scan.records.last?.seq ?? 0)
        journal.lastChecksum = scan.records.last?.checksum
        return (journal, scan.records, recovery)
    }

    /// The intact records, for reading only: no lock, no repair. What a writer is adding at
    /// this moment (a half line) is simply not included.
    public static func read(_ path: String, files: any FileLayer) throws(StoreError) -> [JournalRecord] {
        try scan(try files.readRegularFile(path) ?? [], path: path).records
    }

    private init(path: String, files: any FileLayer, file: any AppendFile, durableLength: Int, lastSeq: Int) {
        self.path = path
        self.files = files
        self.file = file
        self.durableLength = durableLength
        self.lastDurableSeq = lastSeq
        // Synced once per open: a crash between a first append's fdatasync and its directory
        // fsync would otherwise leave an entry no later append ever makes durable.
        self.directorySynced = false
    }

    deinit { file?.close() }

    /// Appends one action and returns its sequence number once it is durable. If the disk
    /// refuses, the record is dropped (the file is cut back to what was durable) and the error
    /// is thrown: nothing the scorer was not shown as recorded is ever written later, and the
    /// next append takes the same number (ADR 007).
    @discardableResult
    public func append(_ payload: [UInt8], at time: String?) throws(StoreError) -> Int {
        let record = JournalRecord(seq: lastDurableSeq + 1, at: time, payload: payload)
        let bytes = JournalLine.encode(record)
        // Refused before anything is written: an import would refuse the line, and with it the
        // whole export that carries the match.
        guard bytes.count - 1 <= JournalLine.maxLineBytes else {
            throw .lineTooLong(path: path, bytes: bytes.count - 1, limit: JournalLine.maxLineBytes)
        }
        try write(bytes)
        lastDurableSeq = record.seq
        lastChecksum = record.checksum
        return record.seq
    }

    /// Appends several actions as one group (ADR 047): a header line and one line each, in one
    /// write, made durable by one fdatasync. Recovery keeps a group whole or not at all, so a
    /// press and its follow-ups are never half recorded. Returns the sequence numbers once
    /// durable; if the disk refuses, none of them is written (ADR 007). One payload is a plain
    /// `append`, byte for byte the line format 1 wrote.
    @discardableResult
    public func appendGroup(_ entries: [(payload: [UInt8], at: String?)]) throws(StoreError) -> [Int] {
        guard entries.count > 1 else {
            guard let only = entries.first else { return [] }
            return [try append(only.payload, at: only.at)]
        }
        guard entries.count <= JournalLine.maxGroupSize else {
            // No caller comes near it (a press makes a handful, a feed burst a few dozen).
            throw .system(operation: "append a group of \(entries.count) records (at most \(JournalLine.maxGroupSize)) to", path: path, errno: E2BIG)
        }
        let first = lastDurableSeq + 1
        let records = entries.enumerated().map { JournalRecord(seq: first + $0.offset, at: $0.element.at, payload: $0.element.payload) }
        var bytes = JournalLine.groupHeader(seq: first, count: records.count, at: records[0].at)
        for record in records {
            let line = JournalLine.encode(record)
            guard line.count - 1 <= JournalLine.maxLineBytes else {
                throw .lineTooLong(path: path, bytes: line.count - 1, limit: JournalLine.maxLineBytes)
            }
            bytes += line
        }
        try write(bytes)
        lastDurableSeq = first + records.count - 1
        lastChecksum = records.last?.checksum
        return records.map(\.seq)
    }

    /// Writes `bytes` at the end and makes them durable, or cuts the file back to what was
    /// durable and throws.
    private func write(_ bytes: [UInt8]) throws(StoreError) {
        guard let handle = file else { throw .system(operation: "write", path: path, errno: EBADF) }
        do {
            if needsTruncate {
                try handle.truncate(to: durableLength)
                needsTruncate = false
            }
            try handle.append(bytes)
            try handle.syncData()
            if !directorySynced {
                try files.syncDirectory(files.parent(of: path))
                directorySynced = true
            }
        } catch {
            // After a failed write or sync the tail is unknown: cut it back to what is known
            // durable before anything else is appended, or a later recovery would stop at it.
            do {
                try handle.truncate(to: durableLength)
            } catch {
                needsTruncate = true
            }
            throw error
        }
        durableLength += bytes.count
    }

    public func close() {
        file?.close()
        file = nil
    }

    // MARK: Recovery

    struct Scan {
        var records: [JournalRecord] = []
        var goodLength = 0
        /// Lines in the kept prefix: records plus group headers (ADR 047).
        var goodLines = 0
        var cause: Recovery.Cause?
        /// The scan ended inside a group: its write was cut off.
        var cutInGroup = false

        /// Why a journal with no intact first record cannot be opened; nil when it has one.
        func openProblem(_ bytes: [UInt8]) -> OpenProblem? {
            guard records.isEmpty else { return nil }
            if bytes.isEmpty { return .empty }
            if case .sequenceGap(_, let found)? = cause { return .startsAt(found) }
            if cutInGroup { return .firstLineCutOff }
            // A line end means line 1 was written whole and is damaged; without one, the
            // match's first write was cut off.
            return bytes.contains(UInt8(ascii: "\n")) ? .firstLineDamaged : .firstLineCutOff
        }
    }

    /// How many lines of `bytes` are intact journal lines (checksum good), wherever they are:
    /// what a journal set aside still holds.
    static func intactLines(_ bytes: [UInt8]) -> Int {
        bytes.split(separator: UInt8(ascii: "\n")).count { line in
            if case .success = JournalLine.decode(line) { return true }
            return false
        }
    }

    /// Reads up to the first line that is torn, fails its check or breaks the sequence. A group
    /// counts only whole (ADR 047): one cut off or damaged part-way is left out from its header
    /// on, as a torn line is.
    static func scan(_ bytes: [UInt8], path: String) throws(StoreError) -> Scan {
        var scan = Scan()
        var gate = JournalGroupGate()
        var start = 0
        var line = 0
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                scan.cause = .tornWrite
                scan.cutInGroup = gate.inGroup
                break
            }
            line += 1
            let isLast = newline == bytes.count - 1
            switch JournalLine.decode(bytes[start..<newline]) {
            case .success(let record):
                switch gate.take(record) {
                case .released(let records):
                    scan.records += records
                    scan.goodLength = newline + 1
                    scan.goodLines = line
                case .held:
                    break
                case .malformed:
                    scan.cause = isLast ? .tornWrite : .damaged(line: line)
                    scan.cutInGroup = isLast && gate.inGroup
                    return scan
                case .gap(let expected, let found):
                    scan.cause = .sequenceGap(expected: expected, found: found)
                    return scan
                }
                start = newline + 1
            case .failure(let box):
                switch box.problem {
                case .newerVersion(let version):
                    throw .newerJournal(path: path, version: version, supported: JournalLine.formatVersion)
                case .checksum, .malformed:
                    // A final line that fails is most likely a torn write; earlier, damage.
                    scan.cause = isLast ? .tornWrite : .damaged(line: line)
                    scan.cutInGroup = isLast && gate.inGroup
                    return scan
                }
            }
        }
        // A group still open at the end was cut off by the last write.
        if gate.inGroup, scan.cause == nil {
            scan.cause = .tornWrite
            scan.cutInGroup = true
        }
        return scan
    }

    /// Keeps the damaged tail in a file beside the journal: never deleted, so nothing a
    /// person might need is lost to an automatic repair.
    private static func setAside(_ bytes: [UInt8], of path: String, files: any FileLayer) throws(StoreError) -> String {
        let dir = files.parent(of: path)
        let base = String(path.split(separator: "/").last ?? "journal")
        let existing = Set(try files.list(dir))
        var number = 1
        while existing.contains("\(base).damaged-\(number)") { number += 1 }
        let aside = "\(path).damaged-\(number)"
        try files.replaceAtomically(aside, with: bytes)
        return aside
    }
}

/// What recovery did, for the log and the screen's error line.
public struct Recovery: Sendable, Equatable {
    public enum Cause: Sendable, Equatable {
        /// The last write was cut off (a power cut or crash mid-write).
        case tornWrite
        /// A line in the middle fails its checksum or is not a journal line.
        case damaged(line: Int)
        /// A record is missing: the numbers jump.
        case sequenceGap(expected: Int, found: Int)
    }

    public let kept: Int
    public let setAsidePath: String
    public let setAsideBytes: Int
    public let cause: Cause
    public let path: String

    /// One sentence a person understands.
    public var sentence: String { StoreMessages.recovery(self) }
}
