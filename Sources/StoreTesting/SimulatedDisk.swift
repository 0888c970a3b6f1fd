import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Store

/// An in-memory disk that loses power the way a real one does.
///
/// Each file has the bytes a reader sees now and the bytes known durable (synced). A
/// directory entry (create, rename, remove) is durable only after the directory is synced.
/// `powerCut` keeps the durable state plus, per file, any prefix of its unsynced bytes (a
/// torn write), optionally zero-filled as when the size was written but the data was not.
public final class SimulatedDisk: FileLayer, @unchecked Sendable {
    public final class Inode {
        var durable: [UInt8] = []
        var current: [UInt8] = []
        /// The open file holding the lock; a power cut frees it (its process is gone).
        var lockOwner: ObjectIdentifier?
        /// fdatasyncs that made it durable: what a test counts per press (issue 37).
        var syncs = 0
    }

    private let lock = NSLock()
    private var inodes: [Int: Inode] = [:]
    private var names: [String: Int] = [:]
    private var durableNames: [String: Int] = [:]
    private var directories: Set<String> = ["/"]
    private var nextInode = 1

    public init() {}

    /// Faults to inject.
    public var failSyncs = 0
    public var failSyncErrno: Int32 = EIO
    public var spaceLeft: Int?
    /// Mounted read-only: every change is refused with EROFS, as after the kernel remounts a
    /// failing card; reads go on (ADR 046).
    public var readOnly = false
    /// Counts writes, so a test can cut the power during any one of them.
    public private(set) var writes = 0
    /// Counts fdatasyncs of files (not directory syncs) that succeeded, on every file.
    public private(set) var dataSyncs = 0

    /// The fdatasyncs that succeeded on the file now at `path`.
    public func dataSyncs(of path: String) -> Int {
        lock.withLock { names[path].flatMap { inodes[$0]?.syncs } ?? 0 }
    }
    /// The power fails during this write: its bytes reach the page cache, then every
    /// operation fails until `powerCut` brings the machine back.
    public var dieAtWrite: Int?
    public private(set) var dead = false

    public func read(_ path: String) throws(StoreError) -> [UInt8]? {
        lock.withLock { names[path].flatMap { inodes[$0]?.current } }
    }

    public func kind(of path: String) throws(StoreError) -> FileKind? {
        lock.withLock { names[path] != nil ? .regular : directories.contains(path) ? .directory : nil }
    }

