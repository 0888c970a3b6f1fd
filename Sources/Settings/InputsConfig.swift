import InputKeys
import MatchEngine

/// The config's `[inputs]`, checked. Each sub-table present turns its source on: `[inputs.gpio]`
/// with no keys is the sport's button box on any chip; `[inputs.evdev]` with no keys is the
/// sport's numeric keypad map on any keypad. Maps left out are filled in per sport when the kiosk
/// starts (`keyMap(badminton:)`), so one config serves whichever match is in progress.
public struct InputsConfig: Equatable, Sendable {
    public var gpio: GPIO?
    public var evdev: Evdev?
    /// Terminal keys for `--input terminal`; nil: the sport's built-in keys.
    public var terminal: [String: BoxPress]?
    public var recognizer = RecognizerConfig.standard

    /// No sources: `scoreline run` reads stdin, with the sport's built-in keys.
    public init() {}

    public struct GPIO: Equatable, Sendable {
        /// nil: search every chip for the line names ("any" in the file).
        public var chip: String?
        /// nil: `KeyMap.cricketBox` or `badmintonBox` by the match's sport.
        public var lines: [String: BoxKey]?
        public var bias = GPIOMap.Bias.pullUp
        public var activeLow = true
    }

    public struct Evdev: Equatable, Sendable {
        public var devices: [String] = []
        /// nil: the sport's keypad map, `KeyMap.cricketKeypad` or `badmintonKeypad`.
        public var keys: [String: BoxKey]?
        public var grab = true
    }

    /// True when the file names a GPIO or evdev source, so `scoreline run` reads them by default.
    public var hasDevices: Bool { gpio != nil || evdev != nil }

    /// The key map for the match in progress, with the built-in maps where the file has none.
    public func keyMap(badminton: Bool) -> KeyMap {
        let box = badminton ? KeyMap.badmintonBox : KeyMap.cricketBox
        var map = KeyMap(terminal: terminal ?? box.terminal, recognizer: recognizer)
        if let gpio {
            map.gpio = GPIOMap(chip: gpio.chip, lines: gpio.lines ?? box.gpio?.lines ?? [:], bias: gpio.bias, activeLow: gpio.activeLow)
        }
        if let evdev {
            map.evdev = EvdevMap(devices: evdev.devices, keys: evdev.keys ?? KeyMap.keypad(badminton: badminton).evdev?.keys ?? [:], grab: evdev.grab)
        }
        return map
    }
}

/// Reads `[inputs]` with the same reader as the rest of the file, so every problem names its
/// key path (`inputs.gpio.lines.GPIO17`) and what is accepted.
enum InputsConfigReader {
    static func read(_ r: ConfigReader) -> InputsConfig {
        var inputs = InputsConfig()
        if let g = r.table("gpio") {
            inputs.gpio = gpio(g)
            g.rejectUnknownKeys()
        }
        if let e = r.table("evdev") {
            inputs.evdev = evdev(e)
            e.rejectUnknownKeys()
        }
        if let t = r.table("terminal") {
            inputs.terminal = terminal(t)
            t.markAllSeen()
        }
        if let k = r.table("recognizer") {
            inputs.recognizer = recognizer(k)
            k.rejectUnknownKeys()
        }
        r.rejectUnknownKeys()
        return inputs
    }

    private static func gpio(_ g: ConfigReader) -> InputsConfig.GPIO {
        var gpio = InputsConfig.GPIO()
        if let chip = g.string("chip") {
            if chip.isEmpty {
                g.fail("chip", ConfigMessages.expected(InputsMessages.chips, found: .string(chip)))
            } else {
                gpio.chip = chip == "any" ? nil : chip
            }
        }
        if let lines = g.table("lines") {
            gpio.lines = buttons(lines) { name in name.isEmpty ? InputsMessages.emptyName : nil }
            lines.markAllSeen()
        }
        gpio.bias = g.choice("bias", default: GPIOMap.Bias.pullUp)
        gpio.activeLow = g.bool("activeLow", default: true)
        return gpio
    }

    private static func evdev(_ e: ConfigReader) -> InputsConfig.Evdev {
        var evdev = InputsConfig.Evdev()
        evdev.devices = e.strings("devices")
        for (index, device) in evdev.devices.enumerated() where device.isEmpty {
            e.fail("devices[\(index)]", ConfigMessages.expected(InputsMessages.devices, found: .string(device)))
        }
        if let keys = e.table("keys") {
            evdev.keys = buttons(keys) { name in EvdevKeyNames.code(for: name) == nil ? InputsMessages.unknownKey(name) : nil }
            keys.markAllSeen()
        }
        evdev.grab = e.bool("grab", default: true)
        return evdev
    }

