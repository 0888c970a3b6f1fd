#if canImport(Glibc)
import Glibc
#endif

/// The loop of a display-only kiosk (MQTT's follower, the scorer's app over Bluetooth): SIGTERM
/// and SIGINT end it; SIGHUP (`systemctl reload`) keeps the screen up and is only reported, since
/// such a kiosk reads its source and displays at start; systemd's watchdog is pinged; "stopping"
/// is said on the way out.
public enum DisplayOnlyLoop {
    /// Watches the signals, runs `start` (attach the displays, start the source), then the loop
    /// until a signal ends it. Returns poll's errno if the loop failed.
    public static func run<Failure: Error>(
        on reactor: Reactor, notifier: any ServiceNotifier, hangup: @escaping () -> Void,
        start: () throws(Failure) -> Void
    ) throws(Failure) -> Int32? {
        let signals = SignalWatcher()
        if let signals {
            reactor.watch(signals.fd) {
                for signal in signals.drain() {
                    if signal == SIGHUP { hangup() } else { reactor.stop() }
                }
            }
        }
        try start()
        if let interval = notifier.watchdogPingInterval { ping(notifier, every: interval, on: reactor) }
        let error = reactor.run()
        notifier.stopping()
        withExtendedLifetime(signals) {}
        return error
    }

    private static func ping(_ notifier: any ServiceNotifier, every milliseconds: UInt64, on reactor: Reactor) {
        reactor.after(milliseconds: milliseconds) {
            notifier.watchdog()
            ping(notifier, every: milliseconds, on: reactor)
        }
    }
}
