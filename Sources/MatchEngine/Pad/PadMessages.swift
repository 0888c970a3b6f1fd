/// The scorer's pad's copy: prompts, labels and lines the phone shows as they are.
enum PadMessages {
    static let noMatch = "No match in play"
    static let noPad = "This sport has no scoring pad yet."

    static func title(_ a: String, _ b: String) -> String { "\(a) v \(b)" }
    // The team is isolated (ADR 041): "10/0" after an Arabic-script name would be drawn "0/10".
    static func scoreLine(_ team: String, _ score: String, _ overs: String) -> String { "\(BidiIsolation.name(team)) \(score) (\(overs) ov)" }
    static func scoreLineBalls(_ team: String, _ score: String, _ balls: String) -> String { "\(BidiIsolation.name(team)) \(score) (\(balls))" }

    // Cricket: the score read out, and who is in.
    static func spokenScore(_ team: String, runs: Int, wickets: Int, _ progress: String) -> String {
        "\(team) \(runs) for \(wickets) \(progress)"
    }
    static func afterOvers(_ overs: String) -> String { "after \(overs) overs" }
    static func afterBalls(_ balls: String) -> String { "after \(balls)" }
    static func spokenWithNeed(_ score: String, _ need: String) -> String { "\(score); \(need)" }
    static func batting(_ lines: [String]) -> String { "Batting: " + lines.joined(separator: " · ") }
    static func bowling(_ line: String) -> String { "Bowling: \(line)" }

    // Cricket: what the engine waits for.
    static func chooseOpeners(_ team: String) -> String { "Choose \(team)'s opening batters" }
    static func chooseNewPair(_ team: String) -> String { "Choose \(team)'s next pair" }
    static let chooseNewBatter = "Choose the new batter"
    static let chooseBowler = "Choose the bowler for the next over"
    static let nextBall = "Score the next ball"
    static let chooseResult = "The innings are over: record the result"
    static let matchOver = "The match is over"

    /// How out, as the pad lists it: the engine's names, with the undecided kind saying the
    /// scorer may fill it in later.
    static func dismissal(_ kind: DismissalKind) -> String {
        kind == .out ? "Out (how later)" : CricketMessages.describe(kind)
    }

    static func endReason(_ reason: CricketAction.MatchEndReason) -> String {
        switch reason {
        case .noResult: "No result"
        case .abandoned: "Abandoned"
        case .draw: "Draw"
        case .dls: "Result by DLS"
        case .award: "Awarded"
        }
    }

    // Badminton.
    static let nextRally = "Score the next rally"
    static func chooseNextGame(_ winner: String, _ loser: String) -> String {
        "\(winner) choose who serves, \(loser) who receives, then start the next game"
    }
    static let paused = "Play suspended: resume to score"
    static func games(_ a: Int, _ b: Int) -> String { "Games \(a)-\(b)" }
    static func spokenRally(_ a: String, _ pointsA: Int, _ b: String, _ pointsB: Int, game: Int) -> String {
        "\(a) \(pointsA), \(b) \(pointsB), game \(game)"
    }
}
