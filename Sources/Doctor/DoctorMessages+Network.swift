import Hotspot
import TextSafety

/// What `scoreline doctor` says about the hotspot (docs/network.md).
extension DoctorMessages {
    static func hotspotMode(_ settings: HotspotSettings) -> String {
        switch settings.mode {
        case .off: return "Hotspot off ([network] hotspot = \"off\")."
        case .on: return "Hotspot \"\(ShownText.escaped(settings.name))\" always on ([network] in the config)."
        case .fallback: return "Hotspot \"\(ShownText.escaped(settings.name))\" when no other network connects within \(settings.fallbackSeconds) s ([network] in the config)."
        }
    }
    static let hotspotNoRadio = "No Wi-Fi radio (no interface in /sys/class/net has one): the hotspot needs one; on a Raspberry Pi remove dtoverlay=disable-wifi from /boot/firmware/config.txt."
    static func hotspotRadioMissing(_ name: String, present: [String]) -> String {
        "No Wi-Fi interface \(name) (the radios here are \(present.joined(separator: ", "))): network.interface names another."
    }
    static func hotspotRadios(_ names: [String]) -> String { "Wi-Fi radio\(names.count == 1 ? "" : "s"): \(names.joined(separator: ", "))." }
    static func hotspotMissing(_ program: String, package: String) -> String {
        "/\(program) is missing: the hotspot needs it; install it with `apt install \(package)` (the scoreline package recommends it)."
    }
    static func hotspotState(_ status: HotspotStatus) -> String {
        let radio = status.radio.map { "on \($0)" } ?? "no Wi-Fi device"
        let state = status.hotspotActive ? "the hotspot is up (\(HotspotProfile.address))" : "the hotspot is down"
        let other = status.otherNetworkConnected ? "another network is connected" : "no other network is connected"
        return "NetworkManager is running, \(radio): \(state); \(other)."
    }
    static func hotspotClients(_ clients: [String]) -> String {
        clients.isEmpty ? "No phone has taken an address on the hotspot." : "Phones on the hotspot (by their leases): \(clients.map { ShownText.escaped($0) }.joined(separator: ", "))."
    }
    static func hotspotAdvertised(name: String, port: Int) -> String {
        "The board is announced over mDNS as \(ShownText.escaped(name)) (_http._tcp on port \(port)); on the hotspot it is also \(HotspotProfile.address), and every name there leads to it."
    }
}
