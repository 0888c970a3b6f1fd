/// Why a stored match cannot be opened at all. The store changes nothing when it finds one of
/// these; the kiosk then sets the whole match aside (ADR 009).
public enum OpenProblem: Sendable, Equatable {
    /// The match folder has no journal.
    case missing
    /// The journal (or meta.json) is no regular file.
    case notRegular(FileKind)
    /// The match's folder is no directory.
    case notAFolder(FileKind)
    /// The journal holds no bytes.
    case empty
    /// Line 1 fails its checksum or is not a journal line.
    case firstLineDamaged
    /// Line 1 was cut off (no line end): the match's first write never finished.
    case firstLineCutOff
    /// The first intact line is not action 1.
    case startsAt(Int)
    /// meta.json is missing.
    case metadataMissing
    /// meta.json is not valid.
    case metadataInvalid
}

/// What is wrong with the `current` file, which names the match in play.
public enum CurrentProblem: Sendable, Equatable {
    /// It is a directory, a FIFO, a device…: the kiosk could not write it or would block.
    case notAFile(FileKind)
    /// It names a match that is not in matches/ (deleted by hand, or set aside).
    case namesMissing(String)
    /// What it holds cannot be a match id.
    case invalidId
}
