/// What `scoreline doctor` says about the scorer's app feed (docs/bluetooth.md).
extension DoctorMessages {
    static func bluetoothFeed(_ name: String, adapter: String, pairing: String) -> String {
        "Advertising as \"\(name)\" on \(adapter), pairing \(pairing) ([bluetooth] in the config)."
    }
    static func bluetoothNoAdapter(_ name: String, present: [String]) -> String {
        let found = present.isEmpty ? "this machine has no Bluetooth adapter" : "the adapters here are " + present.joined(separator: ", ")
        return "No Bluetooth adapter \(name) (\(found)): plug the dongle in, or on a Raspberry Pi remove dtoverlay=disable-bt from /boot/firmware/config.txt; bluetooth.adapter names another."
    }
    static func bluetoothSoftBlocked(_ name: String) -> String { "\(name) is switched off by rfkill: run `rfkill unblock bluetooth`." }
    static func bluetoothHardBlocked(_ name: String) -> String { "\(name) is blocked by a hardware switch or the firmware (rfkill hard block)." }
    static func bluetoothAdapterPresent(_ name: String) -> String { "The adapter \(name) is there and not blocked." }
    static let bluetoothNoDBus = "The system D-Bus is not running (/run/dbus/system_bus_socket is missing): the scoreboard reaches BlueZ through it; install and start dbus."
    static let bluetoothdMissing = "bluetoothd is not running: install the bluez package and `systemctl enable --now bluetooth`. The scoreboard waits for it and registers when it starts."
    static let bluetoothdRunning = "D-Bus and bluetoothd are running."
    static func feedJournalNone(_ path: String) -> String { "No \(path) yet: the app has not sent a board to this scoreboard." }
    static func feedJournal(_ path: String, records: Int, last: String?) -> String {
        "\(path): \(records) record\(records == 1 ? "" : "s")\(last.map { ", the last at \($0)" } ?? "")."
    }
    static func feedJournalUnreadable(_ path: String, _ problem: String) -> String {
        "\(path) cannot be read (\(problem)); the scoreboard sets a damaged tail aside when it starts."
    }
}
