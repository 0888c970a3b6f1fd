import Foundation
import Store

/// The real disk, with what a reader asked of it counted: the listings of each folder and
/// the bytes read from each file, so a test can hold a command to one listing and `watch` to
/// the bytes appended.
final class CountingFiles: FileLayer, @unchecked Sendable {
    private let disk = PosixFileLayer()
    private let lock = NSLock()
    private var listings: [String: Int] = [:]
    private var wholeReads: [String: Int] = [:]
    private var sliceBytes: [String: Int] = [:]

    func listed(_ directory: String) -> Int { lock.withLock { listings[directory] ?? 0 } }
    func readWhole(_ path: String) -> Int { lock.withLock { wholeReads[path] ?? 0 } }
    func slicedBytes(_ path: String) -> Int { lock.withLock { sliceBytes[path] ?? 0 } }
    func reset() { lock.withLock { listings = [:]; wholeReads = [:]; sliceBytes = [:] } }

    func read(_ path: String) throws(StoreError) -> [UInt8]? {
        lock.withLock { wholeReads[path, default: 0] += 1 }
        return try disk.read(path)
    }
    func readRegularFile(_ path: String) throws(StoreError) -> [UInt8]? {
        lock.withLock { wholeReads[path, default: 0] += 1 }
        return try disk.readRegularFile(path)
    }
    func openRegularFile(_ path: String) throws(StoreError) -> (any ReadFile)? {
        lock.withLock { wholeReads[path, default: 0] += 1 }
        return try disk.openRegularFile(path)
    }
    func readSlice(_ path: String, at start: SliceStart, count: Int) throws(StoreError) -> FileSlice? {
        let slice = try disk.readSlice(path, at: start, count: count)
        lock.withLock { sliceBytes[path, default: 0] += slice?.bytes.count ?? 0 }
        return slice
    }
    func list(_ directory: String) throws(StoreError) -> [String] {
        lock.withLock { listings[directory, default: 0] += 1 }
        return try disk.list(directory)
    }
    func stamp(of path: String) throws(StoreError) -> FileStamp? { try disk.stamp(of: path) }
    func replaceUnsynced(_ path: String, with bytes: [UInt8]) throws(StoreError) { try disk.replaceUnsynced(path, with: bytes) }
    func kind(of path: String) throws(StoreError) -> FileKind? { try disk.kind(of: path) }
    func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool) { try disk.openForAppend(path) }
    func syncDirectory(_ path: String) throws(StoreError) { try disk.syncDirectory(path) }
    func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError) { try disk.replaceAtomically(path, with: bytes) }
    func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool { try disk.createNew(path, with: bytes) }
    func rename(_ from: String, to: String) throws(StoreError) { try disk.rename(from, to: to) }
    func renameNew(_ from: String, to: String) throws(StoreError) -> Bool { try disk.renameNew(from, to: to) }
    func remove(_ path: String) throws(StoreError) { try disk.remove(path) }
    func makeDirectory(_ path: String) throws(StoreError) { try disk.makeDirectory(path) }
    func makeNewDirectory(_ path: String) throws(StoreError) -> Bool { try disk.makeNewDirectory(path) }
    func condition(of directory: String) -> DiskCondition { disk.condition(of: directory) }
}
