import MatchEngine

/// The built-in key maps. Pin choices are in docs/inputs.md with the header diagram: each
/// box's buttons sit next to a ground pin so one ground wire can be daisy-chained.
extension KeyMap {
    /// Six arcade buttons for a badminton court: +/− for each side, undo, advance. Pause has
    /// no button of its own: holding −A and −B together emits it (`RecognizerConfig.standard`),
    /// so a box built with six buttons can pause without a seventh.
    public static let badmintonBox = KeyMap(
        gpio: GPIOMap(lines: [
            "GPIO17": .plusA, "GPIO27": .minusA, "GPIO22": .plusB,
            "GPIO23": .minusB, "GPIO24": .undo, "GPIO25": .advance,
        ]),
        terminal: badmintonTerminal)

    /// A cricket box: one button per common outcome, modifiers for extras, wicket, undo and
    /// advance (held: end the innings / start the next). Leg-bye is on GPIO27 (pin 13, ground
    /// beside it on pin 14): a line no standard interface or common HAT takes (docs/inputs.md).
    public static let cricketBox = KeyMap(
        gpio: GPIOMap(lines: [
            "GPIO5": .dot, "GPIO6": .run1, "GPIO13": .run2, "GPIO19": .run3, "GPIO26": .run4,
            "GPIO16": .run6, "GPIO20": .wide, "GPIO21": .noBall, "GPIO12": .bye, "GPIO27": .legBye,
            "GPIO24": .wicket, "GPIO25": .undo, "GPIO23": .advance,
        ]),
        terminal: cricketTerminal)

    /// A USB numeric keypad for cricket: the digits are the runs. The row above 4 5 6, free on
    /// every 17-key pad, takes what happens between balls: 7 penalty runs (held: to the
    /// fielding side), 8 the house rules' bowler warning, 9 P5 (held: P10).
    public static let cricketKeypad = KeyMap(
        evdev: EvdevMap(keys: [
            "KEY_KP0": .dot, "KEY_KP1": .run1, "KEY_KP2": .run2, "KEY_KP3": .run3, "KEY_KP4": .run4,
            "KEY_KP6": .run6, "KEY_KPSLASH": .wide, "KEY_KPASTERISK": .noBall, "KEY_KPDOT": .bye,
            "KEY_KPMINUS": .wicket, "KEY_BACKSPACE": .undo, "KEY_KPENTER": .advance, "KEY_KPPLUS": .legBye,
            "KEY_KP7": .penalty, "KEY_KP8": .warn, "KEY_KP9": .housePenalty,
        ]),
        terminal: cricketTerminal)

    /// A USB numeric keypad for badminton: side A's keys in the left column (7 +A, 1 −A),
    /// side B's in the right (9 +B, 3 −B), 5 between them pauses and resumes; 0 or Backspace
    /// undo (a 17-key pad has no Backspace), Enter advance.
    public static let badmintonKeypad = KeyMap(
        evdev: EvdevMap(keys: [
            "KEY_KP7": .plusA, "KEY_KP1": .minusA, "KEY_KP9": .plusB, "KEY_KP3": .minusB, "KEY_KP5": .pause,
            "KEY_KP0": .undo, "KEY_BACKSPACE": .undo, "KEY_KPENTER": .advance,
        ]),
        terminal: badmintonTerminal)

    /// The built-in keypad map of a sport.
    public static func keypad(badminton: Bool) -> KeyMap { badminton ? badmintonKeypad : cricketKeypad }

    /// Terminal keys for badminton: left hand for side A, right hand for side B.
    public static let badmintonTerminal: [String: BoxPress] = [
        "a": BoxPress(.plusA), "z": BoxPress(.minusA), "k": BoxPress(.plusB), "m": BoxPress(.minusB), "u": BoxPress(.undo), "p": BoxPress(.pause),
        "N": BoxPress(.advance, .long), "S": BoxPress(.startNext),
    ]

    /// Terminal keys for cricket: digits are runs; capitals are the long presses.
    public static let cricketTerminal: [String: BoxPress] = [
        ".": BoxPress(.dot), "0": BoxPress(.dot), "1": BoxPress(.run1), "2": BoxPress(.run2), "3": BoxPress(.run3), "4": BoxPress(.run4), "6": BoxPress(.run6),
        "w": BoxPress(.wide), "n": BoxPress(.noBall), "b": BoxPress(.bye), "l": BoxPress(.legBye), "x": BoxPress(.wicket), "X": BoxPress(.wicket, .long),
        "u": BoxPress(.undo), "E": BoxPress(.advance, .long),
        "p": BoxPress(.penalty), "P": BoxPress(.penalty, .long), "!": BoxPress(.warn), "h": BoxPress(.housePenalty), "H": BoxPress(.housePenalty, .long),
    ]
}
