import Store
import StoreTesting

/// The simulated disk, with every path something was written to (created, replaced, renamed,
/// removed, made) noted, so a target can check nothing was written outside the data directory.
public final class RecordingFiles: FileLayer, @unchecked Sendable {
    // One fuzzer thread uses it.
    public let disk = SimulatedDisk()
    public private(set) var written: [String] = []

    public init() {}

    public func read(_ path: String) throws(StoreError) -> [UInt8]? { try disk.read(path) }

    public func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool) {
        written.append(path)
        return try disk.openForAppend(path)
    }

    public func syncDirectory(_ path: String) throws(StoreError) { try disk.syncDirectory(path) }

    public func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError) {
        written.append(path)
        try disk.replaceAtomically(path, with: bytes)
    }

    public func rename(_ from: String, to: String) throws(StoreError) {
        written += [from, to]
        try disk.rename(from, to: to)
    }

    public func remove(_ path: String) throws(StoreError) {
        written.append(path)
        try disk.remove(path)
    }

    public func kind(of path: String) throws(StoreError) -> FileKind? { try disk.kind(of: path) }

    public func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool {
        written.append(path)
        return try disk.createNew(path, with: bytes)
    }

    public func makeNewDirectory(_ path: String) throws(StoreError) -> Bool {
        written.append(path)
        return try disk.makeNewDirectory(path)
    }

    public func list(_ directory: String) throws(StoreError) -> [String] { try disk.list(directory) }

    public func makeDirectory(_ path: String) throws(StoreError) {
        written.append(path)
        try disk.makeDirectory(path)
    }

    /// Forgets what was written so far (the set-up's own writes).
    public func reset() { written = [] }

    /// Whether `path`, with its `.` and `..` resolved as the kernel would, is inside `root`.
    public static func isInside(_ path: String, root: String) -> Bool {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return false }
            default: parts.append(part)
            }
        }
        let rootParts = root.split(separator: "/")
        return parts.count > rootParts.count && parts.starts(with: rootParts)
    }
}
