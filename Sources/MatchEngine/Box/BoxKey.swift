/// A button of a scoring box: the one set of key names, used from the key maps (InputKeys
/// emits this type) to the rules, so no second list is kept in step. The engine gives each a
/// meaning per sport (`SportSession.boxPlan`); a key no sport knows does nothing. Open-ended,
/// like `BoardKey`: a config may name keys this version does not know, and is told so.
public struct BoxKey: RawRepresentable, Hashable, Sendable, Codable, CodingKeyRepresentable, Comparable,
    CustomStringConvertible, ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    // Written as the bare name in a key map (`"GPIO17" = "plusA"`), not as {"rawValue": …}.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }

    public static func < (a: BoxKey, b: BoxKey) -> Bool { a.rawValue < b.rawValue }

    // Two-sided scoring (badminton and any rally sport).
    public static let plusA: BoxKey = "plusA"
    public static let minusA: BoxKey = "minusA"
    public static let plusB: BoxKey = "plusB"
    public static let minusB: BoxKey = "minusB"
    // Common.
    public static let undo: BoxKey = "undo"
    public static let advance: BoxKey = "advance"
    /// The default combo (plusA+plusB held): start the next game or match.
    public static let startNext: BoxKey = "startNext"
    // A cricket-style run pad; the names say which key it is, not what it scores.
    public static let dot: BoxKey = "dot"
    public static let run1: BoxKey = "run1"
    public static let run2: BoxKey = "run2"
    public static let run3: BoxKey = "run3"
    public static let run4: BoxKey = "run4"
    public static let run6: BoxKey = "run6"
    public static let wide: BoxKey = "wide"
    public static let noBall: BoxKey = "noBall"
    public static let bye: BoxKey = "bye"
    public static let legBye: BoxKey = "legBye"
    public static let wicket: BoxKey = "wicket"
    // Cricket between balls: 5 penalty runs (Law 41), and the house rules' warning and P5/P10.
    public static let penalty: BoxKey = "penalty"
    public static let warn: BoxKey = "warn"
    public static let housePenalty: BoxKey = "housePenalty"
    /// Badminton: suspend play, or resume it when suspended (the default combo minusA+minusB).
    public static let pause: BoxKey = "pause"
    /// The panel's brightness one step down, from the lowest back to full (the default combo
    /// Undo+Advance emits it). The kiosk handles it, never a match, so it is not in `known`
    /// (docs/displays.md).
    public static let brightness: BoxKey = "brightness"

    /// Every key some sport gives a meaning to.
    public static let known: [BoxKey] = [
        .plusA, .minusA, .plusB, .minusB, .undo, .advance, .startNext,
        .dot, .run1, .run2, .run3, .run4, .run6, .wide, .noBall, .bye, .legBye, .wicket,
        .penalty, .warn, .housePenalty, .pause,
    ]

    /// Every key a key map may bind: the sports' and the kiosk's brightness. A config naming
    /// another is a typo.
    public static let bindable: [BoxKey] = known + [.brightness]
}
