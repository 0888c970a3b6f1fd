#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The real disk, through POSIX calls. Foundation's atomic write is not used on purpose: it
/// does not sync the directory, so a power cut can lose the rename.
public struct PosixFileLayer: FileLayer {
    public init() {}

    /// Follows whatever is there, as a file a person names on the command line may be a pipe
    /// (`scoreline import <(…)`); the store's own files go through `readRegularFile`.
    public func read(_ path: String) throws(StoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .system(operation: "open", path: path, errno: errno)
        }
        defer { _ = Glibc.close(fd) }
        return try readAll(fd, path: path)
    }

    private func readAll(_ fd: Int32, path: String, length: Int? = nil) throws(StoreError) -> [UInt8] {
        // Int.max bytes never arrive: the closure is there for the type.
        try Self.readAll(fd, path: path, limit: .max, length: length) { _ in .system(operation: "read", path: path, errno: EFBIG) }
    }

    /// Everything left in `fd`. With a `limit`, reading stops with `tooLarge(bytes read)` as
    /// soon as more than that has arrived: a file may grow while it is read.
    ///
    /// `length` is the regular file's size from an `fstat` the caller made: the first read asks
    /// for a byte more than that, and a read that returns less than it asked is the end (a
    /// regular file's reads are short only there), so a small file costs one `read`, not two.
    /// Without it (a pipe), reading goes on until a read returns nothing.
    static func readAll(_ fd: Int32, path: String, limit: Int, length: Int? = nil, tooLarge: (Int) -> StoreError) throws(StoreError) -> [UInt8] {
        // Each read goes into memory that is not zeroed first: a season's listing reads two
        // small files a match, and zeroing a 64 KiB chunk for each cost more than the reads
        // themselves (ADR 052).
        var room = length.map { min(min(max($0, 0), limit) + 1, 1 << 20) } ?? 4096
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
                let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
                if n < 0 { failure = errno }
                count = max(n, 0)
            }
            if failure == EINTR { continue }
            if failure != 0 { throw .system(operation: "read", path: path, errno: failure) }
            if chunk.isEmpty { return bytes }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            guard bytes.count <= limit else { throw tooLarge(bytes.count) }
            if length != nil && chunk.count < room { return bytes }
            // Longer than it said (it grew), or a pipe: read on in larger pieces.
            room = min(max(room, 4096) * 2, 1 << 20)
        }
    }

    /// Only a regular file is read, and never in a way that can block: it is opened with
    /// `O_NONBLOCK` (a FIFO cannot hold the open) and `O_NOFOLLOW` (a final link could point
    /// the journal anywhere, /dev/zero included), and the descriptor is checked before a byte
    /// is read (`openRegular`).
    public func readRegularFile(_ path: String) throws(StoreError) -> [UInt8]? {
        guard let (fd, info) = try openRegular(path) else { return nil }
        defer { _ = Glibc.close(fd) }
        return try readAll(fd, path: path, length: Int(info.st_size))
    }

    public func kind(of path: String) throws(StoreError) -> FileKind? {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .system(operation: "stat", path: path, errno: errno)
        }
        return Self.kind(info.st_mode)
    }

    public func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool) {
        if let kind = try kind(of: path), kind != .regular { throw .notRegularFile(path: path, kind: kind) }
        // O_NONBLOCK changes nothing for a regular file; for a FIFO it turns a wait for a
        // reader into ENXIO.
        var fd = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        var created = false
        if fd < 0 && errno == ENOENT {
            fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            created = fd >= 0
            // Another process made it between the two opens (two kiosks started at once, each
            // opening the data directory's lock file): it is there now, so open that one.
            if fd < 0 && errno == EEXIST {
                fd = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            }
        }
        if fd < 0 { throw Self.openFailure(path, errno: errno) }
        do {
            try Self.requireRegular(fd, path: path)
        } catch {
            _ = Glibc.close(fd)
            throw error
        }
        return (PosixAppendFile(fd: fd, path: path), created)
    }

    static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .other
        }
    }

    /// What replaced a regular file between the check and the open.
    static func openFailure(_ path: String, errno code: Int32) -> StoreError {
        switch code {
        case ELOOP: .notRegularFile(path: path, kind: .symbolicLink)
        case ENXIO: .notRegularFile(path: path, kind: .fifo)
        case EISDIR: .notRegularFile(path: path, kind: .directory)
        default: .system(operation: "open", path: path, errno: code)
        }
    }

    /// The descriptor's `fstat`, when it is a regular file.
    @discardableResult
    static func requireRegular(_ fd: Int32, path: String) throws(StoreError) -> stat {
        var info = stat()
        if fstat(fd, &info) != 0 { throw .system(operation: "stat", path: path, errno: errno) }
        let kind = kind(info.st_mode)
        if kind != .regular { throw .notRegularFile(path: path, kind: kind) }
        return info
    }

    public func syncDirectory(_ path: String) throws(StoreError) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw .system(operation: "open directory", path: path, errno: errno) }
        defer { _ = Glibc.close(fd) }
        if fsync(fd) != 0 { throw .system(operation: "fsync directory", path: path, errno: errno) }
    }

    public func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError) {
        let temporary = try writeTemporary(beside: path, bytes)
        do {
            try rename(temporary, to: path)
        } catch {
            try? remove(temporary)
            throw error
        }
        try syncDirectory(parent(of: path))
    }

    public func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool {
        // Written whole under a name of its own, then linked to `path`: link(2) never replaces
        // what is there, and a reader never sees the file half written.
        let temporary = try writeTemporary(beside: path, bytes)
        defer { try? remove(temporary) }
        if link(temporary, path) != 0 {
            if errno == EEXIST { return false }
            throw .system(operation: "create", path: path, errno: errno)
        }
        try syncDirectory(parent(of: path))
        return true
    }

    /// A new file beside `path` holding `bytes`, synced; returns its name. The name is
    /// unpredictable and created exclusively without following links or blocking: whatever
    /// someone planted at a name (a link pointing elsewhere, a FIFO that would wait for a
    /// reader, a stale temporary from a crash) is never opened, never written through.
    func writeTemporary(beside path: String, _ bytes: [UInt8], sync: Bool = true) throws(StoreError) -> String {
        var attempts = 0
        while true {
            let temporary = "\(path).tmp-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
            if fd < 0 {
                attempts += 1
                // Another name is drawn when this one is taken (a 1 in 2^64 chance unless
                // someone is guessing).
                if errno == EEXIST && attempts < 16 { continue }
                throw .system(operation: "create", path: temporary, errno: errno)
            }
            let file = PosixAppendFile(fd: fd, path: temporary)
            do {
                try file.append(bytes)
                if sync { try file.syncData() }
                file.close()
            } catch {
                file.close()
                try? remove(temporary)
                throw error
            }
            return temporary
        }
    }

    public func rename(_ from: String, to: String) throws(StoreError) {
        if Glibc.rename(from, to) != 0 { throw .system(operation: "rename", path: from, errno: errno) }
    }

    public func renameNew(_ from: String, to: String) throws(StoreError) -> Bool {
        if let renameat2 = Self.renameat2 {
            if renameat2(AT_FDCWD, from, AT_FDCWD, to, Self.renameNoReplace) == 0 { return true }
            if errno == EEXIST { return false }
            // A file system without the flag says EINVAL; the check below is then the best left.
            guard errno == EINVAL || errno == ENOSYS else { throw .system(operation: "rename", path: from, errno: errno) }
        }
        guard try kind(of: to) == nil else { return false }
        try rename(from, to: to)
        return true
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    /// glibc has had `renameat2` since 2.28, but Swift's Glibc module does not import it (the
    /// header declares it for _GNU_SOURCE only), so it is looked up once by name.
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// `RENAME_NOREPLACE` from <linux/fs.h>.
    private static let renameNoReplace: UInt32 = 1

    public func remove(_ path: String) throws(StoreError) {
        if unlink(path) == 0 || errno == ENOENT { return }
        // An (empty) directory: the bin removes match folders this way.
        if (errno == EISDIR || errno == EPERM) && rmdir(path) == 0 { return }
        throw .system(operation: "remove", path: path, errno: errno)
    }

    public func list(_ directory: String) throws(StoreError) -> [String] {
        try listed(directory) { name, _ in name }
    }

    /// The kind comes from the listing itself (`d_type`); a file system that does not fill it
    /// in (`DT_UNKNOWN`) is asked with an `lstat`.
    public func entries(_ directory: String) throws(StoreError) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = []
        for (name, type) in try listed(directory, { name, type in (name, type) }) {
            let what: FileKind? = switch Int32(type) {
            case Int32(DT_REG): .regular
            case Int32(DT_DIR): .directory
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_FIFO): .fifo
            case Int32(DT_SOCK): .socket
            case Int32(DT_CHR): .characterDevice
            case Int32(DT_BLK): .blockDevice
            default: try kind(of: directory + "/" + name)
            }
            if let what { entries.append(DirectoryEntry(name: name, kind: what)) }
        }
        return entries
    }

    /// Each entry but `.` and `..`, sorted by name, as `make` turns its name and `d_type`.
    private func listed<Entry>(_ directory: String, _ make: (String, UInt8) -> Entry) throws(StoreError) -> [Entry] {
        guard let dir = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw .system(operation: "list", path: directory, errno: errno)
        }
        defer { closedir(dir) }
        var named: [(String, UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { named.append((name, entry.pointee.d_type)) }
        }
        return named.sorted { $0.0 < $1.0 }.map { make($0.0, $0.1) }
    }

    public func makeNewDirectory(_ path: String) throws(StoreError) -> Bool {
        try makeDirectory(parent(of: path))
        if mkdir(path, 0o755) != 0 {
            if errno == EEXIST { return false }
            throw .system(operation: "create directory", path: path, errno: errno)
        }
        try syncDirectory(parent(of: path))
        return true
    }

    public func makeDirectory(_ path: String) throws(StoreError) {
        // Parents first, like `mkdir -p`; each new entry is synced into its parent.
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o755) == 0 {
                try syncDirectory(parent(of: built))
            } else if errno != EEXIST {
                throw .system(operation: "create directory", path: built, errno: errno)
            }
        }
    }
}

