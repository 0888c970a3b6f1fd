/// The pages' and event slides' words (docs/pages.md). Calm for routine events; `!` only for
/// the rare ones (a hundred, a hat-trick).
extension CricketMessages {
    // Page titles.
    static func battingTitle(_ team: String) -> String { "\(team) batting" }
    static func bowlingTitle(_ team: String) -> String { "\(team) bowling" }
    static let fallOfWicketsTitle = "Fall of wickets"
    static func partnershipTitle(_ wicket: Int) -> String { "\(ordinal(wicket)) wicket partnership" }
    static func needTitle(_ team: String) -> String { "\(team) need" }

    // Column headings.
    static let headRuns = "R"
    static let headBalls = "B"
    static let headFours = "4s"
    static let headSixes = "6s"
    static let headStrikeRate = "SR"
    static let headOvers = "O"
    static let headMaidens = "M"
    static let headWickets = "W"
    static let headEconomy = "Econ"
    static let headWides = "Wd"
    static let headNoBalls = "Nb"

    /// An empty figure: a column's cell is never blank.
    static let noFigure = "-"

    static func namesLine(_ label: String, _ names: [String]) -> String { "\(label): \(names.map(BidiIsolation.name).joined(separator: ", "))" }
    /// "Extras 12 (b 1, lb 4, w 6, nb 1)"; "Extras 0" when there were none.
    static func extrasLine(_ total: Int, detail: String) -> String {
        detail.isEmpty ? "Extras \(total)" : "Extras \(total) \(detail)"
    }
    /// "1-23": the wicket and the score it fell at.
    static func wicketScore(_ wicket: Int, runs: Int) -> String { "\(wicket)-\(runs)" }
    static func atOvers(_ overs: String) -> String { "\(overs) ov" }

    // Partnership page.
    static func offBalls(_ balls: Int) -> String { "off \(balls) \(balls == 1 ? "ball" : "balls")" }
    static func share(_ name: String, runs: Int, balls: Int) -> String { "\(BidiIsolation.name(name)) \(runs) (\(balls))" }
    static func bestPartnership(_ wicket: Int, runs: Int, balls: Int) -> String {
        "Best: \(ordinal(wicket)) wkt \(runs) (\(balls))"
    }

    // Target page.
    static func needInOvers(_ overs: String) -> String { "in \(overs) overs" }
    static let toWin = "to win"
    static func dlsPar(_ runs: Int) -> String { "DLS par \(runs)" }

    // Event slides.
    static let badgeWicket = "WICKET"
    static let badgeFifty = "FIFTY"
    static let badgeHundred = "HUNDRED!"
    static let badgeMaiden = "MAIDEN"
    static let badgeHatTrick = "HAT-TRICK!"
    static let badgeChase = "THE CHASE"
    static let badgeNewBatter = "NEW BATTER"
    static func dismissal(_ name: String, _ howOut: String) -> String { "\(BidiIsolation.name(name)) \(howOut)" }
    // Every name is isolated (ADR 041): "محمد رضوان: a maiden" would otherwise be drawn as
    // one right-to-left line with the colon and the words on the wrong side.
    static func reachesFifty(_ name: String) -> String { "\(BidiIsolation.name(name)) reaches 50" }
    static func reachesHundred(_ name: String) -> String { "\(BidiIsolation.name(name)) reaches 100!" }
    static func maiden(_ name: String) -> String { "\(BidiIsolation.name(name)): a maiden" }
    static func hatTrick(_ name: String) -> String { "\(BidiIsolation.name(name)): a hat-trick!" }
    static func chase(_ team: String, need: Int, balls: Int?) -> String {
        let team = BidiIsolation.name(team)
        guard let balls else { return "\(team) need \(need) \(need == 1 ? "run" : "runs") to win" }
        return "\(team) need \(need) off \(balls) \(balls == 1 ? "ball" : "balls")"
    }
    /// The new batter's slide: "in at 4 · with R. Sharma 45 (32)", or "in at 4" with no partner
    /// at the crease (the last batter of a last-man-stands innings).
    static func newBatterDetail(position: Int, partner: String?, runs: Int, balls: Int) -> String {
        guard let partner else { return "in at \(position)" }
        return "in at \(position) · with \(BidiIsolation.name(partner)) \(runs) (\(balls))"
    }
    /// "45 (32) · 4s 5 · 6s 1".
    static func batterFigures(runs: Int, balls: Int, fours: Int, sixes: Int) -> String {
        "\(runs) (\(balls)) · \(boundaries(fours: fours, sixes: sixes))"
    }
    static func boundaries(fours: Int, sixes: Int) -> String { "4s \(fours) · 6s \(sixes)" }
    /// "102/3 (12.4)".
    static func scoreAt(_ score: String, _ overs: String) -> String { "\(score) (\(overs))" }

    // The banner's new fields.
    /// "Last wkt: R. Sharma c Jadeja b Chahar 45 (32), 102/3".
    static func lastWicket(_ name: String, _ howOut: String, runs: Int, balls: Int, score: String) -> String {
        "Last wkt: \(BidiIsolation.name(name)) \(howOut) \(runs) (\(balls)), \(score)"
    }
    static func lastWicketCompact(_ name: String, runs: Int, score: String) -> String { "Last wkt: \(BidiIsolation.name(name)) \(runs), \(score)" }
    /// One side's innings in a two-innings match: "325", "210/4d", "150/3".
    static func inningsShort(runs: Int, wickets: Int, allOut: Bool, declared: Bool, _ format: CricketRulesConfig.ScoreFormat) -> String {
        if allOut { return "\(runs)" }
        let score = CricketFormat.score(runs: runs, wickets: wickets, format)
        return declared ? "\(score)d" : score
    }
    /// "ENG 325 & 210/4d".
    static func sideInnings(_ team: String, _ scores: [String]) -> String { "\(BidiIsolation.name(team)) \(scores.joined(separator: " & "))" }
    static func sidesInnings(_ sides: [String]) -> String { sides.joined(separator: " · ") }
}
