import Foundation
import MatchEngine
import Testing
@testable import InputKeys

/// The key map as the config decodes it (the TOML reader of issue 8 hands it the same shape).
@Suite struct KeyMapTests {
    @Test func aConfigDecodesWithDefaultsForWhatItLeavesOut() throws {
        let json = #"""
        {"gpio":{"lines":{"GPIO17":"plusA","GPIO27":"plusB"}},
         "evdev":{"keys":{"KEY_KP1":"run1"}},
         "terminal":{"u":"undo","U":"undo:long"},
         "recognizer":{"debounce":15,"longPress":{"undo":1000},"autoRepeat":{},"combos":[]}}
        """#
        let map = try JSONDecoder().decode(KeyMap.self, from: Data(json.utf8))
        #expect(map.gpio == GPIOMap(chip: nil, lines: ["GPIO17": .plusA, "GPIO27": .plusB], bias: .pullUp, activeLow: true))
        #expect(map.evdev == EvdevMap(devices: [], keys: ["KEY_KP1": .run1], grab: true))
        #expect(map.terminal == ["u": BoxPress(.undo), "U": BoxPress(.undo, .long)])
        #expect(map.recognizer.debounce == .milliseconds(15))
        #expect(map.recognizer.longPress == [.undo: .milliseconds(1000)])
    }

    /// The sentence is the engine's one reader of presses as text (`BoxPress(text:)`), written
    /// out here by hand: the value quoted, then what may follow the colon.
    @Test func aBadPressKindNamesTheValue() {
        let json = #"{"terminal":{"u":"undo:longer"}}"#
        do {
            let map = try JSONDecoder().decode(KeyMap.self, from: Data(json.utf8))
            Issue.record("decoded as \(map.terminal)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == #""undo:longer": the part after ':' must be press, long or repeat (a bare name is a press)"#)
        } catch {
            Issue.record("\(error)")
        }
    }

    /// A duration past what nanoseconds hold is refused with its value, never multiplied into a trap.
    @Test func aHugeDurationIsRefusedNotTrapped() {
        for ms in ["9223372036854775807", "-1", "86400001"] {
            let json = #"{"recognizer":{"debounce":\#(ms),"longPress":{},"autoRepeat":{},"combos":[]}}"#
            do {
                _ = try JSONDecoder().decode(KeyMap.self, from: Data(json.utf8))
                Issue.record("\(ms) accepted")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.debugDescription == "\(ms) ms: a duration must be from 0 to 86400000 ms")
            } catch {
                Issue.record("\(ms): \(error)")
            }
        }
        let longest = #"{"recognizer":{"debounce":86400000,"longPress":{},"autoRepeat":{},"combos":[]}}"#
        #expect(throws: Never.self) { try JSONDecoder().decode(KeyMap.self, from: Data(longest.utf8)) }
    }

    @Test func theDefaultsRoundTrip() throws {
        for map in [KeyMap.badmintonBox, .cricketBox, .cricketKeypad, .badmintonKeypad] {
            let again = try JSONDecoder().decode(KeyMap.self, from: JSONEncoder().encode(map))
            #expect(again == map)
        }
    }

    @Test func theBoxesUseEachLineOnceAndTheKeypadOnlyKnownKeys() {
        #expect(KeyMap.badmintonBox.gpio?.lines.count == 6)
        #expect(Set(KeyMap.badmintonBox.gpio?.lines.values.map { $0 } ?? []) == [.plusA, .minusA, .plusB, .minusB, .undo, .advance])
        // Twelve buttons and leg-bye on GPIO27 (docs/inputs.md): every cricket outcome a box scores.
        #expect(KeyMap.cricketBox.gpio?.lines.count == 13)
        #expect(KeyMap.cricketBox.gpio?.lines["GPIO27"] == .legBye)
        #expect(Set(KeyMap.cricketBox.gpio?.lines.values.map { $0 } ?? []).count == 13)
        for keypad in [KeyMap.cricketKeypad, .badmintonKeypad] {
            for (name, button) in keypad.evdev?.keys ?? [:] {
                #expect(EvdevKeyNames.code(for: name) != nil, "\(name)")
                #expect(BoxKey.bindable.contains(button), "\(button)")
            }
        }
        // The cricket pad's free row 7 8 9 takes penalty, warn and the house penalty.
        let cricket = KeyMap.cricketKeypad.evdev?.keys ?? [:]
        #expect([cricket["KEY_KP7"], cricket["KEY_KP8"], cricket["KEY_KP9"]] == [.penalty, .warn, .housePenalty])
        #expect(KeyMap.badmintonKeypad.evdev?.keys["KEY_KP5"] == .pause)
        #expect(KeyMap.keypad(badminton: true) == .badmintonKeypad && KeyMap.keypad(badminton: false) == .cricketKeypad)
    }
}

@Suite struct TerminalHelpTests {
    /// Worked out from the default cricket keys (docs/inputs.md): q first, then the keys by
    /// their first character, the run keys together, held presses last.
    @Test func theCricketKeysInOneLine() {
        #expect(TerminalSource.help(KeyMap.cricketTerminal)
            == "q quit  ! warn  . 0 dot  1 2 3 4 6 runs  b bye  h housePenalty  l legBye  n noBall  p penalty  u undo  w wide  x wicket  "
            + "E advance (hold)  H housePenalty (hold)  P penalty (hold)  X wicket (hold)")
    }

    /// Capitals sort before small letters, so the combo's key leads; the held Advance is last.
    @Test func theBadmintonKeysInOneLine() {
        #expect(TerminalSource.help(KeyMap.badmintonTerminal)
            == "q quit  S startNext  a plusA  k plusB  m minusB  p pause  u undo  z minusA  N advance (hold)")
    }

    /// A pairs game's note on the held Advance (the engine's `boxKeyNotes`) goes with its key,
    /// still among the held presses at the end; a note on a press goes after its name.
    @Test func aNoteSaysWhatAKeyDoesInThisMatch() {
        #expect(TerminalSource.help(KeyMap.cricketTerminal, notes: [BoxPress(.advance, .long): "next pair", BoxPress(.penalty): "+5 batting"])
            == "q quit  ! warn  . 0 dot  1 2 3 4 6 runs  b bye  h housePenalty  l legBye  n noBall  p penalty (+5 batting)  u undo  w wide  x wicket  "
            + "E advance (hold: next pair)  H housePenalty (hold)  P penalty (hold)  X wicket (hold)")
        #expect(TerminalSource.help(["u": BoxPress(.undo), "E": BoxPress(.advance, .long)], notes: [BoxPress(.undo): "takes back the ball"])
            == "q quit  u undo (takes back the ball)  E advance (hold)")
    }

    @Test func aBoundQIsNotOfferedAsQuit() {
        #expect(TerminalSource.help(["q": BoxPress(.undo)]) == "q undo")
    }
}
