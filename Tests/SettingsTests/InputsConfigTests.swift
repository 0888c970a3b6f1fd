import Foundation
import InputKeys
import MatchEngine
import Testing
@testable import Settings

/// `[inputs]`: what docs/inputs.md shows decodes into sources and timings, and each mistake is
/// named by its key path with what is accepted.
@Suite struct InputsConfigTests {
    static func problems(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return []
        } catch {
            return error.description.components(separatedBy: "\n")
        }
    }

    @Test func theDocumentedExampleDecodes() throws {
        let config = try ConfigLoader.parse("""
            [inputs.gpio]
            chip = "gpiochip0"
            bias = "pullUp"
            activeLow = true
            lines = { GPIO17 = "plusA", GPIO27 = "minusA", GPIO22 = "plusB", GPIO23 = "minusB", GPIO24 = "undo", GPIO25 = "advance" }

            [inputs.evdev]
            devices = []
            grab = true
            keys = { KEY_KP1 = "run1", KEY_KP4 = "run4", KEY_BACKSPACE = "undo" }

            [inputs.terminal]
            "u" = "undo"
            "X" = "wicket:long"

            [inputs.recognizer]
            debounce = 20
            longPress = { undo = 800, wicket = 800, advance = 800 }
            autoRepeat = { minusA = { delay = 500, interval = 200 } }
            combos = [ { buttons = ["plusA", "plusB"], hold = 3000, emits = "startNext" } ]
            """, file: "s.toml")
        let inputs = try #require(config.inputs)
        #expect(inputs.gpio == InputsConfig.GPIO(chip: "gpiochip0", lines: [
            "GPIO17": .plusA, "GPIO27": .minusA, "GPIO22": .plusB, "GPIO23": .minusB, "GPIO24": .undo, "GPIO25": .advance,
        ]))
        #expect(inputs.evdev == InputsConfig.Evdev(keys: ["KEY_KP1": .run1, "KEY_KP4": .run4, "KEY_BACKSPACE": .undo]))
        #expect(inputs.terminal == ["u": BoxPress(.undo), "X": BoxPress(.wicket, .long)])
        #expect(inputs.recognizer.debounce == .milliseconds(20))
        #expect(inputs.recognizer.longPress == [.undo: .milliseconds(800), .wicket: .milliseconds(800), .advance: .milliseconds(800)])
        #expect(inputs.recognizer.autoRepeat == [.minusA: .init(delay: .milliseconds(500), interval: .milliseconds(200))])
        #expect(inputs.recognizer.combos == [.init(.plusA, .plusB, hold: .milliseconds(3000), emits: .startNext)])
    }

    /// Empty tables turn a source on with the built-in map of the match's sport.
    @Test func emptyTablesMeanTheBuiltInBoxesOnAnyChipOrKeypad() throws {
        let config = try ConfigLoader.parse("[inputs.gpio]\nchip = \"any\"\n[inputs.evdev]\n", file: "s.toml")
        let inputs = try #require(config.inputs)
        #expect(inputs.hasDevices)
        let cricket = inputs.keyMap(badminton: false)
        #expect(cricket.gpio?.chip == nil)
        #expect(cricket.gpio?.lines["GPIO5"] == .dot)
        #expect(cricket.gpio?.lines.count == 13)
        #expect(cricket.gpio?.lines["GPIO27"] == .legBye)
        #expect(cricket.evdev?.keys["KEY_KP4"] == .run4)
        #expect(cricket.evdev?.keys["KEY_KP7"] == .penalty)
        #expect(cricket.recognizer == .standard)
        let badminton = inputs.keyMap(badminton: true)
        #expect(badminton.gpio?.lines["GPIO17"] == .plusA)
        #expect(badminton.gpio?.lines.count == 6)
        #expect(badminton.terminal["a"] == BoxPress(.plusA))
        #expect(badminton.terminal["p"] == BoxPress(.pause))
        // A keypad in a badminton match gets the badminton pad, not the cricket one.
        #expect(badminton.evdev?.keys == KeyMap.badmintonKeypad.evdev?.keys)
        #expect(badminton.evdev?.keys["KEY_KP5"] == .pause)
        // Six buttons, no line for pause: −A and −B held together emit it.
        #expect(badminton.recognizer.combos.contains(.init(.minusA, .minusB, hold: .milliseconds(2000), emits: .pause)))
    }

    /// The buttons added for penalties and pause are named like any other, everywhere a
    /// button is; a misspelling of one is refused with the list, which names them.
    @Test func theNewButtonsAreAcceptedAndTheirTyposRefused() throws {
        let config = try ConfigLoader.parse("""
            [inputs.gpio]
            lines = { GPIO4 = "pause", GPIO27 = "legBye", GPIO22 = "penalty" }
            [inputs.evdev]
            keys = { KEY_KP7 = "penalty", KEY_KP8 = "warn", KEY_KP9 = "housePenalty" }
            [inputs.terminal]
            "P" = "penalty:long"
            "H" = "housePenalty:long"
            [inputs.recognizer]
            longPress = { penalty = 1000, housePenalty = 1200 }
            combos = [ { buttons = ["minusA", "minusB"], hold = 1500, emits = "pause" } ]
            """, file: "s.toml")
        let inputs = try #require(config.inputs)
        #expect(inputs.gpio?.lines == ["GPIO4": .pause, "GPIO27": .legBye, "GPIO22": .penalty])
        #expect(inputs.evdev?.keys == ["KEY_KP7": .penalty, "KEY_KP8": .warn, "KEY_KP9": .housePenalty])
        #expect(inputs.terminal == ["P": BoxPress(.penalty, .long), "H": BoxPress(.housePenalty, .long)])
        #expect(inputs.recognizer.longPress == [.penalty: .milliseconds(1000), .housePenalty: .milliseconds(1200)])
        #expect(inputs.recognizer.combos == [.init(.minusA, .minusB, hold: .milliseconds(1500), emits: .pause)])

        let found = Self.problems("""
            [inputs.gpio]
            lines = { GPIO4 = "pasue" }
            [inputs.evdev]
            keys = { KEY_KP7 = "penalties" }
            [inputs.recognizer]
            longPress = { p10 = 800 }
            """)
        let buttons = BoxKey.bindable.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(buttons.hasSuffix(#""penalty", "warn", "housePenalty", "pause", "brightness""#))
        #expect(found == [
            #"s.toml: inputs.gpio.lines.GPIO4: must be one of \#(buttons) (found "pasue")."#,
            #"s.toml: inputs.evdev.keys.KEY_KP7: must be one of \#(buttons) (found "penalties")."#,
            "s.toml: inputs.recognizer.longPress.p10: unknown button; the buttons are \(buttons).",
        ])
    }

    @Test func noInputsTableMeansNoDevices() throws {
        #expect(try ConfigLoader.parse("preset = \"demo-cricket\"\n", file: "s.toml").inputs == nil)
        #expect(try ConfigLoader.parse("[inputs.terminal]\n\"q\" = \"dot\"\n", file: "s.toml").inputs?.hasDevices == false)
    }

    @Test func everyWrongValueNamesItsKeyPath() {
        let found = Self.problems("""
            [inputs.gpio]
            chip = ""
            bias = "up"
            activeLow = "yes"
            lines = { GPIO99 = "legbye", GPIO5 = "dot" }
            [inputs.evdev]
            keys = { KEY_KP11 = "run1", KEY_KP1 = 1 }
            devices = [""]
            [inputs.terminal]
            "uu" = "undo"
            "x" = "wicket:longer"
            [inputs.recognizer]
            debounce = 5000
            longPress = { undoo = 800 }
            combos = [ { buttons = ["plusA"], hold = 3000, emits = "startNext" } ]
            [inputs.keypad]
            """)
        let buttons = BoxKey.bindable.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(found == [
            #"s.toml: inputs.gpio.chip: must be "any" or a GPIO chip's name, path or label, such as "gpiochip0" (found "")."#,
            #"s.toml: inputs.gpio.lines.GPIO99: must be one of \#(buttons) (found "legbye")."#,
            #"s.toml: inputs.gpio.bias: must be one of "pullUp", "pullDown", "disabled", "asIs" (found "up")."#,
            #"s.toml: inputs.gpio.activeLow: must be true or false (found "yes")."#,
            #"s.toml: inputs.evdev.devices[0]: must be a device path such as "/dev/input/by-id/usb-…-event-kbd" or part of a device's name (found "")."#,
            #"s.toml: inputs.evdev.keys.KEY_KP1: must be one of \#(buttons) (found 1)."#,
            "s.toml: inputs.evdev.keys.KEY_KP11: unknown key name KEY_KP11; names are as in linux/input-event-codes.h, such as KEY_KP1, KEY_KPENTER, KEY_A, BTN_0.",
            #"s.toml: inputs.terminal.uu: a terminal key is one character, such as "u" or "X"."#,
            // A known button with an unknown kind: refused for the kind, never bound as a plain press.
            #"s.toml: inputs.terminal.x: after ':' comes press, long or repeat (found "wicket:longer")."#,
            "s.toml: inputs.recognizer.debounce: must be a whole number from 0 to 1000 (found 5000).",
            "s.toml: inputs.recognizer.longPress.undoo: unknown button; the buttons are \(buttons).",
            #"s.toml: inputs.recognizer.combos[0].buttons: must be two different buttons, such as ["plusA", "plusB"]."#,
            #"s.toml: inputs.keypad: unknown key; this table takes "evdev", "gpio", "recognizer", "terminal"."#,
        ])
    }

    @Test func aTypoInASourceTableIsSuggested() {
        #expect(Self.problems("[inputs.gpio]\nactive_low = false\n") == [
            #"s.toml: inputs.gpio.active_low: unknown key; did you mean "activeLow"?"#,
        ])
    }

    /// The kiosk examples name their buttons, so the service reads them, not an empty stdin.
    @Test func theExamplesNameTheirInputs() throws {
        func load(_ name: String) throws -> ScorelineConfig {
            try ConfigLoader.load(ConfigTests.root.appendingPathComponent("deploy/examples/\(name).toml").path)
        }
        #expect(try load("cricket-button-box").inputs?.keyMap(badminton: false).gpio?.lines["GPIO24"] == .wicket)
        #expect(try load("badminton-court").inputs?.keyMap(badminton: true).gpio?.lines["GPIO24"] == .undo)
        #expect(try load("ground-scoreboard").inputs?.keyMap(badminton: false).evdev?.keys["KEY_KPMINUS"] == .wicket)
    }
}
