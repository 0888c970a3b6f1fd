#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension PosixFileLayer {
    /// One open, one `fstat` and one `pread`: the size and stamp are of the file the bytes
    /// came from, even if the name is replaced a moment later.
    public func readSlice(_ path: String, at start: SliceStart, count: Int) throws(StoreError) -> FileSlice? {
        guard let (fd, info) = try openRegular(path) else { return nil }
        defer { _ = Glibc.close(fd) }
        let size = Int(info.st_size)
        let from: Int
        switch start {
        case .offset(let offset): from = min(max(0, offset), size)
        case .fromEnd(let back): from = max(0, size - max(0, back))
        }
        let wanted = max(0, min(count, size - from))
        var bytes = [UInt8](repeating: 0, count: wanted)  // 4 KiB for a journal's tail: zeroing it is cheap
        var got = 0
        while got < wanted {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress.map { $0 + got }, wanted - got, off_t(from + got)) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .system(operation: "read", path: path, errno: errno)
            }
            // The file was cut while it was read: what is there is what it holds.
            if n == 0 { break }
            got += n
        }
        if got < wanted { bytes.removeLast(wanted - got) }
        return FileSlice(size: size, offset: from, bytes: bytes, stamp: Self.stamp(info))
    }

    /// `lstat`: a final symbolic link is not followed, and anything but a regular file is
    /// refused as the readers refuse it.
    public func stamp(of path: String) throws(StoreError) -> FileStamp? {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .system(operation: "stat", path: path, errno: errno)
        }
        let kind = Self.kind(info.st_mode)
        guard kind == .regular else { throw .notRegularFile(path: path, kind: kind) }
        return Self.stamp(info)
    }

    public func replaceUnsynced(_ path: String, with bytes: [UInt8]) throws(StoreError) {
        let temporary = try writeTemporary(beside: path, bytes, sync: false)
        do {
            try rename(temporary, to: path)
        } catch {
            try? remove(temporary)
            throw error
        }
    }

    static func stamp(_ info: stat) -> FileStamp {
        FileStamp(
            size: Int(info.st_size), device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
            modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }
}
