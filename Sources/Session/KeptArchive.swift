import Records
import Store
import Synchronization

/// The records page's archive, kept in memory between views (ADR 052): each view lists the
/// matches once and stamps their files (three `lstat`s a match); when nothing changed since
/// the last reading, that reading is the answer, else the archive is read again (from each
/// match's result cache where it holds). The stamps are taken before the reading they belong
/// to, so a change made while it ran is seen at the next view.
///
/// The tables a filter shows are kept with the reading (issue 42: a later view worked them out
/// again, 160 ms of 190 at 5,000 matches), and dropped with it when the archive changes.
///
/// One reading at a time: the records page's `ArchiveShelf` runs one read and shares it. The
/// views are kept under a lock of their own, since two filters may be worked out at once.
public final class KeptArchive: @unchecked Sendable {
    /// A reading of the archive, numbered: the kept tables belong to one number.
    public struct Reading: Sendable {
        public var archive: ArchiveReader.Archive
        public var generation: Int
    }

    /// How many filters' tables are kept for one reading: a phone chooses the filter, so the
    /// number is bounded; past it the kept tables are dropped and kept afresh.
    static let viewLimit = 64

    public let reader: ArchiveReader
    private var kept: (stamps: ArchiveStamps, reading: Reading)?
    private var readings = 0
    private let views = Mutex<(generation: Int, byFilter: [RecordsFilter: RecordsView], workedOut: Int)>((-1, [:], 0))

    /// How many filters' tables were worked out rather than kept, for the tests.
    public var viewsWorkedOut: Int { views.withLock { $0.workedOut } }

    public init(reader: ArchiveReader) { self.reader = reader }

    /// The archive as it is now, and whether it came from memory.
    public func read() throws -> (archive: ArchiveReader.Archive, fromMemory: Bool) {
        let (reading, fromMemory) = try readNumbered()
        return (reading.archive, fromMemory)
    }

    /// The archive as it is now, numbered, and whether it came from memory.
    public func readNumbered() throws -> (reading: Reading, fromMemory: Bool) {
        let folders = try reader.store.storedFolders()
        let stamps = reader.store.archiveStamps(names: folders.map(\.name))
        if let kept, kept.stamps == stamps { return (kept.reading, true) }
        readings += 1
        let reading = Reading(archive: try reader.read(folders: folders), generation: readings)
        kept = (stamps, reading)
        return (reading, false)
    }

    /// The tables `filter` shows in `reading`: kept from an earlier view of the same reading
    /// and filter, else worked out now and kept.
    public func view(_ filter: RecordsFilter, of reading: Reading) -> RecordsView {
        if let hit = views.withLock({ $0.generation == reading.generation ? $0.byFilter[filter] : nil }) { return hit }
        let archive = reading.archive
        let view = RecordsView(archive.matches, seasons: archive.seasons, formats: archive.formats, filter: filter)
        views.withLock { kept in
            if kept.generation != reading.generation || kept.byFilter.count >= Self.viewLimit {
                kept.generation = reading.generation
                kept.byFilter = [:]
            }
            kept.byFilter[filter] = view
            kept.workedOut += 1
        }
        return view
    }
}
