#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension PosixFileLayer {
    /// Opened as `readRegularFile` opens (only a regular file, never blocking, a final
    /// symbolic link not followed), then read a piece at a time.
    public func openRegularFile(_ path: String) throws(StoreError) -> (any ReadFile)? {
        guard let fd = try openRegular(path) else { return nil }
        return PosixReadFile(fd: fd, path: path)
    }

    /// The one way both readers open a file: the kind checked first, opened so that it
    /// cannot block or follow a final link, and checked again on the descriptor (closed
    /// when that fails). Nil when there is no such file.
    func openRegular(_ path: String) throws(StoreError) -> Int32? {
        guard let kind = try kind(of: path) else { return nil }
        guard kind == .regular else { throw .notRegularFile(path: path, kind: kind) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw Self.openFailure(path, errno: errno)
        }
        do {
            try Self.requireRegular(fd, path: path)
        } catch {
            _ = Glibc.close(fd)
            throw error
        }
        return fd
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
