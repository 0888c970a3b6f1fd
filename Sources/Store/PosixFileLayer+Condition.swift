#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension PosixFileLayer {
    /// `statvfs`: the mount's read-only flag (set when the kernel remounts a failing card) and
    /// the room this process may use (`f_bavail`: root's reserved blocks are not the
    /// scoreboard's). A directory that cannot be asked about says writable; opening it will
    /// say what is wrong.
    public func condition(of directory: String) -> DiskCondition {
        var fs = statvfs()
        guard statvfs(directory, &fs) == 0 else { return .writable }
        if fs.f_flag & UInt(ST_RDONLY) != 0 { return .readOnly }
        let free = UInt64(fs.f_bavail) * UInt64(fs.f_frsize)
        return free < UInt64(DiskCondition.minimumFree) ? .full : .writable
    }
}
