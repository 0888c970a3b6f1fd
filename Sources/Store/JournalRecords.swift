/// A journal's intact records, read a piece at a time: the same records `Journal.read` gives
/// (up to the first line that is torn, fails its check or breaks the sequence), with memory
/// bounded by one line, not by the journal. A listing of a long match that was never
/// snapshotted read 18 MB and its records whole (issue 39).
///
/// Each iteration opens the file anew, so the sequence can be read twice (a fold that falls
/// back from a snapshot to the first record). What the reading met that is not a plain end
/// (the file unreadable, a journal from a newer build) ends the iteration and is kept in
/// `problem`, for the caller to throw after it.
public struct JournalRecords: Sequence {
    public let path: String
    let files: any FileLayer
    /// The bytes asked of the file at a time.
    let chunkSize: Int
    private let trouble = Trouble()

    /// Where an iteration stopped short of the journal's end for a reason to report.
    final class Trouble {
        var error: StoreError?
    }

    public init(path: String, files: any FileLayer, chunkSize: Int = 1 << 16) {
        self.path = path
        self.files = files
        self.chunkSize = Swift.max(1, chunkSize)
    }

    /// The first problem any iteration met, or `nil`.
    public var problem: StoreError? { trouble.error }

    public func makeIterator() -> Iterator { Iterator(records: self) }

    public struct Iterator: IteratorProtocol {
        private let records: JournalRecords
        private var file: (any ReadFile)?
        private var opened = false
        private var buffer: [UInt8] = []
        private var start = 0
        /// Holds a group's records until the last of them is read (ADR 047).
        private var gate = JournalGroupGate()
        /// Records released and not yet returned (a whole group comes at once).
        private var ready: [JournalRecord] = []
        private var readyIndex = 0

        init(records: JournalRecords) { self.records = records }

        public mutating func next() -> JournalRecord? {
            if readyIndex < ready.count {
                defer { readyIndex += 1 }
                return ready[readyIndex]
            }
            if !opened {
                opened = true
                do {
                    file = try records.files.openRegularFile(records.path)
                } catch {
                    return stop(error)
                }
            }
            while file != nil {
                if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[start..<newline]
                    start = newline + 1
                    switch JournalLine.decode(line) {
                    case .success(let record):
                        switch gate.take(record) {
                        case .released(let records):
                            guard let first = records.first else { continue }
                            ready = records
                            readyIndex = 1
                            return first
                        case .held:
                            continue
                        case .malformed, .gap:
                            // A gap ends the intact records, as recovery reads them.
                            return stop(nil)
                        }
                    case .failure(let box):
                        if case .newerVersion(let version) = box.problem {
                            return stop(.newerJournal(path: records.path, version: version, supported: JournalLine.formatVersion))
                        }
                        // Damaged or torn: the intact records end here.
                        return stop(nil)
                    }
                }
                // No whole line in hand. One longer than any the store writes is damage, not
                // a reason to hold more of the file. (An open group's records are held apart
                // from the buffer: memory is one line plus one group, a handful of actions.)
                guard buffer.count - start <= JournalLine.maxLineBytes + 1024 else { return stop(nil) }
                buffer.removeFirst(start)
                start = 0
                let more: [UInt8]
                do {
                    more = try file?.read(upTo: records.chunkSize) ?? []
                } catch {
                    return stop(error)
                }
                // The end; a last line without its newline is a write in progress or torn.
                if more.isEmpty { return stop(nil) }
                buffer += more
            }
            return nil
        }

        private mutating func stop(_ error: StoreError?) -> JournalRecord? {
            if let error, records.trouble.error == nil { records.trouble.error = error }
            file?.close()
            file = nil
            buffer = []
            start = 0
            return nil
        }
    }
}
