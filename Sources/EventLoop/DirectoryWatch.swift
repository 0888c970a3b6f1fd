#if canImport(Glibc)
import Glibc
#endif

/// One directory watched with inotify on the reactor: `changed` runs on the loop's thread
/// when an entry in it is created, written, renamed or removed. Reading the directory when it
/// changes replaces reading it on a timer, so a clock tick reads no file (issue 37).
///
/// The directory may not exist yet (a data directory whose queue nothing has filled): its
/// parent is watched for it to appear, and the watch on it is added again after every event,
/// so a directory made, removed or made again later is followed.
public final class DirectoryWatch {
    public let path: String
    private let fd: Int32
    private let parentWatch: Int32
    private let name: String

    /// Nil when inotify cannot be had (no descriptors left); the caller then says so.
    public init?(path: String) {
        self.path = path
        let cut = path.lastIndex(of: "/")
        let parent = cut.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = cut.map { String(path[path.index(after: $0)...]) } ?? path
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        parentWatch = inotify_add_watch(fd, parent, UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ONLYDIR))
        watchDirectory()
    }

    deinit { close(fd) }

    /// Starts telling `changed` about the directory on `reactor`.
    public func attach(to reactor: Reactor, _ changed: @escaping () -> Void) {
        reactor.watch(fd) { [weak self] in
            guard let self, self.drain() else { return }
            changed()
        }
    }

    /// Adds the watch on the directory; inotify keeps one watch per directory, so asking
    /// again for one already watched changes nothing, and a missing one fails quietly until
    /// the parent's watch sees it made.
    private func watchDirectory() {
        _ = inotify_add_watch(fd, path, UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF | IN_ONLYDIR))
    }

    /// Reads every pending event; true when one concerns the directory (an event of the
    /// parent about another entry, the match folders beside the queue, is not one).
    private func drain() -> Bool {
        var concerned = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
            var offset = 0
            while offset + 16 <= n {
                let wd = Self.int32(buffer, offset)
                let length = Int(Self.int32(buffer, offset + 12))
                let nameBytes = buffer[(offset + 16)..<min(n, offset + 16 + length)].prefix { $0 != 0 }
                if wd != parentWatch || String(decoding: nameBytes, as: UTF8.self) == name { concerned = true }
                offset += 16 + length
            }
        }
        if concerned { watchDirectory() }
        return concerned
    }

    /// A field of the kernel's struct, in the machine's own byte order.
    private static func int32(_ bytes: [UInt8], _ at: Int) -> Int32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: Int32.self) }
    }
}
