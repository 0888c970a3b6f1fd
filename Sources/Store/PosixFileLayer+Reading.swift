#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension PosixFileLayer {
    /// Opened as `readRegularFile` opens (only a regular file, never blocking, a final
    /// symbolic link not followed), then read a piece at a time.
    public func openRegularFile(_ path: String) throws(StoreError) -> (any ReadFile)? {
        guard let (fd, _) = try openRegular(path) else { return nil }
        return PosixReadFile(fd: fd, path: path)
    }

    /// The one way both readers open a file: opened so that it cannot block, follow a final
    /// link or become this process's terminal, then checked on the descriptor (closed when
    /// that fails), so it is never read unless regular; with the descriptor's `fstat`. Nil
    /// when there is no such file.
    ///
    /// The open comes first, not an `lstat` of the path: one path walk instead of two, and a
    /// season's listing opens three files a match (ADR 052). A name the open refuses is looked
    /// at then, so the refusal names what is there (a socket and a FIFO both give `ENXIO`).
    func openRegular(_ path: String) throws(StoreError) -> (fd: Int32, info: stat)? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return nil }
            guard let kind = try kind(of: path) else { return nil }
            if kind != .regular { throw .notRegularFile(path: path, kind: kind) }
            throw Self.openFailure(path, errno: code)
        }
        do {
            return (fd, try Self.requireRegular(fd, path: path))
        } catch {
            _ = Glibc.close(fd)
            throw error
        }
    }
}

/// A descriptor read with `read(2)`, closed by `close` or when the reader lets go of it.
final class PosixReadFile: PosixDescriptor, ReadFile {
    func read(upTo count: Int) throws(StoreError) -> [UInt8] {
        guard fd >= 0, count > 0 else { return [] }
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "read", path: path, errno: errno)
            }
            chunk.removeLast(count - n)
            return chunk
        }
    }
}
