import Store

/// The records page's archive, kept in memory between views (ADR 052): each view lists the
/// matches once and stamps their files (three `lstat`s a match); when nothing changed since
/// the last reading, that reading is the answer, else the archive is read again (from each
/// match's result cache where it holds). The stamps are taken before the reading they belong
/// to, so a change made while it ran is seen at the next view.
///
/// One view at a time: the records page's `ArchiveShelf` runs one read and shares it.
public final class KeptArchive: @unchecked Sendable {
    public let reader: ArchiveReader
    private var kept: (stamps: ArchiveStamps, archive: ArchiveReader.Archive)?

    public init(reader: ArchiveReader) { self.reader = reader }

    /// The archive as it is now, and whether it came from memory.
    public func read() throws -> (archive: ArchiveReader.Archive, fromMemory: Bool) {
        let names = try reader.store.storedIds()
        let stamps = reader.store.archiveStamps(names: names)
        if let kept, kept.stamps == stamps { return (kept.archive, true) }
        let archive = try reader.read(names: names)
        kept = (stamps, archive)
        return (archive, false)
    }
}
