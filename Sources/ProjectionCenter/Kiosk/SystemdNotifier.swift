import CSystemd

/// Tells systemd the board is up (after the first frame) and pings the watchdog from the
/// reactor, so a hung loop is restarted. Outside systemd every call is a no-op.
struct SystemdNotifier {
    /// Half the watchdog interval, in milliseconds; nil when no watchdog is configured.
    var watchdogPingInterval: UInt64? {
        var usec: UInt64 = 0
        guard sd_watchdog_enabled(0, &usec) > 0, usec > 0 else { return nil }
        return max(1, usec / 2000)
    }

    func ready(status: String) { _ = sd_notify(0, "READY=1\nSTATUS=\(status)") }
    func status(_ text: String) { _ = sd_notify(0, "STATUS=\(text)") }
    func watchdog() { _ = sd_notify(0, "WATCHDOG=1") }
    func reloading() { _ = sd_notify(0, "RELOADING=1") }
    func stopping() { _ = sd_notify(0, "STOPPING=1") }
}
