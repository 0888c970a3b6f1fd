/// What the loop tells the service manager: ready after the first frame, reloading, stopping,
/// and the watchdog's pings. Behind a protocol so a test can see the order of the messages
/// without a systemd (`SystemdNotifier` is the real one; outside systemd it does nothing).
public protocol ServiceNotifier {
    /// Half the watchdog interval in milliseconds; nil when no watchdog is configured.
    var watchdogPingInterval: UInt64? { get }
    func ready(status: String)
    func status(_ text: String)
    func watchdog()
    func reloading()
    func stopping()
}
