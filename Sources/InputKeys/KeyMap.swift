import MatchEngine

/// Physical input → logical button, as the config file states it (issue 8 owns the TOML file;
/// this is the structure it decodes into). Every source is optional, so a box can have GPIO
/// buttons, a keypad, the terminal, or any mix.
public struct KeyMap: Codable, Sendable, Equatable {
    public var gpio: GPIOMap?
    public var evdev: EvdevMap?
    /// Terminal key (one character, as typed) → button.
    public var terminal: [String: BoxPress]
    public var recognizer: RecognizerConfig

    public init(gpio: GPIOMap? = nil, evdev: EvdevMap? = nil, terminal: [String: BoxPress] = [:],
                recognizer: RecognizerConfig = .standard) {
        self.gpio = gpio
        self.evdev = evdev
        self.terminal = terminal
        self.recognizer = recognizer
    }

    private enum CodingKeys: String, CodingKey { case gpio, evdev, terminal, recognizer }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gpio = try c.decodeIfPresent(GPIOMap.self, forKey: .gpio)
        evdev = try c.decodeIfPresent(EvdevMap.self, forKey: .evdev)
        terminal = try c.decodeIfPresent([String: BoxPress].self, forKey: .terminal) ?? [:]
        recognizer = try c.decodeIfPresent(RecognizerConfig.self, forKey: .recognizer) ?? .standard
    }
}
