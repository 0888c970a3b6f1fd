import MatchEngine

/// GPIO buttons: lines requested by name ("GPIO17"), so a Pi 5, whose header is on a chip
/// numbered differently from a Pi 4's, needs no change.
public struct GPIOMap: Codable, Sendable, Equatable {
    /// A chip to search ("gpiochip0", "/dev/gpiochip4", or its label); `nil` searches all.
    public var chip: String?
    /// Line name → button.
    public var lines: [String: BoxKey]
    /// Buttons wired to ground with the internal pull-up: idle high, pressed low.
    public var bias: Bias
    public var activeLow: Bool

    public enum Bias: String, Codable, Sendable, Equatable, CaseIterable { case pullUp, pullDown, disabled, asIs }

    public init(chip: String? = nil, lines: [String: BoxKey], bias: Bias = .pullUp, activeLow: Bool = true) {
        self.chip = chip
        self.lines = lines
        self.bias = bias
        self.activeLow = activeLow
    }

    private enum CodingKeys: String, CodingKey { case chip, lines, bias, activeLow }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        chip = try c.decodeIfPresent(String.self, forKey: .chip)
        lines = try c.decode([String: BoxKey].self, forKey: .lines)
        bias = try c.decodeIfPresent(Bias.self, forKey: .bias) ?? .pullUp
        activeLow = try c.decodeIfPresent(Bool.self, forKey: .activeLow) ?? true
    }
}
