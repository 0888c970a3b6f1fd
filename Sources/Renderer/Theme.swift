import MatchEngine

/// Colours by semantic role only: a layout asks for `role`, never for a colour.
/// Pixels are XRGB8888 (`0x00RRGGBB`).
public struct Theme: Sendable, Equatable {
    public var name: String
    public var background: UInt32
    /// Behind rows of secondary text, to group them without lines.
    public var panel: UInt32
    /// The strike marker and similar small accents.
    public var accent: UInt32
    private var text: [BoardRole: UInt32]
    /// Roles drawn as a filled badge (flash, notices on a small panel): text then uses `badgeText`.
    private var badge: [BoardRole: UInt32]
    public var badgeText: UInt32

    public func color(_ role: BoardRole) -> UInt32 { text[role] ?? text[.normal] ?? 0xFFFFFF }
    public func badgeColor(_ role: BoardRole) -> UInt32 { badge[role] ?? accent }

    /// Outdoors in sunlight: black, white and amber only, the strongest contrast a panel has.
    public static let daylight = Theme(
        name: "daylight", background: 0x000000, panel: 0x000000, accent: 0xFFB000,
        text: [
            .normal: 0xFFFFFF, .emphasis: 0xFFFFFF, .muted: 0xD8D8D8, .wicket: 0xFFB000,
            .boundary: 0xFFB000, .extra: 0xFFFFFF, .server: 0xFFB000, .notice: 0xFFB000,
            .result: 0xFFB000, .warning: 0xFFB000,
        ],
        badge: [.normal: 0xFFFFFF, .wicket: 0xFFFFFF, .boundary: 0xFFB000, .warning: 0xFFB000, .notice: 0xFFB000],
        badgeText: 0x000000)

    /// A sports hall or clubhouse TV: softer dark blue with coloured roles.
    public static let indoor = Theme(
        name: "indoor", background: 0x0B1A2E, panel: 0x13294B, accent: 0xFFC857,
        text: [
            .normal: 0xFFFFFF, .emphasis: 0xFFFFFF, .muted: 0xA9BCD0, .wicket: 0xFF6B6B,
            .boundary: 0x4BE39F, .extra: 0x8CC4FF, .server: 0x4BE39F, .notice: 0xFFC857,
            .result: 0xFFC857, .warning: 0xFF6B6B,
        ],
        badge: [.normal: 0xFFFFFF, .wicket: 0xFF6B6B, .boundary: 0x4BE39F, .warning: 0xFF6B6B, .notice: 0xFFC857],
        badgeText: 0x0B1A2E)

    /// An LED panel, whatever theme the screens use (ADR 034): an LED at full white blooms into
    /// its neighbours and glares at dusk, so white is a warm grey at about 80 %, the score a
    /// little brighter, and the roles take the colours LED scoreboards have always used (amber
    /// for news and the server, green for a boundary, red for a wicket).
    public static let led = Theme(
        name: "led", background: 0x000000, panel: 0x000000, accent: 0xE89400,
        text: [
            .normal: 0xC8C4B8, .emphasis: 0xE8E2D2, .muted: 0x8C8880, .wicket: 0xF03C28,
            .boundary: 0x3CD250, .extra: 0x78A0F0, .server: 0xE89400, .notice: 0xE89400,
            .result: 0xE89400, .warning: 0xE89400,
        ],
        badge: [.normal: 0xC8C4B8, .wicket: 0xF03C28, .boundary: 0x3CD250, .warning: 0xE89400, .notice: 0xE89400],
        badgeText: 0x000000)

    public static func named(_ name: String) -> Theme? {
        switch name {
        case "daylight": .daylight
        case "indoor": .indoor
        default: nil
        }
    }
}
