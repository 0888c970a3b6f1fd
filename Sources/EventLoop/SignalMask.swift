#if canImport(Glibc)
import Glibc
#endif

/// Threads inherit the signal mask of the thread that makes them. The kiosk takes SIGTERM,
/// SIGHUP and SIGINT through a signalfd, which works only while every thread blocks them: a
/// thread that leaves SIGTERM unblocked gets it delivered and the process dies without its
/// clean stop (ADR 025). Whatever starts threads of its own (a network library, an event
/// loop group, a task pool) does so inside `withAllBlocked`.
public enum SignalMask {
    public static func withAllBlocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
