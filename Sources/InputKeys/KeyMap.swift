/// Physical input → logical button, as the config file states it (issue 8 owns the TOML file;
/// this is the structure it decodes into). Every source is optional, so a box can have GPIO
/// buttons, a keypad, the terminal, or any mix.
public struct KeyMap: Codable, Sendable, Equatable {
    public var gpio: GPIOMap?
    public var evdev: EvdevMap?
    /// Terminal key (one character, as typed) → button.
    public var terminal: [String: TerminalBinding]
    public var recognizer: RecognizerConfig

    public init(gpio: GPIOMap? = nil, evdev: EvdevMap? = nil, terminal: [String: TerminalBinding] = [:],
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
        terminal = try c.decodeIfPresent([String: TerminalBinding].self, forKey: .terminal) ?? [:]
        recognizer = try c.decodeIfPresent(RecognizerConfig.self, forKey: .recognizer) ?? .standard
    }
}

/// GPIO buttons: lines requested by name ("GPIO17"), so a Pi 5, whose header is on a chip
/// numbered differently from a Pi 4's, needs no change.
public struct GPIOMap: Codable, Sendable, Equatable {
    /// A chip to search ("gpiochip0", "/dev/gpiochip4", or its label); `nil` searches all.
    public var chip: String?
    /// Line name → button.
    public var lines: [String: Button]
    /// Buttons wired to ground with the internal pull-up: idle high, pressed low.
    public var bias: Bias
    public var activeLow: Bool

    public enum Bias: String, Codable, Sendable, Equatable { case pullUp, pullDown, disabled, asIs }

    public init(chip: String? = nil, lines: [String: Button], bias: Bias = .pullUp, activeLow: Bool = true) {
        self.chip = chip
        self.lines = lines
        self.bias = bias
        self.activeLow = activeLow
    }

    private enum CodingKeys: String, CodingKey { case chip, lines, bias, activeLow }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        chip = try c.decodeIfPresent(String.self, forKey: .chip)
        lines = try c.decode([String: Button].self, forKey: .lines)
        bias = try c.decodeIfPresent(Bias.self, forKey: .bias) ?? .pullUp
        activeLow = try c.decodeIfPresent(Bool.self, forKey: .activeLow) ?? true
    }
}

/// Keypads, clickers and gpio-keys overlays read through evdev.
public struct EvdevMap: Codable, Sendable, Equatable {
    /// Devices to open: a path ("/dev/input/by-id/usb-…-event-kbd") or part of the device's
    /// name ("Keypad"). Empty: every device that can send one of `keys`, now or plugged later.
    public var devices: [String]
    /// Key code name as in linux/input-event-codes.h ("KEY_KP1") → button.
    public var keys: [String: Button]
    /// Take the device for ourselves so presses do not type on the console.
    public var grab: Bool

    public init(devices: [String] = [], keys: [String: Button], grab: Bool = true) {
        self.devices = devices
        self.keys = keys
        self.grab = grab
    }

    private enum CodingKeys: String, CodingKey { case devices, keys, grab }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        devices = try c.decodeIfPresent([String].self, forKey: .devices) ?? []
        keys = try c.decode([String: Button].self, forKey: .keys)
        grab = try c.decodeIfPresent(Bool.self, forKey: .grab) ?? true
    }
}

/// A terminal key: written `"undo"` or `"undo:long"` in the config. A terminal reports no
/// release, so a long press gets its own key.
public struct TerminalBinding: Codable, Sendable, Equatable, ExpressibleByStringLiteral {
    public var button: Button
    public var kind: PressKind

    public init(_ button: Button, _ kind: PressKind = .press) {
        self.button = button
        self.kind = kind
    }

    public init(stringLiteral value: String) {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        button = Button(parts.first ?? value)
        kind = parts.count > 1 ? PressKind(rawValue: parts[1]) ?? .press : .press
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty button name"))
        }
        button = Button(name)
        if parts.count > 1 {
            guard let k = PressKind(rawValue: parts[1]) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text)\": the part after ':' must be press, long or repeat"))
            }
            kind = k
        } else {
            kind = .press
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(kind == .press ? button.rawValue : "\(button.rawValue):\(kind.rawValue)")
    }
}
