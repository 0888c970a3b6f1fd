extension TerminalDisplay {
    /// The footer lines as they fit `columns`: a line too long for one row goes on into a row
    /// no other line needs (the key help runs on under itself when there is no problem to
    /// show), broken at a space; whatever still does not fit is cut at the edge.
    public static func fit(_ lines: [FooterLine], rows: Int, columns: Int) -> [FooterLine] {
        guard columns > 0 else { return [] }
        var fitted = lines
        var index = 0
        while index < fitted.count, fitted.count < rows {
            let line = fitted[index]
            guard line.text.count > columns, let cut = breakPoint(line.text, columns: columns) else {
                index += 1
                continue
            }
            fitted[index] = FooterLine(String(line.text[..<cut]), warning: line.warning)
            let rest = line.text[cut...].drop { $0 == " " }
            fitted.insert(FooterLine(String(rest), warning: line.warning), at: index + 1)
            index += 1
        }
        return fitted.prefix(rows).map { FooterLine(String($0.text.prefix(columns)), warning: $0.warning) }
    }

    /// The last space at or before `columns`, so no word is split; `nil` when the first word
    /// alone is longer than the row.
    private static func breakPoint(_ text: String, columns: Int) -> String.Index? {
        let limit = text.index(text.startIndex, offsetBy: columns)
        return text[..<text.index(after: limit)].lastIndex(of: " ").flatMap { $0 > text.startIndex ? $0 : nil }
    }
}
