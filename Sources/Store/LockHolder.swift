#if canImport(Glibc)
import Glibc
#endif

/// Who holds the lock on a journal, for the message that refuses a second writer. `flock`
/// itself does not say; Linux lists every lock with its process in /proc/locks, by device
/// and inode, so the holder is found from the locked file's own identity.
enum LockHolder {
    /// "pid 812: scoreline run --data-dir /var/lib/scoreline", or nil when it cannot be found
    /// (no /proc, a process in another namespace).
    static func describe(lockedFile fd: Int32, locks: String = "/proc/locks") -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0, let table = try? PosixFileLayer().read(locks) else { return nil }
        let device = UInt64(info.st_dev)
        guard let pid = holder(in: String(decoding: table, as: UTF8.self), major: major(device), minor: minor(device), inode: UInt64(info.st_ino))
        else { return nil }
        return "pid \(pid)" + (commandLine(pid).map { ": \($0)" } ?? "")
    }

    /// The process holding a FLOCK lock on the file, from lines such as
    /// `3: FLOCK  ADVISORY  WRITE 812 08:02:131090 0 EOF` (major and minor in hex, the inode
    /// in decimal). Lines of processes waiting for a lock (`->`) are skipped.
    static func holder(in table: String, major: UInt64, minor: UInt64, inode: UInt64) -> Int32? {
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]) else { continue }
            let id = fields[5].split(separator: ":")
            guard id.count == 3, UInt64(id[0], radix: 16) == major, UInt64(id[1], radix: 16) == minor, UInt64(id[2]) == inode
            else { continue }
            return pid
        }
        return nil
    }

    /// glibc's `major`/`minor` are macros Swift does not import.
    static func major(_ device: UInt64) -> UInt64 { ((device >> 8) & 0xFFF) | ((device >> 32) & ~UInt64(0xFFF)) }
    static func minor(_ device: UInt64) -> UInt64 { (device & 0xFF) | ((device >> 12) & ~UInt64(0xFF)) }

    /// The process's command line, shortened: enough to tell the service from a tool.
    private static func commandLine(_ pid: Int32) -> String? {
        guard let bytes = try? PosixFileLayer().read("/proc/\(pid)/cmdline"), !bytes.isEmpty else { return nil }
        let words = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard let program = words.first else { return nil }
        let line = ([String(program.split(separator: "/").last ?? Substring(program))] + words.dropFirst()).joined(separator: " ")
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }
}
