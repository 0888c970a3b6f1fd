/// The scorecard's words: titles, totals, fall of wickets, partnerships and the text
/// layout's headings.
extension CricketMessages {
    static func matchTitle(_ first: String, _ second: String) -> String { "\(first) v \(second)" }

    /// "Mumbai Indians innings"; with two innings a side "Australia 2nd innings", and
    /// "(following on)" after a follow-on.
    static func inningsTitle(_ team: String, number: Int?, followOn: Bool) -> String {
        let base = number.map { "\(team) \(ordinal($0)) innings" } ?? "\(team) innings"
        return followOn ? "\(base) (following on)" : base
    }

    static func superOverTitle(_ team: String) -> String { "\(team) super over" }

    static func ordinal(_ n: Int) -> String {
        let suffix = switch (n % 10, n % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return "\(n)\(suffix)"
    }

    static let didNotBat = "Did not bat"
    static let yetToBat = "Yet to bat"

    /// "(b 1, lb 4, w 6, nb 1, pen 5)": the kinds that happened, in the scorecard's order.
    static func extrasDetail(_ e: Extras) -> String {
        let parts = [("b", e.byes), ("lb", e.legByes), ("w", e.wides), ("nb", e.noBalls), ("pen", e.penalty)]
            .filter { $0.1 != 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "" : "(\(parts.joined(separator: ", ")))"
    }

    static func allOut(_ runs: Int) -> String { "\(runs) all out" }
    static func declared(_ score: String) -> String { "\(score) dec" }
    /// "186/6 (20 ov)", or in a balls format "142/5 (100 balls)".
    static func totalLine(_ score: String, overs: String, balls: Bool) -> String {
        balls ? "\(score) (\(overs))" : "\(score) (\(overs) ov)"
    }

    /// The batter's name is isolated (ADR 041): after an Arabic-script name the bidi algorithm
    /// would take ", 3.4" for Arabic numbers and set the overs before the name.
    static func fallOfWicket(_ wicket: Int, runs: Int, batter: String, overs: String) -> String {
        "\(wicket)-\(runs) (\(BidiIsolation.name(batter)), \(overs) ov)"
    }

    /// "1st wkt: 45 (32) RG Sharma & Ishan Kishan"; not parted: "45* (32)".
    static func partnershipLine(_ wicket: Int, runs: Int, balls: Int, batters: [String], unbroken: Bool) -> String {
        "\(ordinal(wicket)) wkt: \(runs)\(unbroken ? "*" : "") (\(balls)) \(batters.map(BidiIsolation.name).joined(separator: " & "))"
    }

    // The text layout (`scoreline scorecard`).
    static let batterHeading = "Batter"
    static let bowlerHeading = "Bowler"
    static let battingColumns = ["R", "B", "4s", "6s", "SR"]
    static let bowlingColumns = ["O", "M", "R", "W", "Econ", "Wd", "Nb"]
    static let extrasLabel = "Extras"
    static let totalLabel = "Total"
    static let fallOfWicketsHeading = "Fall of wickets"
    static let partnershipsHeading = "Partnerships"
    static func runRate(_ rate: String) -> String { "RR \(rate)" }
    static let noRate = "-"
    static let noInnings = "No innings yet: the openers have not been named."
}
