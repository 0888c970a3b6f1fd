/// `[bluetooth]`: the scorer's app over Bluetooth LE (docs/bluetooth.md). Nothing is
/// advertised unless `feed = true`.
public struct BluetoothConfig: Equatable, Sendable {
    /// The name the apps list when they scan for a scoreboard.
    public var name = "Scoreline"
    /// BlueZ's adapter ("hci0"): the Pi's own radio, or a USB dongle's.
    public var adapter = "hci0"
    /// Whether the app must pair (an encrypted link) before its writes are taken.
    public var pairing = Pairing.required
    /// Milliseconds without a write that end a burst (see `FeedFollower.Settle`).
    public var settleMilliseconds = 100

    public enum Pairing: String, CaseIterable, Sendable {
        /// Writes only over a paired, encrypted link: a passer-by's phone cannot change the board.
        case required
        /// Any app in range may write, as most ESP32 bridges allow; for a ground with no
        /// strangers near the box, or an app that cannot pair.
        case none
    }

    /// A name fits one advertising packet's scan response beside nothing else: 29 bytes.
    public static let nameBytes = 1...29
    public static let settleRange = 20...1000

    public init() {}
}
