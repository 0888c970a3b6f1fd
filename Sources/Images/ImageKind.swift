/// What a stored image is for, which fixes the one size it is stored at (ADR 053): the
/// renderer fits that master to each screen's size once, as it does a sponsor's image.
public enum ImageKind: Sendable, Equatable {
    /// A player's face: a centred square, stored as a JPEG (a photograph; alpha, if any,
    /// flattened onto `headshotBackground`).
    case headshot
    /// A team's badge: its own shape kept, longest side `side`, stored as a PNG with alpha so a
    /// badge with a transparent surround sits on any board colour.
    case logo

    /// The stored size's side. 384 pixels is a new-batter slide's photo at 1920x1080 (about a
    /// third of the height) without enlarging, and 576 KiB decoded, so 22 players and two
    /// badges fit in about 13 MiB of the images' budget.
    public static let side = 384

    /// Behind a headshot's transparent parts: the dark grey of the boards' panels, so a cut-out
    /// face does not sit on a white square.
    public static let headshotBackground: (UInt8, UInt8, UInt8) = (0x20, 0x20, 0x20)

    /// The stored file's extension, part of its name.
    public var fileExtension: String {
        switch self {
        case .headshot: "jpg"
        case .logo: "png"
        }
    }
}
