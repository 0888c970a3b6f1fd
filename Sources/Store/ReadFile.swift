/// A file open for reading a piece at a time, so a reader of a long journal (`matches list`
/// on a match that was never snapshotted) holds a bounded buffer, not the whole file.
public protocol ReadFile: AnyObject {
    /// Up to `count` more bytes; empty at the end of the file.
    func read(upTo count: Int) throws(StoreError) -> [UInt8]
    func close()
}

/// Bytes already in memory, read a piece at a time: how a layer with no streaming of its own
/// (the simulated disk) serves `openRegularFile`.
final class BufferedReadFile: ReadFile {
    private var bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(upTo count: Int) throws(StoreError) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }

    func close() { bytes = [] }
}
