/// Tells systemd the board is up (after the first frame) and pings the watchdog from the
/// reactor, so a hung loop is restarted. Outside systemd every call is a no-op.
public struct SystemdNotifier: ServiceNotifier {
    public init() {}

    /// Half the watchdog interval, in milliseconds; nil when no watchdog is configured.
    public var watchdogPingInterval: UInt64? {
        NotifySocket.watchdogMicroseconds().map { max(1, $0 / 2000) }
    }

    public func ready(status: String) { NotifySocket.send("READY=1\nSTATUS=\(status)") }
    public func status(_ text: String) { NotifySocket.send("STATUS=\(text)") }
    public func watchdog() { NotifySocket.send("WATCHDOG=1") }
    public func reloading() { NotifySocket.send("RELOADING=1") }
    public func stopping() { NotifySocket.send("STOPPING=1") }
}
