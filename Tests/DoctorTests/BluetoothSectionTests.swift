@testable import Doctor
import Foundation
import Settings
import Store
import Testing

/// `scoreline doctor` with `[bluetooth] feed = true`: the adapter missing or blocked, D-Bus and
/// bluetoothd, and the feed journal, in a fake /sys, /run and /proc.
@Suite struct BluetoothSectionTests {
    static func config() -> BluetoothConfig {
        var config = BluetoothConfig()
        config.name = "Riverside CC"
        return config
    }

    @Test func nothingThereNamesEachThingToDo() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let section = BluetoothSection.build(tree.environment(), config: Self.config(), dataDirectory: tree.root + "/data")
        #expect(section.title == "Bluetooth feed")
        #expect(section.lines.map(\.text) == [
            "Advertising as \"Riverside CC\" on hci0, pairing required ([bluetooth] in the config).",
            "No Bluetooth adapter hci0 (this machine has no Bluetooth adapter): plug the dongle in, or on a Raspberry Pi remove dtoverlay=disable-bt from /boot/firmware/config.txt; bluetooth.adapter names another.",
            "The system D-Bus is not running (/run/dbus/system_bus_socket is missing): the scoreboard reaches BlueZ through it; install and start dbus.",
            "No \(tree.root)/data/feed/feed.journal yet: the app has not sent a board to this scoreboard.",
        ])
        #expect(section.lines.map(\.level) == [.info, .warning, .warning, .info])
    }

    @Test func aSoftBlockedAdapterAndNoBluetoothd() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("sys/class/bluetooth/hci0/rfkill0/soft", "1\n")
        try tree.write("sys/class/bluetooth/hci0/rfkill0/hard", "0\n")
        try tree.write("run/dbus/system_bus_socket", "")
        try tree.write("proc/1/comm", "systemd\n")
        let section = BluetoothSection.build(tree.environment(), config: Self.config(), dataDirectory: tree.root + "/data")
        #expect(section.lines[1].text == "hci0 is switched off by rfkill: run `rfkill unblock bluetooth`.")
        #expect(section.lines[2].text == "bluetoothd is not running: install the bluez package and `systemctl enable --now bluetooth`. The scoreboard waits for it and registers when it starts.")
        #expect(section.lines[1].level == .warning && section.lines[2].level == .warning)
    }

    @Test func allWellWithAJournal() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("sys/class/bluetooth/hci0/rfkill0/soft", "0\n")
        try tree.write("sys/class/bluetooth/hci1/rfkill1/soft", "0\n")
        try tree.write("run/dbus/system_bus_socket", "")
        try tree.write("proc/412/comm", "bluetoothd\n")
        // A record as the kiosk writes it: the store's journal, the feed's payload.
        try tree.directory("data/feed")
        let (journal, _, _) = try Journal.open(tree.root + "/data/feed/feed.journal", files: PosixFileLayer())
        try journal.append(Array(#"{"write":"BTS4/0"}"#.utf8), at: "2026-11-28T14:01:07+00:00")
        journal.close()
        let section = BluetoothSection.build(tree.environment(), config: Self.config(), dataDirectory: tree.root + "/data")
        #expect(section.lines[1].text == "The adapter hci0 is there and not blocked.")
        #expect(section.lines[2].text == "D-Bus and bluetoothd are running.")
        #expect(section.lines[3].text == "\(tree.root)/data/feed/feed.journal: 1 record, the last at 2026-11-28T14:01:07+00:00.")
        #expect(section.lines.map(\.level) == [.info, .info, .info, .info])
    }

    @Test func theReportHasTheSectionOnlyWithTheFeedOn() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("on.toml", "[bluetooth]\nfeed = true\n")
        try tree.write("off.toml", "[bluetooth]\nfeed = false\n")
        #expect(Doctor.report(tree.environment(config: tree.root + "/on.toml")).sections.map(\.title).contains("Bluetooth feed"))
        #expect(!Doctor.report(tree.environment(config: tree.root + "/off.toml")).sections.map(\.title).contains("Bluetooth feed"))
    }
}
