import FoundationEssentials
import Store

/// The desk's own journal: every desk action (an import, a call, a start, a result, a
/// correction, a walkover) is checked against the day, appended with the store's `Journal`
/// (line, CRC, fdatasync) and only then applied, so what the desk shows is always on the
/// disk. A desk restarted mid-day opens the same file and folds it back to the same day.
public final class DeskJournal {
    public let path: String
    public private(set) var day: DeskDay
    private let journal: Journal
    /// What `Journal.open` set aside from a torn tail, if anything (an action never shown).
    public let recovery: Recovery?

    /// Matches per journal record of an import: 25 full rows stay well under the journal's
    /// 64 KiB line, and 5,000 rows make 200 records, inside one group (at most 1,000), so an
    /// import is on the disk whole or not at all.
    static let matchesPerRecord = 25

    public enum Problem: Error, Sendable {
        /// The day's rules refused it; nothing was written.
        case refused(DeskRefusal)
        /// The file's content was refused; nothing was written.
        case badFile(DeskCSV.Problem)
        /// The disk refused it; nothing was applied (ADR 007).
        case notRecorded(StoreError)
        /// The journal holds a record the desk cannot fold.
        case unreadable(String)

        public var sentence: String {
            switch self {
            case .refused(let refusal): refusal.sentence
            case .badFile(let problem): problem.sentence
            case .notRecorded(let error): error.description
            case .unreadable(let sentence): sentence
            }
        }
    }

    /// Opens (or starts) the desk's journal at `path` and folds it into the day.
    public static func open(_ path: String, courts: Int, files: any FileLayer) throws(Problem) -> DeskJournal {
        let opened: (journal: Journal, records: [JournalRecord], recovery: Recovery?)
        do {
            opened = try Journal.open(path, files: files)
        } catch {
            throw .notRecorded(error)
        }
        var day = DeskDay(courts: courts)
        let decoder = JSONDecoder()
        for record in opened.records {
            do {
                let action = try decoder.decode(DeskAction.self, from: Data(record.payload))
                try day.apply(action)
            } catch {
                opened.journal.close()
                let why = (error as? DeskRefusal)?.sentence ?? "not a desk action"
                throw .unreadable(DeskMessages.unreadableRecord(path, seq: record.seq, why: why))
            }
        }
        return DeskJournal(path: path, day: day, journal: opened.journal, recovery: opened.recovery)
    }

    private init(path: String, day: DeskDay, journal: Journal, recovery: Recovery?) {
        self.path = path
        self.day = day
        self.journal = journal
        self.recovery = recovery
    }

    /// Checks `action` on a copy of the day, writes it durably, then makes the copy the day.
    /// Returns the journal's sequence number.
    @discardableResult
    public func record(_ action: DeskAction, at time: String?) throws(Problem) -> Int {
        try record([action], at: time).last ?? journal.lastDurableSeq
    }

    /// Reads a CSV file's matches and adds them to the day as one journal group: all of them
    /// or, on any problem, none. Returns how many were added.
    @discardableResult
    public func importCSV(_ bytes: [UInt8], at time: String?) throws(Problem) -> Int {
        let matches: [DeskMatch]
        do {
            matches = try DeskCSV.matches(from: bytes, existing: day)
        } catch {
            throw .badFile(error)
        }
        var chunks: [DeskAction] = []
        var start = 0
        while start < matches.count {
            let end = min(start + Self.matchesPerRecord, matches.count)
            chunks.append(.add(matches: Array(matches[start..<end])))
            start = end
        }
        _ = try record(chunks, at: time)
        return matches.count
    }

    private func record(_ actions: [DeskAction], at time: String?) throws(Problem) -> [Int] {
        var trial = day
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var entries: [(payload: [UInt8], at: String?)] = []
        for action in actions {
            do {
                try trial.apply(action)
            } catch {
                throw .refused(error)
            }
            do {
                entries.append((Array(try encoder.encode(action)), time))
            } catch {
                // A desk action is plain strings and integers; reached only if that changes.
                throw .unreadable(DeskMessages.cannotEncode(String(describing: error)))
            }
        }
        let seqs: [Int]
        do {
            seqs = try journal.appendGroup(entries)
        } catch {
            throw .notRecorded(error)
        }
        day = trial
        return seqs
    }

    public func close() { journal.close() }
}
