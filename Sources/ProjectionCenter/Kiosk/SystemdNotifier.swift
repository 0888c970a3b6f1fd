/// Tells systemd the board is up (after the first frame) and pings the watchdog from the
/// reactor, so a hung loop is restarted. Outside systemd every call is a no-op.
struct SystemdNotifier {
    /// Half the watchdog interval, in milliseconds; nil when no watchdog is configured.
    var watchdogPingInterval: UInt64? {
        NotifySocket.watchdogMicroseconds().map { max(1, $0 / 2000) }
    }

    func ready(status: String) { NotifySocket.send("READY=1\nSTATUS=\(status)") }
    func status(_ text: String) { NotifySocket.send("STATUS=\(text)") }
    func watchdog() { NotifySocket.send("WATCHDOG=1") }
    func reloading() { NotifySocket.send("RELOADING=1") }
    func stopping() { NotifySocket.send("STOPPING=1") }
}
