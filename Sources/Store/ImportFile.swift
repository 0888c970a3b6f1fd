#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension MatchExport {
    /// An export file's bytes, read with the import's limits: a regular file only (a FIFO or
    /// `/dev/zero` would block or never end), at most `maxFileBytes`, refused by its size
    /// before a byte is read into memory. Throws `.notFound` when there is no such file.
    public static func readFile(_ path: String) throws(StoreError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { throw .notFound("file \(path)") }
            throw .system(operation: "open", path: path, errno: errno)
        }
        defer { _ = Glibc.close(fd) }
        var status = stat()
        if fstat(fd, &status) != 0 { throw .system(operation: "stat", path: path, errno: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, why: StoreMessages.notARegularFile) }
        guard status.st_size <= maxFileBytes else {
            throw .unreadable(path: path, why: StoreMessages.exportTooLarge(Int(status.st_size), limit: maxFileBytes))
        }
        return try PosixFileLayer.readAll(fd, path: path, limit: maxFileBytes) { read in
            .unreadable(path: path, why: StoreMessages.exportTooLarge(read, limit: maxFileBytes))
        }
    }
}
