import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// How another thread (libmosquitto's network loop) wakes the reactor: an eventfd it rings
/// and the reactor watches. Ringing never blocks and rings made before the reactor looks
/// fold into one, so a burst of messages costs one wake-up; what they carry waits in a
/// bounded mailbox that the loop drains when the bell has rung.
public final class Doorbell: Sendable {
    public let fd: Int32

    /// nil when the kernel gives no eventfd (out of descriptors).
    public init?() {
        let fd = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Wakes whoever watches or waits; safe from any thread.
    public func ring() {
        var one: UInt64 = 1
        _ = write(fd, &one, MemoryLayout<UInt64>.size)
    }

    /// Silences the bell after a wake-up; true when it had rung.
    @discardableResult
    public func answer() -> Bool {
        var count: UInt64 = 0
        return read(fd, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size
    }

    /// Waits until the bell rings or `milliseconds` pass, without answering it; true when it
    /// rang. For a thread with no reactor of its own (a clean stop waiting for the broker's
    /// acknowledgement, a test waiting for an event with a deadline).
    public func wait(milliseconds: Int) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let deadline = MonotonicClock.milliseconds() + UInt64(max(0, milliseconds))
        while true {
            let now = MonotonicClock.milliseconds()
            let left = deadline > now ? Int32(clamping: deadline - now) : 0
            let ready = poll(&entry, 1, left)
            if ready > 0 { return true }
            if ready == 0 { return false }
            if errno != EINTR { return false }
        }
    }

    /// Watches the bell on `reactor`: `handler` runs on the loop's thread after each ring.
    public func attach(to reactor: Reactor, _ handler: @escaping () -> Void) {
        reactor.watch(fd) { [self] in
            answer()
            handler()
        }
    }
}