    private static func terminal(_ t: ConfigReader) -> [String: BoxPress] {
        var bindings: [String: BoxPress] = [:]
        for (key, value) in t.raw.sorted(by: { $0.key < $1.key }) {
            guard key.count == 1 else {
                t.fail(key, InputsMessages.terminalKey)
                continue
            }
            guard case .string(let text) = value else {
                t.fail(key, ConfigMessages.expected(InputsMessages.binding, found: value))
                continue
            }
            // One reader of "key:kind" for the config, the key map and `--input stdin`: an
            // unknown kind is refused with its sentence, never taken as a plain press.
            let press: BoxPress
            do {
                press = try BoxPress(text: text)
            } catch {
                // The config's own wording: the value is shown escaped, as every config value.
                t.fail(key, error.reason == .unknownKind
                    ? InputsMessages.pressKind(found: value) : ConfigMessages.expected(InputsMessages.binding, found: value))
                continue
            }
            guard BoxKey.bindable.contains(press.key) else {
                t.fail(key, ConfigMessages.expected(InputsMessages.binding, found: value))
                continue
            }
            bindings[key] = press
        }
        return bindings
    }

    private static func recognizer(_ k: ConfigReader) -> RecognizerConfig {
        var config = RecognizerConfig.standard
        if let ms = milliseconds(k, "debounce", in: 0...1000) { config.debounce = ms }
        if let long = k.table("longPress") {
            config.longPress = durations(long, in: 100...10_000)
            long.markAllSeen()
        }
        if let repeats = k.table("autoRepeat") {
            var table: [BoxKey: RecognizerConfig.AutoRepeat] = [:]
            for name in repeats.raw.keys.sorted() {
                guard BoxKey.bindable.contains(BoxKey(name)) else {
                    repeats.fail(name, InputsMessages.unknownButton)
                    continue
                }
                guard let each = repeats.table(name) else { continue }
                let button = BoxKey(name)
                let delay = milliseconds(each, "delay", in: 50...10_000)
                let interval = milliseconds(each, "interval", in: 20...10_000)
                if delay == nil { each.fail("delay", InputsMessages.required("50 to 10000")) }
                if interval == nil { each.fail("interval", InputsMessages.required("20 to 10000")) }
                each.rejectUnknownKeys()
                if let delay, let interval { table[button] = .init(delay: delay, interval: interval) }
            }
            config.autoRepeat = table
        }
        // Left out, the standard combos stay; given (even wrongly), it replaces them.
        if k.raw["combos"] != nil {
            config.combos = combos(k)
        }
        return config
    }

    private static func combos(_ k: ConfigReader) -> [RecognizerConfig.Combo] {
        var combos: [RecognizerConfig.Combo] = []
        for c in k.tables("combos", form: InputsMessages.combo) {
            let names = c.strings("buttons")
            let pair = names.compactMap { BoxKey.bindable.contains(BoxKey($0)) ? BoxKey($0) : nil }
            if names.count != 2 || pair.count != 2 || pair[0] == pair[1] {
                c.fail("buttons", InputsMessages.comboButtons)
            }
            let hold = milliseconds(c, "hold", in: 100...10_000)
            if hold == nil { c.fail("hold", InputsMessages.required("100 to 10000")) }
            let emits = button(c, "emits")
            c.rejectUnknownKeys()
            if pair.count == 2, pair[0] != pair[1], let hold, let emits {
                combos.append(.init(pair[0], pair[1], hold: hold, emits: emits))
            }
        }
        return combos
    }

    /// A table of name → button name, each name checked by `check` (a message, or nil when fine).
    private static func buttons(_ r: ConfigReader, check: (String) -> String?) -> [String: BoxKey] {
        var out: [String: BoxKey] = [:]
        for name in r.raw.keys.sorted() {
            if let problem = check(name) {
                r.fail(name, problem)
                continue
            }
            if let button = button(r, name) { out[name] = button }
        }
        return out
    }

    private static func button(_ r: ConfigReader, _ name: String) -> BoxKey? {
        guard let value = r.value(name) else { return nil }
        guard case .string(let text) = value, BoxKey.bindable.contains(BoxKey(text)) else {
            r.fail(name, ConfigMessages.expected(InputsMessages.buttons, found: value))
            return nil
        }
        return BoxKey(text)
    }

    /// Button name → milliseconds.
    private static func durations(_ r: ConfigReader, in range: ClosedRange<Int>) -> [BoxKey: InputDuration] {
        var out: [BoxKey: InputDuration] = [:]
        for name in r.raw.keys.sorted() {
            guard BoxKey.bindable.contains(BoxKey(name)) else {
                r.fail(name, InputsMessages.unknownButton)
                continue
            }
            if let ms = milliseconds(r, name, in: range) { out[BoxKey(name)] = ms }
        }
        return out
    }

    private static func milliseconds(_ r: ConfigReader, _ name: String, in range: ClosedRange<Int>) -> InputDuration? {
        guard r.value(name) != nil else { return nil }
        let sentinel = range.lowerBound - 1
        let ms = r.int(name, in: range, default: sentinel)
        return ms == sentinel ? nil : .milliseconds(Int64(ms))
    }
}
