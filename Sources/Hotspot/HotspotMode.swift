/// `[network] hotspot`: whether the box is its own Wi-Fi access point (docs/network.md, ADR 051).
public enum HotspotMode: String, CaseIterable, Equatable, Sendable {
    /// Never: the box joins the ground's network, or has only a cable.
    case off
    /// Always, from the start: a ground with no network at all.
    case on
    /// Only when no configured network has connected within `fallbackSeconds` of the start:
    /// the club's Wi-Fi when it is there, the box's own when it is not.
    case fallback
}
