/// Number formatting for cricket figures. Integer arithmetic only: it is exact, and fast
/// enough to run on every ball on a Pi.
enum CricketFormat {
    static func overs(_ completed: Int, _ balls: Int) -> String { "\(completed).\(balls)" }

    static func score(runs: Int, wickets: Int, _ format: CricketRulesConfig.ScoreFormat) -> String {
        switch format {
        case .runsWickets: "\(runs)/\(wickets)"
        case .wicketsRuns: "\(wickets)/\(runs)"
        }
    }

    /// Runs per over to two decimals, rounded half up: 8.5 → "8.50". `nil` when it cannot
    /// be worked out in `Int`: validated actions never get near (ADR 008), but a board is
    /// also built from a snapshot read back without the rules, and a board must never trap.
    static func rate(runs: Int, balls: Int, ballsPerOver: Int) -> String? {
        guard balls > 0, let perOver = runs.multipliedChecked(by: ballsPerOver),
              let numerator = perOver.multipliedChecked(by: 200), numerator != Int.min,
              let doubledBalls = balls.multipliedChecked(by: 2), let up = abs(numerator).addingChecked(balls)
        else { return nil }
        let hundredths = numerator >= 0 ? up / doubledBalls : -(up / doubledBalls)
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Overs bowled in full by this bowler alone without a run conceded.
    static func maidens(_ bowler: String, _ inn: Innings) -> Int {
        inn.overLog.filter { $0.bowlers == [bowler] && $0.conceded == 0 && $0.legalBalls > 0 }.count
    }

    /// A bowler's overs as scorers write them: an over bowled alone counts as one whatever the
    /// umpire's count (a 7-ball or 5-ball over is "1.0"); a shared over counts its balls.
    static func bowlerOvers(_ name: String, _ inn: Innings, ballsPerOver: Int) -> String {
        var completed = 0
        var balls = inn.currentOver.balls(of: name)
        for over in inn.overLog where over.bowlers.contains(name) {
            if over.bowlers == [name] { completed += 1 } else { balls += over.balls(of: name) }
        }
        return overs(completed + balls / ballsPerOver, balls % ballsPerOver)
    }

    static func bowlerFigures(_ b: BowlerScore, _ inn: Innings, ballsPerOver: Int) -> String {
        "\(bowlerOvers(b.name, inn, ballsPerOver: ballsPerOver))-\(maidens(b.name, inn))-\(b.runs)-\(b.wickets)"
    }

    /// A bowler's figures as the match counts: "3.0-0-21-1" where overs are bowled, his
    /// balls, runs and wickets where the innings counts balls (The Hundred, indoor).
    static func bowlerFigures(_ b: BowlerScore, _ inn: Innings, _ rules: CricketRulesConfig) -> String {
        rules.progress == .overs
            ? bowlerFigures(b, inn, ballsPerOver: rules.ballsPerOver)
            : CricketMessages.bowlerBalls(b.legalBalls, runs: b.runs, wickets: b.wickets)
    }

    /// How the batter was last out, also for a batter who stays in after a dismissal (pairs,
    /// indoor), whose status says he is still batting; his status's words when he was never out.
    static func lastHowOut(_ b: BatterScore) -> String {
        b.dismissal.map(CricketMessages.howOut) ?? howOut(b)
    }

    static func howOut(_ b: BatterScore) -> String {
        switch b.status {
        case .batting: CricketMessages.notOut
        case .retiredHurt: CricketMessages.retiredHurt
        case .out: b.dismissal.map(CricketMessages.howOut) ?? CricketMessages.notOut
        }
    }
}

/// Public so the records (`Records`), which add up whole seasons, check their arithmetic the
/// same way.
extension Int {
    /// The product, or `nil` when it overflows.
    public func multipliedChecked(by other: Int) -> Int? {
        let (value, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? nil : value
    }

    /// The sum, or `nil` when it overflows.
    public func addingChecked(_ other: Int) -> Int? {
        let (value, overflow) = addingReportingOverflow(other)
        return overflow ? nil : value
    }
}
