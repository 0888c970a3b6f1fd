#if canImport(Glibc)
import Glibc
#endif

/// The lines of a backup file, a chunk at a time: memory holds one line at most, however
/// large the file. A line past the limit is passed over to its newline and said as too long;
/// bytes after the last newline are a line cut off.
final class BackupLineReader {
    enum Read: Equatable {
        case line(number: Int, bytes: [UInt8])
        case tooLong(number: Int, bytes: Int)
        /// The last line has no newline: the file ends in the middle of it.
        case cutOff(number: Int, bytes: Int)
        /// `maxBackupBytes` were read; nothing after them is.
        case pastLimit(number: Int)
    }

    private let fd: Int32
    private let path: String
    private let lineLimit: Int
    private let totalLimit: Int
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var number = 0
    private var consumed = 0
    private var finished = false

    /// Opens a regular file only (a FIFO or a device would block or never end); `.notFound`
    /// when there is none.
    init(path: String, lineLimit: Int = Backup.maxLineBytes, totalLimit: Int = Backup.maxBackupBytes) throws(StoreError) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { throw .notFound("file \(path)") }
            throw .system(operation: "open", path: path, errno: errno)
        }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = Glibc.close(fd)
            throw .unreadable(path: path, why: StoreMessages.backupNotARegularFile)
        }
        self.fd = fd
        self.path = path
        self.lineLimit = lineLimit
        self.totalLimit = totalLimit
    }

    deinit { _ = Glibc.close(fd) }

    /// The next line without its newline, or nil at the end of the file.
    func next() throws(StoreError) -> Read? {
        var line: [UInt8] = []
        var length = 0
        while true {
            if start == end {
                if finished { return nil }
                if consumed >= totalLimit {
                    finished = true
                    return .pastLimit(number: number + 1)
                }
                let fd = self.fd
                let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw .system(operation: "read", path: path, errno: errno)
                }
                if n == 0 {
                    finished = true
                    guard length > 0 else { return nil }
                    number += 1
                    return .cutOff(number: number, bytes: length)
                }
                start = 0
                end = n
                consumed += n
            }
            let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n"))
            let stop = newline ?? end
            length += stop - start
            // Kept only while within the limit: a hostile line of gigabytes costs one chunk.
            if length <= lineLimit { line += chunk[start..<stop] } else { line = [] }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil {
                number += 1
                return length <= lineLimit ? .line(number: number, bytes: line) : .tooLong(number: number, bytes: length)
            }
        }
    }
}
