import CDisplayShim
import Glibc
import Logging

/// The kernel's device events straight from a netlink socket (no udev needed, so it works in
/// a bare initramfs too). The display only needs to know that something about DRM changed: a
/// screen plugged in or out (`change`, `HOTPLUG=1`), a card appearing when its driver loads
/// late (`add`), or one going away; it then reads the cards again.
final class HotplugMonitor {
    let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 8192)

    /// Nil when the socket cannot be opened (no netlink in a sandbox): the re-probe every few
    /// seconds still finds screens, only later.
    init?(logger: Logger) {
        let fd = scoreline_uevent_socket()
        guard fd >= 0 else {
            logger.warning("no hotplug events (netlink: \(String(cString: strerror(errno)))); screens are found by re-probing every few seconds")
            return nil
        }
        self.fd = fd
    }

    deinit { Glibc.close(fd) }

    /// Reads every waiting event; true when one concerns DRM, or when events were lost (the
    /// socket's buffer overflowed), since then one may have.
    func drain() -> Bool {
        var relevant = false
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                if UEvent(buffer[0..<n])?.concernsDisplays == true { relevant = true }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == ENOBUFS {
                relevant = true
                continue
            }
            return relevant
        }
    }
}
