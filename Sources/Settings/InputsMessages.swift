import MatchEngine

/// Every sentence about the config's `[inputs]` section.
enum InputsMessages {
    static let chips = "\"any\" or a GPIO chip's name, path or label, such as \"gpiochip0\""
    static let devices = "a device path such as \"/dev/input/by-id/usb-…-event-kbd\" or part of a device's name"
    static let emptyName = "a GPIO line name such as \"GPIO17\" is needed here."
    static let terminalKey = "a terminal key is one character, such as \"u\" or \"X\"."
    static let comboButtons = "must be two different buttons, such as [\"plusA\", \"plusB\"]."
    static let unknownButton = "unknown button; the buttons are \(BoxKey.bindable.map { "\"\($0)\"" }.joined(separator: ", "))."

    static var buttons: String { "one of \(BoxKey.bindable.map { "\"\($0)\"" }.joined(separator: ", "))" }
    static var binding: String { "a button, or \"button:long\" (\(buttons))" }
    static func pressKind(found: ConfigValue) -> String {
        "after ':' comes press, long or repeat (found \(found.shown))."
    }
    static var combo: String { "a list of tables such as [{ buttons = [\"plusA\", \"plusB\"], hold = 3000, emits = \"startNext\" }]" }

    static func unknownKey(_ name: String) -> String {
        "unknown key name \(name); names are as in linux/input-event-codes.h, such as KEY_KP1, KEY_KPENTER, KEY_A, BTN_0."
    }

    static func required(_ range: String) -> String { "is needed: a whole number of milliseconds from \(range)." }
}
