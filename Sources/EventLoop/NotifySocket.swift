import Glibc

/// systemd's notify protocol spoken directly: a datagram to `$NOTIFY_SOCKET`, the watchdog
/// interval from `$WATCHDOG_USEC`. What `sd_notify` and `sd_watchdog_enabled` do, without
/// linking libsystemd, which brings libgcrypt, liblzma, libzstd, liblz4 and libcap along (about
/// 1 MB resident for two calls).
public enum NotifySocket {
    /// Sends `message` (`READY=1`, `STATUS=…`); false outside systemd or when the socket is gone.
    @discardableResult
    public static func send(_ message: String) -> Bool {
        guard let target = environment("NOTIFY_SOCKET"), target.hasPrefix("/") || target.hasPrefix("@") else { return false }
        var path = Array(target.utf8)
        // "@name" is an abstract socket: its name starts with a NUL byte and has no terminator.
        let abstract = path.first == UInt8(ascii: "@")
        if abstract { path[0] = 0 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
            for (i, byte) in path.enumerated() { sunPath[i] = byte }
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path).map { $0 + path.count + (abstract ? 0 : 1) } ?? MemoryLayout<sockaddr_un>.size
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bytes.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), socketAddress, socklen_t(length)) }
            }
        }
        return sent == bytes.count
    }

    /// The watchdog interval in microseconds when systemd expects pings from this process.
    public static func watchdogMicroseconds() -> UInt64? {
        guard let text = environment("WATCHDOG_USEC"), let usec = UInt64(text), usec > 0 else { return nil }
        if let pid = environment("WATCHDOG_PID") {
            guard let owner = Int32(pid), owner == getpid() else { return nil }
        }
        return usec
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
