import Displays

/// Every sentence about the config file.
public enum ConfigMessages {
    /// `[desk]` (docs/desk.md) names no courts.
    static let deskCourtsNeeded = "[desk] needs courts = N: the hall's courts, numbered 1 to N (1 to 64)."

    static let missingFile = "no such file (use --config to name another, or copy one of deploy/examples/)."
    static let notTOML = "is not a TOML file."
    static func notUTF8(line: Int, byte: Int) -> String {
        "line \(line) is not UTF-8 text (byte \(byte) of the file); a config file is UTF-8. Save it as UTF-8 and check the names on that line."
    }
    static func presetTooLong(bytes: Int, limit: Int) -> String {
        "this set-up is \(bytes) bytes as a journal line; a match's first line holds at most \(limit) (64 KiB less room for its id and time): shorten its names or leave players out."
    }
    /// What `display.output` and `scoreline run --output` accept.
    public static let outputs = DisplayMessages.outputs

    static func syntax(line: Int, column: Int, _ detail: String) -> String {
        "line \(line), column \(column): \(detail)"
    }

    static let nulCharacter = "a NUL character, which TOML does not allow anywhere (is this a text file?)."

    static func notAValue(_ found: String) -> String {
        let shown = found.isEmpty ? "nothing" : "\"\(found)\""
        return "a value must be text in quotes, a number, true or false, a date, or a [list] or {table} (found \(shown))."
    }

    static func unnamedHeader(found: Unicode.Scalar?) -> String {
        let what = found.map { "\"\(Character($0))\"" } ?? "the end of the line"
        return "a table header needs a name after its \"[\": letters, digits, - and _, or text in quotes (found \(what))."
    }

    static func expected(_ accepted: String, found: ConfigValue) -> String {
        "must be \(accepted) (found \(found.shown))."
    }

    /// `display.mode` and `display.max_mode`, with the sizes a panel can have.
    static var modeForm: String {
        let sides = ModeRequest.sides, hz = ModeRequest.refreshRates
        return "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ with each side from \(sides.lowerBound) to \(sides.upperBound) and HZ from \(hz.lowerBound) to \(hz.upperBound), such as \"1920x1080\" or \"1920x1080@50\""
    }
    static let regionForm = "WIDTHxHEIGHT+X+Y, the window of the screen the board is drawn in, with each side from 8 to 16384 and X and Y from 0, such as \"256x128+0+0\""
    static var sizeForm: String {
        "WIDTHxHEIGHT with each side from \(ModeRequest.sides.lowerBound) to \(ModeRequest.sides.upperBound), such as \"1920x1080\""
    }

    static func notFinite(_ shown: String) -> String {
        "must be a finite number (found \(shown)); no setting takes inf or nan."
    }

    static func unknownKey(suggestion: String?, known: [String]) -> String {
        if let suggestion { return "unknown key; did you mean \"\(suggestion)\"?" }
        guard !known.isEmpty else { return "unknown key." }
        return "unknown key; this table takes \(known.map { "\"\($0)\"" }.joined(separator: ", "))."
    }

    static func unknownPreset(_ name: String, known: String) -> String {
        "no preset called \"\(name)\"; the presets are \(known)."
    }

    /// The known key nearest to a typo (at most two edits away), if any.
    static func closest(_ word: String, among known: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
        let scored = known.map { ($0, distance(Array(word), Array($0))) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
