/// The file operations the store needs, behind a protocol so tests can play a disk that
/// loses power: unsynced writes vanish, a write tears, fsync fails, the disk fills.
public protocol FileLayer: Sendable {
    /// The whole file, or `nil` when there is none.
    func read(_ path: String) throws(StoreError) -> [UInt8]?
    /// The whole file, or `nil` when there is none, for the store's own files: anything but a
    /// regular file (a FIFO, a device, a symbolic link) is refused with `.notRegularFile`,
    /// without blocking and without reading it.
    func readRegularFile(_ path: String) throws(StoreError) -> [UInt8]?
    /// The same file opened to be read a piece at a time (refused as `readRegularFile`
    /// refuses), or `nil` when there is none: for a reader that must not hold it whole.
    func openRegularFile(_ path: String) throws(StoreError) -> (any ReadFile)?
    /// What is at `path` (a final symbolic link not followed), or `nil` when nothing is.
    func kind(of path: String) throws(StoreError) -> FileKind?
    /// Opens a regular file for appending (refusing anything else, as `readRegularFile`
    /// does), creating it when missing (`created` says which).
    func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool)
    /// Makes the directory's entries (files created, renamed or removed in it) durable.
    func syncDirectory(_ path: String) throws(StoreError)
    /// Replaces `path` so that a reader sees the old or the new bytes, never a mix:
    /// write a temporary file, sync it, rename it over, sync the directory.
    func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError)
    /// Writes a new file at `path`, whole and durable, only if nothing is there: `false`
    /// (nothing written) when the name is taken, even by something that appeared a moment
    /// ago. Two writers choosing the same name never overwrite each other.
    func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool
    func rename(_ from: String, to: String) throws(StoreError)
    /// Renames only if nothing is at `to`: `false` (nothing moved) when something is, even an
    /// empty folder that a plain rename would replace. A restored match moves in this way.
    func renameNew(_ from: String, to: String) throws(StoreError) -> Bool
    /// Removes a file or an empty directory; a missing one is not an error.
    func remove(_ path: String) throws(StoreError)
    /// Names (not paths) of the entries of a directory; empty when it does not exist.
    func list(_ directory: String) throws(StoreError) -> [String]
    /// `list` with what each entry is, sorted by name; an entry gone between the listing and
    /// the look is left out.
    func entries(_ directory: String) throws(StoreError) -> [DirectoryEntry]
    func makeDirectory(_ path: String) throws(StoreError)
    /// Creates the directory (its parents as `makeDirectory` does) only if nothing is at
    /// `path`: `false` when something is, which is then left as it is.
    func makeNewDirectory(_ path: String) throws(StoreError) -> Bool
    /// Whether the disk holding `directory` takes writes now, asked without writing (ADR 046).
    func condition(of directory: String) -> DiskCondition
    /// Part of a regular file (refused as `readRegularFile` refuses) with its size and stamp,
    /// or `nil` when there is none: the tail of a journal, or what was appended since a look.
    func readSlice(_ path: String, at start: SliceStart, count: Int) throws(StoreError) -> FileSlice?
    /// What tells a change to a regular file without reading it, or `nil` when there is none.
    func stamp(of path: String) throws(StoreError) -> FileStamp?
    /// Replaces `path` as `replaceAtomically` does (old or new bytes, never a mix) without
    /// syncing: for a file that is rebuilt when lost (the result cache, ADR 052).
    func replaceUnsynced(_ path: String, with bytes: [UInt8]) throws(StoreError)
}

/// A file open for appending.
public protocol AppendFile: AnyObject, Sendable {
    /// Writes all the bytes at the end of the file, or throws.
    func append(_ bytes: [UInt8]) throws(StoreError)
    /// `fdatasync`: returns once the appended bytes are on the disk.
    func syncData() throws(StoreError)
    /// Cuts the file back to `length` bytes (to drop a write whose sync failed).
    func truncate(to length: Int) throws(StoreError)
    /// Takes the file for this process alone, or throws `.busy` when another holds it: two
    /// writers would hand out the same sequence numbers.
    func lockExclusively() throws(StoreError)
    func close()
}

extension FileLayer {
    /// A layer whose listing cannot tell the kinds (the simulated disk) looks at each name.
    public func entries(_ directory: String) throws(StoreError) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = []
        for name in try list(directory).sorted() {
            if let kind = try kind(of: directory + "/" + name) { entries.append(DirectoryEntry(name: name, kind: kind)) }
        }
        return entries
    }

    /// A layer that cannot tell says writable: the writes themselves then say otherwise.
    public func condition(of directory: String) -> DiskCondition { .writable }

    /// A layer that holds only regular files (the simulated disk) reads them as they are.
    public func readRegularFile(_ path: String) throws(StoreError) -> [UInt8]? { try read(path) }

    /// A layer with no streaming of its own (the simulated disk) hands out what it holds.
    public func openRegularFile(_ path: String) throws(StoreError) -> (any ReadFile)? {
        try readRegularFile(path).map { BufferedReadFile($0) }
    }

    /// A layer without an atomic no-replace rename checks the name just before renaming.
    public func renameNew(_ from: String, to: String) throws(StoreError) -> Bool {
        guard try kind(of: to) == nil else { return false }
        try rename(from, to: to)
        return true
    }

    public func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }
}
