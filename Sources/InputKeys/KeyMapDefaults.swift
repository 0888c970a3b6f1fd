/// The built-in key maps. Pin choices are in docs/inputs.md with the header diagram: each
/// box's buttons sit next to a ground pin so one ground wire can be daisy-chained.
extension KeyMap {
    /// Six arcade buttons for a badminton court: +/− for each side, undo, advance.
    public static let badmintonBox = KeyMap(
        gpio: GPIOMap(lines: [
            "GPIO17": .plusA, "GPIO27": .minusA, "GPIO22": .plusB,
            "GPIO23": .minusB, "GPIO24": .undo, "GPIO25": .advance,
        ]),
        terminal: badmintonTerminal)

    /// A cricket box: one button per common outcome, modifiers for extras, wicket, undo and
    /// advance (held: end the innings / start the next).
    public static let cricketBox = KeyMap(
        gpio: GPIOMap(lines: [
            "GPIO5": .dot, "GPIO6": .run1, "GPIO13": .run2, "GPIO19": .run3, "GPIO26": .run4,
            "GPIO16": .run6, "GPIO20": .wide, "GPIO21": .noBall, "GPIO12": .bye,
            "GPIO24": .wicket, "GPIO25": .undo, "GPIO23": .advance,
        ]),
        terminal: cricketTerminal)

    /// A USB numeric keypad for cricket: the digits are the runs.
    public static let cricketKeypad = KeyMap(
        evdev: EvdevMap(keys: [
            "KEY_KP0": .dot, "KEY_KP1": .run1, "KEY_KP2": .run2, "KEY_KP3": .run3, "KEY_KP4": .run4,
            "KEY_KP6": .run6, "KEY_KPSLASH": .wide, "KEY_KPASTERISK": .noBall, "KEY_KPDOT": .bye,
            "KEY_KPMINUS": .wicket, "KEY_BACKSPACE": .undo, "KEY_KPENTER": .advance, "KEY_KPPLUS": .legBye,
        ]),
        terminal: cricketTerminal)

    /// Terminal keys for badminton: left hand for side A, right hand for side B.
    public static let badmintonTerminal: [String: TerminalBinding] = [
        "a": "plusA", "z": "minusA", "k": "plusB", "m": "minusB", "u": "undo",
        "N": "advance:long", "S": "startNext",
    ]

    /// Terminal keys for cricket: digits are runs; capitals are the long presses.
    public static let cricketTerminal: [String: TerminalBinding] = [
        ".": "dot", "0": "dot", "1": "run1", "2": "run2", "3": "run3", "4": "run4", "6": "run6",
        "w": "wide", "n": "noBall", "b": "bye", "l": "legBye", "x": "wicket", "X": "wicket:long",
        "u": "undo", "E": "advance:long",
    ]
}
