import MatchEngine

/// The records' numbers as scorebooks print them, in integer arithmetic so every figure is
/// exact and the same on every machine: two decimals rounded half up, "-" where a figure
/// means nothing (an average with no dismissal, an economy with no ball).
public enum RecordsFigures {
    /// numerator / denominator × scale, to two decimals, or nil when the denominator is 0.
    public static func ratio(_ numerator: Int, _ denominator: Int, scale: Int = 1) -> String? {
        guard denominator > 0, numerator >= 0,
              let scaled = numerator.multipliedChecked(by: scale), let hundred = scaled.multipliedChecked(by: 200),
              let up = hundred.addingChecked(denominator), let twice = denominator.multipliedChecked(by: 2)
        else { return nil }
        let hundredths = up / twice
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Runs per dismissal.
    public static func average(runs: Int, outs: Int) -> String { ratio(runs, outs) ?? RecordsMessages.noFigure }
    /// Runs per hundred balls.
    public static func strikeRate(runs: Int, balls: Int) -> String { ratio(runs, balls, scale: 100) ?? RecordsMessages.noFigure }
    /// Runs per six balls: careers count in overs of six whatever a format's over (the
    /// Hundred's sets of five), as the statisticians do across formats.
    public static func economy(runs: Int, balls: Int) -> String { ratio(runs, balls, scale: 6) ?? RecordsMessages.noFigure }
    /// Balls per wicket.
    public static func bowlingStrikeRate(balls: Int, wickets: Int) -> String { ratio(balls, wickets) ?? RecordsMessages.noFigure }
    /// Balls as overs of six: 125 → "20.5".
    public static func overs(balls: Int) -> String { "\(balls / 6).\(balls % 6)" }

    /// A whole percentage, rounded half up: 2 of 3 → "67%".
    public static func percent(_ part: Int, of whole: Int) -> String? {
        guard whole > 0, part >= 0, let scaled = part.multipliedChecked(by: 200), let up = scaled.addingChecked(whole)
        else { return nil }
        return "\(up / (2 * whole))%"
    }

    /// Net run rate: runs per over scored less runs per over conceded, signed, two decimals.
    /// Worked in integers over the common denominator so it is exact before the one rounding.
    public static func netRunRate(runsFor: Int, ballsFor: Int, runsAgainst: Int, ballsAgainst: Int) -> String? {
        guard ballsFor > 0, ballsAgainst > 0,
              let a = runsFor.multipliedChecked(by: ballsAgainst), let b = runsAgainst.multipliedChecked(by: ballsFor),
              let denominator = ballsFor.multipliedChecked(by: ballsAgainst)
        else { return nil }
        let difference = a - b
        guard let magnitude = ratio(abs(difference), denominator, scale: 6) else { return nil }
        return difference < 0 ? "-" + magnitude : "+" + magnitude
    }
}
