import FoundationEssentials
import Glibc
import Hotspot

/// The box's own Wi-Fi of `[network]` (docs/network.md): the radio, the programs the hotspot
/// needs (each a Recommends of the package, so each missing one is named with what to install),
/// NetworkManager's answer about the hotspot, its clients, and the names and addresses the
/// board advertises. Read-only: NetworkManager is asked, never told.
enum NetworkSection {
    static let title = "Network"

    static func build(_ env: DoctorEnvironment, settings: HotspotSettings, port: Int) -> DoctorReport.Section {
        var lines: [DoctorReport.Line] = [.info(DoctorMessages.hotspotMode(settings))]
        let radios = wifiInterfaces(env)
        if radios.isEmpty {
            lines.append(.warning(DoctorMessages.hotspotNoRadio))
        } else if let wanted = settings.interface, !radios.contains(wanted) {
            lines.append(.warning(DoctorMessages.hotspotRadioMissing(wanted, present: radios)))
        } else {
            lines.append(.info(DoctorMessages.hotspotRadios(radios), detail: true))
        }
        for (program, package) in programs where !installed(env, program) {
            lines.append(.warning(DoctorMessages.hotspotMissing(program, package: package)))
        }
        switch env.hotspotStatus(settings.interface) {
        case .success(let status):
            lines.append(.info(DoctorMessages.hotspotState(status), detail: true))
            if status.hotspotActive {
                let clients = leases(env, interface: status.radio)
                lines.append(.info(DoctorMessages.hotspotClients(clients), detail: true))
            }
        case .failure(let failure):
            lines.append(.warning(failure.description))
        }
        let name = HotspotJoin.localName(hostName: env.hostName())
        lines.append(.info(DoctorMessages.hotspotAdvertised(name: name, port: port), detail: true))
        return DoctorReport.Section(title: title, lines: lines)
    }

    /// What the hotspot needs beside the kiosk, with the Debian package that has it.
    static let programs: [(String, String)] = [
        ("usr/sbin/NetworkManager", "network-manager"),
        ("usr/sbin/dnsmasq", "dnsmasq-base"),
        ("usr/sbin/nft", "nftables"),
        ("usr/sbin/avahi-daemon", "avahi-daemon"),
    ]

    /// Interfaces with a `wireless` or `phy80211` entry in sysfs: the radios.
    static func wifiInterfaces(_ env: DoctorEnvironment) -> [String] {
        let net = DisplayInventory.join(env.sysRoot, "sys/class/net")
        return ((try? FileManager.default.contentsOfDirectory(atPath: net)) ?? []).filter { name in
            access(net + "/" + name + "/wireless", F_OK) == 0 || access(net + "/" + name + "/phy80211", F_OK) == 0
        }.sorted()
    }

    private static func installed(_ env: DoctorEnvironment, _ program: String) -> Bool {
        access(DisplayInventory.join(env.sysRoot, program), F_OK) == 0
    }

    /// NetworkManager's dnsmasq keeps one lease file per shared interface: its lines are the
    /// phones that took an address (a lease outlives a phone that left, until it expires).
    static func leases(_ env: DoctorEnvironment, interface: String?) -> [String] {
        guard let interface else { return [] }
        let path = DisplayInventory.join(env.sysRoot, "var/lib/NetworkManager/dnsmasq-\(interface).leases")
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        // "expiry mac ip hostname client-id": the address and the name the phone gave.
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count >= 4 else { return nil }
            return fields[3] == "*" ? String(fields[2]) : "\(fields[2]) (\(fields[3]))"
        }
    }
}
