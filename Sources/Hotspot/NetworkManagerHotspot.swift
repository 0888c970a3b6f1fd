import CNetworkManager

/// `HotspotControl` on NetworkManager's D-Bus API (the C half in `CNetworkManager`). The bus is
/// opened per call: the keeper asks every few seconds, and a connection kept open would need
/// its descriptor on the loop to be drained of NetworkManager's signals.
public final class NetworkManagerHotspot: HotspotControl {
    private let busAddress: String?
    private let interface: String?

    /// `busAddress` nil: the system bus (a test passes its own dbus-daemon's).
    public init(interface: String?, busAddress: String? = nil) {
        self.interface = interface
        self.busAddress = busAddress
    }

    public func status() throws(HotspotFailure) -> HotspotStatus {
        var raw = scoreline_nm_status()
        try withBus { nm, error, length in
            withOptional(interface) { scoreline_nm_status_read(nm, $0, HotspotProfile.connectionID, &raw, error, length) }
        }
        let radio = withUnsafeBytes(of: raw.radio) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return HotspotStatus(managerRunning: raw.manager_running != 0, radio: radio.isEmpty ? nil : radio,
                             hotspotActive: raw.hotspot_active != 0, otherNetworkConnected: raw.other_connected != 0)
    }

    public func bringUp(_ profile: HotspotProfile) throws(HotspotFailure) {
        try withBus { nm, error, length in
            withOptional(profile.interface ?? interface) {
                scoreline_nm_hotspot_up(nm, $0, HotspotProfile.connectionID, profile.ssid, profile.passphrase,
                                        HotspotProfile.address, UInt32(HotspotProfile.prefix), error, length)
            }
        }
    }

    public func takeDown() throws(HotspotFailure) {
        try withBus { nm, error, length in scoreline_nm_hotspot_down(nm, HotspotProfile.connectionID, error, length) }
    }

    private func withBus(_ body: (OpaquePointer, UnsafeMutablePointer<CChar>, Int) -> Int32) throws(HotspotFailure) {
        let size = 512
        var error = [CChar](repeating: 0, count: size)
        var handle: OpaquePointer?
        let opened = withOptional(busAddress) { scoreline_nm_open(&handle, $0, &error, size) }
        guard opened >= 0, let nm = handle else { throw HotspotFailure(HotspotMessages.noBus(Self.text(error))) }
        defer { scoreline_nm_close(nm) }
        let result = error.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { body(nm, $0, buffer.count) } ?? -1
        }
        guard result >= 0 else { throw HotspotFailure(HotspotMessages.managerRefused(Self.text(error))) }
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A C string for an optional Swift one: NULL for nil.
private func withOptional<R>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
