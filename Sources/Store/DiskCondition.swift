#if canImport(Glibc)
import Glibc
#endif

/// Whether the data disk takes writes now (issue 39, ADR 046). An SD card the kernel remounted
/// read-only after errors, or a card filled by something else, must still give a board: the
/// kiosk shows the last durable one read-only, says which of these it is, and asks again every
/// few seconds. `doctor` asks the same question and gives the same sentence.
public enum DiskCondition: Equatable, Sendable {
    case writable
    /// Mounted read-only (`ST_RDONLY`), or a write was refused with EROFS.
    case readOnly
    /// Less room than one journal line (`minimumFree`), or a write was refused with ENOSPC or
    /// EDQUOT.
    case full

    /// Below this the disk counts as full: the longest journal line (64 KiB) might not fit, so
    /// a press could be refused part-way through a box's follow-ups.
    public static let minimumFree = JournalLine.maxLineBytes

    /// The condition a refused write shows; `nil` for a fault of another kind (EIO: the next
    /// write may work, and the press is simply answered "not recorded").
    public init?(refusal error: StoreError) {
        guard case .system(_, _, let code) = error else { return nil }
        switch code {
        case EROFS: self = .readOnly
        case ENOSPC, EDQUOT: self = .full
        default: return nil
        }
    }

    /// The board's bottom line: short enough to fit every layout's problem line at every size
    /// a layout claims (`DiskLineFitTests`), so a 1080p board never falls back to "NOT SAVED".
    public var boardLine: String? {
        switch self {
        case .writable: nil
        case .readOnly: StoreMessages.diskReadOnlyLine
        case .full: StoreMessages.diskFullLine
        }
    }

    /// The whole sentence, for the log and `doctor`: the board's line, then the data directory
    /// and what to do.
    public func sentence(dataDirectory: String) -> String? {
        switch self {
        case .writable: nil
        case .readOnly: StoreMessages.diskReadOnly(dataDirectory)
        case .full: StoreMessages.diskFull(dataDirectory)
        }
    }
}

extension StoreError {
    /// The disk condition this error shows, when it is one the kiosk waits out (ADR 046).
    public var diskCondition: DiskCondition? { DiskCondition(refusal: self) }
}
