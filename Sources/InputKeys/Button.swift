/// A logical button: what a physical input means on the box, never what it does in a sport
/// (ProjectionCenter decides that). Open-ended so a config can name buttons this version does
/// not know; the common ones have names below.
public struct Button: RawRepresentable, Hashable, Sendable, Codable, CodingKeyRepresentable, Comparable,
    CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    public static func < (a: Button, b: Button) -> Bool { a.rawValue < b.rawValue }
    public var description: String { rawValue }

    // Two-sided scoring (badminton and any rally sport).
    public static let plusA: Button = "plusA"
    public static let minusA: Button = "minusA"
    public static let plusB: Button = "plusB"
    public static let minusB: Button = "minusB"
    // Common.
    public static let undo: Button = "undo"
    public static let advance: Button = "advance"
    /// Emitted by the default combo (plusA+plusB held): start the next game or match.
    public static let startNext: Button = "startNext"
    // A cricket-style run pad; the names say which key it is, not what it scores.
    public static let dot: Button = "dot"
    public static let run1: Button = "run1"
    public static let run2: Button = "run2"
    public static let run3: Button = "run3"
    public static let run4: Button = "run4"
    public static let run6: Button = "run6"
    public static let wide: Button = "wide"
    public static let noBall: Button = "noBall"
    public static let bye: Button = "bye"
    public static let legBye: Button = "legBye"
    public static let wicket: Button = "wicket"
    // Cricket between balls: penalty runs, and the house rules' warning and P5 (held: P10).
    public static let penalty: Button = "penalty"
    public static let warn: Button = "warn"
    public static let housePenalty: Button = "housePenalty"
    /// Badminton: suspend play, or resume it (the default combo minusA+minusB emits it).
    public static let pause: Button = "pause"
    /// The panel's brightness one step down, from the lowest back to full (the default combo
    /// Undo+Advance emits it); the kiosk handles it, not the match (docs/displays.md).
    public static let brightness: Button = "brightness"

    /// Every button some sport gives a meaning to; a config naming another is a typo.
    public static let known: [Button] = [
        .plusA, .minusA, .plusB, .minusB, .undo, .advance, .startNext,
        .dot, .run1, .run2, .run3, .run4, .run6, .wide, .noBall, .bye, .legBye, .wicket,
        .penalty, .warn, .housePenalty, .pause, .brightness,
    ]
}
