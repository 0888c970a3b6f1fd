/// Text read from a file (an id, a title, a sport, a date) or received from a broker (a board's
/// names, its bottom line) as it may be shown on a terminal or in a log: whatever it holds, no
/// control character or escape sequence gets through. The one filter for every such text.
public enum ShownText {
    /// How many characters are shown before the text is cut with "…".
    public static let defaultLimit = 120

    /// Control, format, separator, private-use and unassigned scalars are written as Swift
    /// escapes (`\u{1B}`), so an ESC sequence from a hostile file is shown, never obeyed.
    public static func escaped(_ raw: String, limit: Int = defaultLimit) -> String {
        var shown = ""
        for scalar in raw.unicodeScalars.prefix(limit) {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                shown += scalar.escaped(asASCII: true)
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        if raw.unicodeScalars.count > limit { shown += "…" }
        return shown
    }
}
