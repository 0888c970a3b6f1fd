import MatchEngine

/// Every sentence the feed kiosk logs (the board's own copy is the engine's `FeedMessages`).
/// The log is what a volunteer reads with `journalctl -u scoreline` when the app won't connect.
enum ScorerFeedMessages {
    static func advertising(_ name: String, adapter: String) -> String {
        let hci = adapter.split(separator: "/").last.map(String.init) ?? adapter
        return "bluetooth: advertising as \"\(name)\" on \(hci): in the scoring app, choose the generic Bluetooth scoreboard and pick \"\(name)\""
    }

    static func linkProblem(_ text: String) -> String { "bluetooth: \(text)" }

    static func connected(_ device: String) -> String { "bluetooth: scorer's app connected (\(address(device)))" }

    static func disconnected(_ device: String, at: Timestamp?) -> String {
        let clock = at.map { " at \(FollowMessages.clock($0))" } ?? ""
        return "bluetooth: scorer's app disconnected\(clock) (\(address(device))): the last board stays up"
    }

    static func otherCentral(_ device: String, scorer: String) -> String {
        "bluetooth: refused a write from \(address(device)): the scorer's app on \(address(scorer)) is connected, one app at a time"
    }

    static func pairing(_ device: String) -> String { "bluetooth: pairing with \(address(device)) (just works)" }

    static func pairingRefused(_ device: String, scorer: String) -> String {
        "bluetooth: refused to pair with \(address(device)): the scorer's app on \(address(scorer)) is connected, one app at a time"
    }

    static func refused(_ message: String) -> String { "bluetooth: ignored a write: \(message)" }

    static func unknownCode(_ code: String) -> String {
        "bluetooth: kept a write with a code this version does not show (\(code)); the board is unchanged"
    }

    static func notSaved(_ problem: String) -> String { "bluetooth: the feed journal could not be written: \(problem)" }

    static func notSavedLine(_ problem: String) -> String { "Not saved: \(problem)" }
    static let notSavedCompact = "NOT SAVED"

    /// "BlueZ is not running (bluetooth.service): waiting for it to start" on the board.
    static func bluetoothLine(_ problem: String) -> String { "Bluetooth: \(problem)" }
    static let bluetoothCompact = "NO BLUETOOTH"

    static func compactFailed(_ problem: String) -> String {
        "bluetooth: could not compact the feed journal (it keeps growing, nothing is lost): \(problem)"
    }

    static func busFailed(_ text: String) -> String {
        "Bluetooth feed: \(text). Is D-Bus running (dbus.service), and may this user talk to BlueZ (the bluetooth group)?"
    }

    static func busLost(_ text: String) -> String { "the D-Bus connection was lost (\(text)); restart the scoreboard" }

    static func resumed(records: Int, path: String) -> String {
        "bluetooth: resumed the app's last board from \(path) (\(records) records)"
    }

    static func skipped(_ seqs: [Int], path: String) -> String {
        "bluetooth: skipped \(seqs.count) unreadable record(s) in \(path) (seq \(seqs.prefix(5).map(String.init).joined(separator: ", ")))"
    }

    static let hangup = "bluetooth: SIGHUP ignored: the feed's settings are read at start, restart to change them"

    static func status(_ name: String) -> String { "Showing the scorer's app over Bluetooth as \"\(name)\"" }

    /// "/org/bluez/hci0/dev_AA_BB_CC_DD_EE_FF" → "AA:BB:CC:DD:EE:FF".
    static func address(_ device: String) -> String {
        guard let last = device.split(separator: "/").last, last.hasPrefix("dev_") else { return device }
        return last.dropFirst(4).split(separator: "_").joined(separator: ":")
    }
}
