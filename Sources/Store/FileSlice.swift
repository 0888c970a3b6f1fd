/// Where a slice of a file starts: so many bytes in, or so many bytes back from its end.
public enum SliceStart: Sendable, Equatable {
    case offset(Int)
    case fromEnd(Int)
}

/// Part of a file and what the file was when it was read (ADR 052): a reader that keeps its
/// place (`watch`) or reads only a journal's last line (the result cache's key) needs the
/// size, and which file it was, to tell an append from a replacement.
public struct FileSlice: Sendable, Equatable {
    /// The file's size when it was read.
    public let size: Int
    /// Where `bytes` start in the file.
    public let offset: Int
    public let bytes: [UInt8]
    public let stamp: FileStamp

    public init(size: Int, offset: Int, bytes: [UInt8], stamp: FileStamp) {
        self.size = size
        self.offset = offset
        self.bytes = bytes
        self.stamp = stamp
    }
}

/// What changes when a file is written, replaced or cut: its size, which file it is (device
/// and inode), and its modification and change times to the nanosecond. Two equal stamps are
/// taken as the same bytes by the records page's memory (ADR 052); the result cache itself is
/// keyed by the journal's last record, never by a stamp.
public struct FileStamp: Sendable, Equatable, Hashable {
    public let size: Int
    public let device: UInt64
    public let inode: UInt64
    public let modified: Int64
    public let changed: Int64

    public init(size: Int, device: UInt64, inode: UInt64, modified: Int64, changed: Int64) {
        self.size = size
        self.device = device
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }
}

extension FileLayer {
    /// A layer that holds its files in memory (the simulated disk) slices what it holds; its
    /// stamp is the size and a checksum of the bytes, so any change tells.
    public func readSlice(_ path: String, at start: SliceStart, count: Int) throws(StoreError) -> FileSlice? {
        guard let bytes = try readRegularFile(path) else { return nil }
        let from: Int
        switch start {
        case .offset(let offset): from = Swift.min(Swift.max(0, offset), bytes.count)
        case .fromEnd(let back): from = Swift.max(0, bytes.count - Swift.max(0, back))
        }
        let end = Swift.max(0, count) >= bytes.count - from ? bytes.count : from + Swift.max(0, count)
        return FileSlice(size: bytes.count, offset: from, bytes: Array(bytes[from..<end]), stamp: Self.memoryStamp(bytes))
    }

    public func stamp(of path: String) throws(StoreError) -> FileStamp? {
        try readRegularFile(path).map(Self.memoryStamp)
    }

    public func replaceUnsynced(_ path: String, with bytes: [UInt8]) throws(StoreError) {
        try replaceAtomically(path, with: bytes)
    }

    static func memoryStamp(_ bytes: [UInt8]) -> FileStamp {
        FileStamp(size: bytes.count, device: 0, inode: 0, modified: Int64(StoreChecksum.crc32(bytes)), changed: 0)
    }
}
