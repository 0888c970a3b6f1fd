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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "read", path: path, errno: errno)
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
            // The file may grow while it is read: the limit holds for what is read too.
            guard bytes.count <= maxFileBytes else {
                throw .unreadable(path: path, why: StoreMessages.exportTooLarge(bytes.count, limit: maxFileBytes))
            }
        }
    }
}
