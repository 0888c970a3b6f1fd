import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM, SIGINT and SIGHUP arrive as readable data on a signalfd, so the reactor handles
/// them between actions: a signal never interrupts a journal write half way.
public final class SignalWatcher {
    public let fd: Int32

    public init?() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        guard pthread_sigmask(SIG_BLOCK, &set, nil) == 0 else { return nil }
        let fd = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The signals waiting, in order.
    public func drain() -> [Int32] {
        var received: [Int32] = []
        var info = signalfd_siginfo()
        while read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
            received.append(Int32(info.ssi_signo))
        }
        return received
    }
}
