import Renderer

/// A mode asked for in the config: `1920x1080` (any refresh, the highest wins) or `1920x1080@50`.
public struct ModeRequest: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var refresh: Int?

    public init(width: Int, height: Int, refresh: Int? = nil) {
        self.width = width
        self.height = height
        self.refresh = refresh
    }

    /// The sides a panel's mode can have, in pixels, and its refresh rates in Hz.
    public static let sides = 16...16384
    public static let refreshRates = 1...1000

    /// `WIDTHxHEIGHT` or `WIDTHxHEIGHT@HZ`; sizes outside what a panel can be are refused.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let size = PixelSize(parsing: String(parts[0])),
            Self.sides.contains(size.width), Self.sides.contains(size.height)
        else { return nil }
        var refresh: Int?
        if parts.count == 2 {
            guard let hz = Int(parts[1]), Self.refreshRates.contains(hz) else { return nil }
            refresh = hz
        }
        self.init(width: size.width, height: size.height, refresh: refresh)
    }

    public func matches(_ mode: ModeDescription) -> Bool {
        mode.width == width && mode.height == height && (refresh.map { $0 == mode.refresh } ?? true)
    }

    public var description: String { "\(width)x\(height)" + (refresh.map { "@\($0)" } ?? "") }
}

/// What the config asks of the DRM output: each nil leaves the choice to the policy.
public struct DisplayRequest: Equatable, Sendable {
    /// A card path, e.g. /dev/dri/card1.
    public var card: String?
    /// A connector name, e.g. HDMI-A-1.
    public var connector: String?
    public var mode: ModeRequest?
    /// The largest mode chosen on its own (either orientation): a 4K TV prefers 3840x2160 at
    /// 30 Hz, which halves the motion and quadruples the pixels to copy.
    public var maxMode: PixelSize

    public static let defaultMaxMode = PixelSize(width: 1920, height: 1080)

    public init(card: String? = nil, connector: String? = nil, mode: ModeRequest? = nil, maxMode: PixelSize = defaultMaxMode) {
        self.card = card
        self.connector = connector
        self.mode = mode
        self.maxMode = maxMode
    }
}
