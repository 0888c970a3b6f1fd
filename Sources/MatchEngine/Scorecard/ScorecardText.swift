/// The scorecard as plain text for a terminal of `width` columns (80 by default): fixed
/// columns for the figures, and lists (did not bat, fall of wickets) wrapped between items.
/// Lays out the card's ready-made strings; it formats no figure itself.
public enum ScorecardText {
    static let nameWidth = 20
    static let howOutWidth = 32

    public static func lines(_ card: Scorecard, width: Int = 80) -> [String] {
        var out = [card.title]
        if let result = card.result { out.append(result) }
        if card.innings.isEmpty { out.append(CricketMessages.noInnings) }
        for inn in card.innings {
            out.append("")
            out += innings(inn, width: width)
        }
        return out
    }

    static func innings(_ inn: ScorecardInnings, width: Int) -> [String] {
        typealias M = CricketMessages
        var out = [inn.title]
        out.append(left(M.batterHeading, nameWidth + 1 + howOutWidth) + figures(M.battingColumns, widths: battingWidths))
        for b in inn.batting {
            let numbers = figures(["\(b.runs)", "\(b.balls)", "\(b.fours)", "\(b.sixes)", b.strikeRate ?? M.noRate], widths: battingWidths)
            if columns(b.name) > nameWidth || columns(b.howOut) > howOutWidth {
                // Too long for its column: the words on a line of their own, the figures below.
                out.append("\(b.name)  \(b.howOut)")
                out.append(String(repeating: " ", count: nameWidth + 1 + howOutWidth) + numbers)
            } else {
                out.append(left(b.name, nameWidth) + " " + left(b.howOut, howOutWidth) + numbers)
            }
        }
        out.append(left(M.extrasLabel, nameWidth) + " " + left(inn.extras.detail, howOutWidth) + right("\(inn.extras.total)", battingWidths[0]))
        var total = left(M.totalLabel, nameWidth) + " " + inn.total.text
        if let rate = inn.total.runRate { total += "  " + M.runRate(rate) }
        out.append(total)
        if let waiting = inn.notBatted {
            out += wrapped(waiting.label + ": ", waiting.names, width: width)
        }
        if !inn.fallOfWickets.isEmpty {
            out += wrapped(M.fallOfWicketsHeading + ": ", inn.fallOfWickets.map(\.text), width: width)
        }
        if !inn.partnerships.isEmpty {
            out.append(M.partnershipsHeading + ":")
            out += inn.partnerships.map { "  " + $0.text }
        }
        if !inn.bowling.isEmpty {
            out.append(left(M.bowlerHeading, nameWidth) + figures(M.bowlingColumns, widths: bowlingWidths))
            for b in inn.bowling {
                let numbers = figures([b.overs, "\(b.maidens)", "\(b.runs)", "\(b.wickets)", b.economy ?? M.noRate, "\(b.wides)", "\(b.noBalls)"],
                                      widths: bowlingWidths)
                if columns(b.name) > nameWidth {
                    out.append(b.name)
                    out.append(String(repeating: " ", count: nameWidth) + numbers)
                } else {
                    out.append(left(b.name, nameWidth) + numbers)
                }
            }
        }
        return out
    }

    static let battingWidths = [5, 5, 4, 4, 8]
    static let bowlingWidths = [6, 4, 5, 4, 7, 4, 4]

    static func figures(_ values: [String], widths: [Int]) -> String {
        zip(values, widths).map { right($0, $1) }.joined()
    }

    static func left(_ text: String, _ width: Int) -> String {
        columns(text) >= width ? text : text + String(repeating: " ", count: width - columns(text))
    }

    static func right(_ text: String, _ width: Int) -> String {
        columns(text) >= width ? " " + text : String(repeating: " ", count: width - columns(text)) + text
    }

    /// The columns `text` takes in a terminal: the isolation marks around a right-to-left name
    /// (ADR 041) take none, so a how-out naming an Urdu bowler lines up with the others.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.contains(BidiIsolation.firstStrongIsolate)
            ? text.filter { $0 != Character(BidiIsolation.firstStrongIsolate) && $0 != Character(BidiIsolation.popDirectionalIsolate) }.count
            : text.count
    }

    /// "Fall of wickets: 1-23 (…), 2-40 (…)" broken between items, never inside one, with the
    /// lines after the first indented under the first item.
    static func wrapped(_ lead: String, _ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = lead
        let indent = String(repeating: " ", count: 2)
        for (i, item) in items.enumerated() {
            let piece = item + (i < items.count - 1 ? "," : "")
            let fresh = line == lead || line == indent
            if !fresh && line.count + 1 + piece.count > width {
                lines.append(line)
                line = indent + piece
            } else {
                line += (fresh ? "" : " ") + piece
            }
        }
        lines.append(line)
        return lines
    }
}
