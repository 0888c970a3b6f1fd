/// Key code names from linux/input-event-codes.h, for the ones a scoring box plausibly uses
/// (keypads, presenter clickers, media keys, gpio-keys overlays). The config names keys, not
/// numbers, so a map reads like the keypad it describes.
public enum EvdevKeyNames {
    public static func code(for name: String) -> UInt16? { table[name] }

    public static func name(for code: UInt16) -> String? { reverse[code] }

    public static var allNames: [String] { table.keys.sorted() }

    private static let reverse: [UInt16: String] = Dictionary(table.map { ($1, $0) }, uniquingKeysWith: { a, b in min(a, b) })

    private static let table: [String: UInt16] = {
        var t: [String: UInt16] = [
            "KEY_ESC": 1, "KEY_MINUS": 12, "KEY_EQUAL": 13, "KEY_BACKSPACE": 14, "KEY_TAB": 15,
            "KEY_ENTER": 28, "KEY_SPACE": 57, "KEY_KPASTERISK": 55, "KEY_NUMLOCK": 69,
            "KEY_KP7": 71, "KEY_KP8": 72, "KEY_KP9": 73, "KEY_KPMINUS": 74, "KEY_KP4": 75,
            "KEY_KP5": 76, "KEY_KP6": 77, "KEY_KPPLUS": 78, "KEY_KP1": 79, "KEY_KP2": 80,
            "KEY_KP3": 81, "KEY_KP0": 82, "KEY_KPDOT": 83, "KEY_KPENTER": 96, "KEY_KPSLASH": 98,
            "KEY_HOME": 102, "KEY_UP": 103, "KEY_PAGEUP": 104, "KEY_LEFT": 105, "KEY_RIGHT": 106,
            "KEY_END": 107, "KEY_DOWN": 108, "KEY_PAGEDOWN": 109, "KEY_INSERT": 110, "KEY_DELETE": 111,
            "KEY_VOLUMEDOWN": 114, "KEY_VOLUMEUP": 115, "KEY_KPEQUAL": 117,
            "KEY_NEXTSONG": 163, "KEY_PLAYPAUSE": 164, "KEY_PREVIOUSSONG": 165,
            "KEY_F11": 87, "KEY_F12": 88,
        ]
        for (i, c) in ["KEY_1", "KEY_2", "KEY_3", "KEY_4", "KEY_5", "KEY_6", "KEY_7", "KEY_8", "KEY_9", "KEY_0"].enumerated() {
            t[c] = UInt16(2 + i)
        }
        for (row, start) in [("QWERTYUIOP", 16), ("ASDFGHJKL", 30), ("ZXCVBNM", 44)] as [(String, Int)] {
            for (i, ch) in row.enumerated() { t["KEY_\(ch)"] = UInt16(start + i) }
        }
        for i in 1...10 { t["KEY_F\(i)"] = UInt16(58 + i) }
        for i in 0...9 { t["BTN_\(i)"] = UInt16(0x100 + i) }
        return t
    }()
}