    public func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool) {
        try refuseIfReadOnly("open", path)
        return try locked { () throws(StoreError) -> (file: any AppendFile, created: Bool) in
            guard directories.contains(parent(of: path)) else {
                throw .system(operation: "open", path: path, errno: ENOENT)
            }
            if let id = names[path], let inode = inodes[id] { return (SimulatedFile(disk: self, inode: inode), false) }
            let inode = Inode()
            inodes[nextInode] = inode
            names[path] = nextInode
            nextInode += 1
            return (SimulatedFile(disk: self, inode: inode), true)
        }
    }

    public func syncDirectory(_ path: String) throws(StoreError) {
        try consumeSyncFailure(path)
        lock.withLock {
            for (name, _) in durableNames where parent(of: name) == path && names[name] == nil {
                durableNames[name] = nil
            }
            for (name, id) in names where parent(of: name) == path { durableNames[name] = id }
        }
    }

    public func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError) {
        let temporary = path + ".tmp"
        let (file, _) = try openForAppend(temporary)
        try file.truncate(to: 0)
        try file.append(bytes)
        try file.syncData()
        try rename(temporary, to: path)
        try syncDirectory(parent(of: path))
    }

    public func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool {
        let temporary = path + ".new"
        let (file, _) = try openForAppend(temporary)
        try file.truncate(to: 0)
        try file.append(bytes)
        try file.syncData()
        let created = try locked { () throws(StoreError) -> Bool in
            guard let id = names[temporary] else { throw .system(operation: "create", path: path, errno: ENOENT) }
            names[temporary] = nil
            // Like link(2): a name that is taken is never replaced.
            guard names[path] == nil, !directories.contains(path) else { return false }
            names[path] = id
            return true
        }
        if created { try syncDirectory(parent(of: path)) }
        return created
    }

    public func makeNewDirectory(_ path: String) throws(StoreError) -> Bool {
        try refuseIfReadOnly("mkdir", path)
        return lock.withLock {
            guard names[path] == nil, !directories.contains(path) else { return false }
            var built = ""
            for part in path.split(separator: "/") {
                built += "/" + part
                directories.insert(built)
            }
            return true
        }
    }

    public func rename(_ from: String, to: String) throws(StoreError) {
        try checkAlive()
        try refuseIfReadOnly("rename", from)
        try locked { () throws(StoreError) in
            guard let id = names[from] else { throw .system(operation: "rename", path: from, errno: ENOENT) }
            names[from] = nil
            names[to] = id
        }
    }

    public func remove(_ path: String) throws(StoreError) {
        try refuseIfReadOnly("remove", path)
        lock.withLock {
            names[path] = nil
            directories.remove(path)
        }
    }

    public func list(_ directory: String) throws(StoreError) -> [String] {
        lock.withLock {
            names.keys.filter { parent(of: $0) == directory }.map { String($0.split(separator: "/").last ?? "") }.sorted()
                + directories.filter { parent(of: $0) == directory && $0 != directory }.map { String($0.split(separator: "/").last ?? "") }.sorted()
        }
    }

    public func makeDirectory(_ path: String) throws(StoreError) {
        if lock.withLock({ readOnly && !directories.contains(path) }) {
            throw .system(operation: "mkdir", path: path, errno: EROFS)
        }
        lock.withLock {
            var built = ""
            for part in path.split(separator: "/") {
                built += "/" + part
                directories.insert(built)
            }
        }
    }

    /// The power goes off and comes back.
    public func powerCut(keepUnsynced fraction: (Int) -> Int = { _ in 0 }, zeroFill: Bool = false) {
        lock.withLock {
            dead = false
            dieAtWrite = nil
            // The process holding locks died with the power.
            for inode in inodes.values { inode.lockOwner = nil }
            names = durableNames
            for inode in inodes.values {
                let unsynced = inode.current.count > inode.durable.count
                    && inode.current.starts(with: inode.durable)
                    ? Array(inode.current[inode.durable.count...]) : []
                let keep = min(unsynced.count, max(0, fraction(unsynced.count)))
                inode.current = inode.durable + (zeroFill ? [UInt8](repeating: 0, count: keep) : Array(unsynced.prefix(keep)))
                // What survived a cut is on the platter now.
                inode.durable = inode.current
            }
        }
    }

    /// NSLock.withLock does not carry typed throws.
    private func locked<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func checkAlive() throws(StoreError) {
        if lock.withLock({ dead }) { throw .system(operation: "write", path: "(power lost)", errno: EIO) }
    }

    func consumeSyncFailure(_ path: String) throws(StoreError) {
        try checkAlive()
        let fail = lock.withLock { () -> Bool in
            if failSyncs > 0 { failSyncs -= 1; return true }
            return false
        }
        if fail { throw .system(operation: "fdatasync", path: path, errno: failSyncErrno) }
    }

    public func condition(of directory: String) -> DiskCondition {
        lock.withLock {
            if readOnly { return .readOnly }
            if let spaceLeft, spaceLeft < DiskCondition.minimumFree { return .full }
            return .writable
        }
    }

    private func refuseIfReadOnly(_ operation: String, _ path: String) throws(StoreError) {
        if lock.withLock({ readOnly }) { throw .system(operation: operation, path: path, errno: EROFS) }
    }

    fileprivate func write(_ inode: Inode, _ bytes: [UInt8]) throws(StoreError) {
        try checkAlive()
        try refuseIfReadOnly("write", "(simulated)")
        let written: Int = lock.withLock {
            writes += 1
            if writes == dieAtWrite { dead = true }
            var count = bytes.count
            if let space = spaceLeft {
                count = min(count, space)
                spaceLeft = space - count
            }
            inode.current += bytes.prefix(count)
            return count
        }
        try checkAlive()
        if written < bytes.count { throw .system(operation: "write", path: "(simulated)", errno: ENOSPC) }
    }

    fileprivate func sync(_ inode: Inode) throws(StoreError) {
        try consumeSyncFailure("(simulated)")
        lock.withLock {
            inode.durable = inode.current
            inode.syncs += 1
            dataSyncs += 1
        }
    }

    fileprivate func lock(_ inode: Inode, for owner: ObjectIdentifier) throws(StoreError) {
        let taken = lock.withLock { () -> Bool in
            if inode.lockOwner != nil && inode.lockOwner != owner { return false }
            inode.lockOwner = owner
            return true
        }
        if !taken { throw .busy(path: "(simulated)", holder: nil) }
    }

    fileprivate func unlock(_ inode: Inode, for owner: ObjectIdentifier) {
        lock.withLock { if inode.lockOwner == owner { inode.lockOwner = nil } }
    }

    /// Like ftruncate: visible at once, durable only after the next sync.
    fileprivate func truncate(_ inode: Inode, _ length: Int) throws(StoreError) {
        try checkAlive()
        try refuseIfReadOnly("truncate", "(simulated)")
        lock.withLock {
            if inode.current.count > length { inode.current.removeLast(inode.current.count - length) }
        }
    }
}

public final class SimulatedFile: AppendFile, @unchecked Sendable {
    private let disk: SimulatedDisk
    private let inode: SimulatedDisk.Inode

    init(disk: SimulatedDisk, inode: SimulatedDisk.Inode) {
        self.disk = disk
        self.inode = inode
    }

    public func append(_ bytes: [UInt8]) throws(StoreError) { try disk.write(inode, bytes) }
    public func syncData() throws(StoreError) { try disk.sync(inode) }
    public func truncate(to length: Int) throws(StoreError) { try disk.truncate(inode, length) }
    public func lockExclusively() throws(StoreError) { try disk.lock(inode, for: ObjectIdentifier(self)) }
    public func close() { disk.unlock(inode, for: ObjectIdentifier(self)) }
}
