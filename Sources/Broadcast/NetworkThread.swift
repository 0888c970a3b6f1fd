#if canImport(Glibc)
import EventLoop
import Glibc
#endif

/// A detached thread for a client's network loop, created with every signal blocked. A thread
/// inherits its creator's mask, and the kiosk blocks SIGTERM, SIGINT and SIGHUP (its
/// `SignalWatcher` reads them from a signalfd) only after the client has started: a thread
/// made before that with them unblocked would take a `systemctl stop` or a Ctrl-C and die
/// of it, with no clean offline. Blocked from its first instruction, the thread never does.
enum NetworkThread {
    private final class Body {
        let name: String
        let run: () -> Void
        init(name: String, run: @escaping () -> Void) {
            self.name = name
            self.run = run
        }
    }

    /// Runs `body` on a new thread named `name` (at most 15 bytes, for `ps -L` and `top -H`).
    /// Returns pthread_create's error, 0 when the thread runs. Nothing joins it: whoever waits
    /// for its end is told by `body` itself.
    static func start(name: String, _ body: @escaping () -> Void) -> Int32 {
        SignalMask.withAllBlocked { create(name: name, body) }
    }

    private static func create(name: String, _ body: @escaping () -> Void) -> Int32 {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))

        let argument = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let body = Unmanaged<Body>.fromOpaque(argument).takeRetainedValue()
            NetworkThread.setName(body.name)
            body.run()
            return nil
        }, argument)
        if made != 0 { Unmanaged<Body>.fromOpaque(argument).release() }
        return made
    }

    /// Names the calling thread (pthread_setname_np needs _GNU_SOURCE, which Glibc's module
    /// does not give Swift); a thread without a name is no error.
    private static func setName(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