// One owner at a time (the reactor); the class exists so `close` ends the descriptor.
final class PosixAppendFile: PosixDescriptor, AppendFile, @unchecked Sendable {
    func append(_ bytes: [UInt8]) throws(StoreError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "write", path: path, errno: errno)
            }
            offset += n
        }
    }

    func syncData() throws(StoreError) {
        while fdatasync(fd) != 0 {
            if errno == EINTR { continue }
            throw .system(operation: "fdatasync", path: path, errno: errno)
        }
    }

    func truncate(to length: Int) throws(StoreError) {
        if ftruncate(fd, off_t(length)) != 0 { throw .system(operation: "truncate", path: path, errno: errno) }
    }

    func lockExclusively() throws(StoreError) {
        // A child this process forks shares the locked open file until its exec closes it
        // (O_CLOEXEC): for that moment a lock just released still looks held. A real holder
        // (the kiosk) holds it for hours, so a few short retries tell the two apart; seen as
        // a flaky "being written by another process" in the parallel tests, which spawn
        // hundreds of processes.
        var attempts = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .system(operation: "lock", path: path, errno: errno) }
            attempts += 1
            if attempts > 20 { throw .busy(path: path, holder: LockHolder.describe(lockedFile: fd)) }
            var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
            _ = nanosleep(&pause, nil)
        }
    }
}
