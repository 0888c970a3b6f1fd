@testable import Doctor
import Foundation
import Hotspot
import Testing

/// `scoreline doctor` with a hotspot asked for: the radio, the programs the package recommends,
/// NetworkManager's answer, the phones' leases and the advertised name, in a fake / with a
/// scripted NetworkManager.
@Suite struct NetworkSectionTests {
    static func settings() -> HotspotSettings {
        var settings = HotspotSettings()
        settings.mode = .on
        settings.name = "Riverside CC"
        return settings
    }

    @Test func nothingInstalledNamesEachPackage() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        var env = tree.environment()
        env.hotspotStatus = { _ in .failure(HotspotFailure("The name org.freedesktop.NetworkManager was not provided by any .service files.")) }
        env.hostName = { "scoreline" }
        let section = NetworkSection.build(env, settings: Self.settings(), port: 8080)
        #expect(section.title == "Network")
        #expect(section.lines.map(\.text) == [
            "Hotspot \"Riverside CC\" always on ([network] in the config).",
            "No Wi-Fi radio (no interface in /sys/class/net has one): the hotspot needs one; on a Raspberry Pi remove dtoverlay=disable-wifi from /boot/firmware/config.txt.",
            "/usr/sbin/NetworkManager is missing: the hotspot needs it; install it with `apt install network-manager` (the scoreline package recommends it).",
            "/usr/sbin/dnsmasq is missing: the hotspot needs it; install it with `apt install dnsmasq-base` (the scoreline package recommends it).",
            "/usr/sbin/nft is missing: the hotspot needs it; install it with `apt install nftables` (the scoreline package recommends it).",
            "/usr/sbin/avahi-daemon is missing: the hotspot needs it; install it with `apt install avahi-daemon` (the scoreline package recommends it).",
            "The name org.freedesktop.NetworkManager was not provided by any .service files.",
            "The board is announced over mDNS as scoreline.local (_http._tcp on port 8080); on the hotspot it is also 10.42.0.1, and every name there leads to it.",
        ])
        #expect(section.lines.map(\.level) == [.info, .warning, .warning, .warning, .warning, .warning, .warning, .info])
    }

    @Test func aHotspotUpWithTwoPhones() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.directory("sys/class/net/wlan0/wireless")
        try tree.directory("sys/class/net/eth0")
        for program in ["NetworkManager", "dnsmasq", "nft", "avahi-daemon"] { try tree.write("usr/sbin/\(program)", "") }
        // dnsmasq's lease lines: expiry, MAC, address, the name the phone gave ("*": none), client id.
        try tree.write("var/lib/NetworkManager/dnsmasq-wlan0.leases", """
            1796040000 02:00:00:00:01:00 10.42.0.57 pixel-7 01:02:00:00:00:01:00
            1796040100 02:00:00:00:02:00 10.42.0.198 * 01:02:00:00:00:02:00

            """)
        var env = tree.environment()
        env.hotspotStatus = { _ in .success(HotspotStatus(managerRunning: true, radio: "wlan0", hotspotActive: true, otherNetworkConnected: false)) }
        env.hostName = { "Scoreline" }
        let section = NetworkSection.build(env, settings: Self.settings(), port: 8080)
        #expect(section.lines.map(\.text) == [
            "Hotspot \"Riverside CC\" always on ([network] in the config).",
            "Wi-Fi radio: wlan0.",
            "NetworkManager is running, on wlan0: the hotspot is up (10.42.0.1); no other network is connected.",
            "Phones on the hotspot (by their leases): 10.42.0.57 (pixel-7), 10.42.0.198.",
            "The board is announced over mDNS as scoreline.local (_http._tcp on port 8080); on the hotspot it is also 10.42.0.1, and every name there leads to it.",
        ])
        #expect(section.lines.allSatisfy { $0.level == .info })
    }
}
