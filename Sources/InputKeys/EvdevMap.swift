import MatchEngine

/// Keypads, clickers and gpio-keys overlays read through evdev.
public struct EvdevMap: Codable, Sendable, Equatable {
    /// Devices to open: a path ("/dev/input/by-id/usb-…-event-kbd") or part of the device's
    /// name ("Keypad"). Empty: every device that can send one of `keys`, now or plugged later.
    public var devices: [String]
    /// Key code name as in linux/input-event-codes.h ("KEY_KP1") → button.
    public var keys: [String: BoxKey]
    /// Take the device for ourselves so presses do not type on the console.
    public var grab: Bool

    public init(devices: [String] = [], keys: [String: BoxKey], grab: Bool = true) {
        self.devices = devices
        self.keys = keys
        self.grab = grab
    }

    private enum CodingKeys: String, CodingKey { case devices, keys, grab }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        devices = try c.decodeIfPresent([String].self, forKey: .devices) ?? []
        keys = try c.decode([String: BoxKey].self, forKey: .keys)
        grab = try c.decodeIfPresent(Bool.self, forKey: .grab) ?? true
    }
}
