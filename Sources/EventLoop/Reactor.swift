#if canImport(Glibc)
import Glibc
#endif

/// The single-threaded loop of `scoreline run`: one `poll` over every file descriptor (inputs,
/// signals, the display) with the nearest timer as its timeout. No threads, no busy waiting,
/// and nothing on the paint path blocks except the durable append the promise requires.
public final class Reactor {
    public typealias Handler = () -> Void

    private struct Watch {
        var fd: Int32
        var handler: Handler
    }

    private struct Timer {
        var id: Int
        var deadline: UInt64
        var handler: Handler
    }

    private var watches: [Watch] = []
    private var timers: [Timer] = []
    private var nextTimerId = 0

    public init() {}
    public private(set) var stopped = false

    public func watch(_ fd: Int32, _ handler: @escaping Handler) {
        watches.removeAll { $0.fd == fd }
        watches.append(Watch(fd: fd, handler: handler))
    }

    public func unwatch(_ fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    @discardableResult
    public func after(milliseconds: UInt64, _ handler: @escaping Handler) -> Int {
        nextTimerId += 1
        timers.append(Timer(id: nextTimerId, deadline: MonotonicClock.milliseconds() + milliseconds, handler: handler))
        return nextTimerId
    }

    public func cancel(_ timer: Int) {
        timers.removeAll { $0.id == timer }
    }

    public func stop() { stopped = true }

    /// Lets `run()` go again after a `stop()`: for a caller that runs the loop in stretches
    /// (a test waiting for one outcome after another on the same loop).
    public func rearm() { stopped = false }

    /// Runs until `stop()`. Returns the errno of a failed `poll`, or nil.
    public func run() -> Int32? {
        while !stopped {
            let now = MonotonicClock.milliseconds()
            let due = timers.filter { $0.deadline <= now }
            if !due.isEmpty {
                timers.removeAll { $0.deadline <= now }
                for timer in due { timer.handler() }
                continue
            }
            let timeout: Int32 = timers.map { Int32(clamping: $0.deadline - now) }.min() ?? -1
            var fds = watches.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            if fds.isEmpty && timers.isEmpty { return nil }
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return errno
            }
            for entry in fds where entry.revents != 0 {
                // A handler may unwatch others; look each one up again.
                watches.first { $0.fd == entry.fd }?.handler()
                if stopped { break }
            }
        }
        return nil
    }
}
