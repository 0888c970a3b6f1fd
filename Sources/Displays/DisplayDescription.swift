import Renderer

/// What a DRM card offers, as plain values: read from libdrm on the device, loaded from JSON
/// fixtures in the tests. The selection policy (`DisplaySelection`) sees only these, so every
/// choice it makes can be tested without a screen.
public struct CardDescription: Codable, Equatable, Sendable {
    /// The device node, e.g. /dev/dri/card1.
    public var path: String
    /// The kernel driver, e.g. vc4, i915, bochs-drm; "" when it could not be asked.
    public var driver: String
    /// Whether the card can drive a screen at all (mode-setting resources with CRTCs and
    /// connectors): a Raspberry Pi's v3d card is a GPU without outputs.
    public var hasKMS: Bool
    public var connectors: [ConnectorDescription]
    /// Why the card could not be read (opening it was refused, …), for the reason lines.
    public var problem: String?

    public init(path: String, driver: String, hasKMS: Bool, connectors: [ConnectorDescription], problem: String? = nil) {
        self.path = path
        self.driver = driver
        self.hasKMS = hasKMS
        self.connectors = connectors
        self.problem = problem
    }
}

public struct ConnectorDescription: Codable, Equatable, Sendable {
    public enum State: String, Codable, Sendable {
        case connected, disconnected, unknown
    }

    /// The kernel's name, e.g. HDMI-A-1: the connector type's name and its number on the card.
    public var name: String
    public var state: State
    /// In the kernel's order (which a mode's index refers to).
    public var modes: [ModeDescription]

    public init(name: String, state: State, modes: [ModeDescription]) {
        self.name = name
        self.state = state
        self.modes = modes
    }

    /// The name the kernel gives a connector of DRM type `type` (DRM_MODE_CONNECTOR_*),
    /// numbered `typeId` within its type: HDMI-A-1, DP-2, Virtual-1.
    public static func name(type: UInt32, typeId: UInt32) -> String {
        let names = [
            "Unknown", "VGA", "DVI-I", "DVI-D", "DVI-A", "Composite", "SVIDEO", "LVDS", "Component", "DIN", "DP",
            "HDMI-A", "HDMI-B", "TV", "eDP", "Virtual", "DSI", "DPI", "Writeback", "SPI", "USB",
        ]
        let typeName = Int(type) < names.count ? names[Int(type)] : "Unknown"
        return "\(typeName)-\(typeId)"
    }
}

public struct ModeDescription: Codable, Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Whole hertz, as the kernel rounds it (59.94 Hz is 60).
    public var refresh: Int
    /// The screen's own choice (from its EDID).
    public var preferred: Bool
    /// Interlaced modes (1080i) are never chosen unless asked for by refresh and nothing else fits.
    public var interlaced: Bool

    public init(width: Int, height: Int, refresh: Int, preferred: Bool = false, interlaced: Bool = false) {
        self.width = width
        self.height = height
        self.refresh = refresh
        self.preferred = preferred
        self.interlaced = interlaced
    }

    private enum CodingKeys: String, CodingKey { case width, height, refresh, preferred, interlaced }

    // The flags are written only when true, as the fixtures have them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        refresh = try c.decode(Int.self, forKey: .refresh)
        preferred = try c.decodeIfPresent(Bool.self, forKey: .preferred) ?? false
        interlaced = try c.decodeIfPresent(Bool.self, forKey: .interlaced) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(refresh, forKey: .refresh)
        if preferred { try c.encode(true, forKey: .preferred) }
        if interlaced { try c.encode(true, forKey: .interlaced) }
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// 1920x1080@60, 1920x1080i@60.
    public var description: String { "\(width)x\(height)\(interlaced ? "i" : "")@\(refresh)" }
}
