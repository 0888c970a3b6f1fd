/// The range of every number a cricket action or set-up may carry (ADR 008). Each is far
/// above anything the Laws, a playing condition or the Cricsheet archive has (the largest
/// there: 6 off the bat, 5 wides, 5 penalty runs, a target of 306, 50 overs), and small
/// enough that no sum the rules keep can come near the range of `Int` (see the ADR for the
/// arithmetic). The decoder refuses a line outside them and the rules refuse a typed action
/// outside them, with the same sentence.
public enum CricketLimits {
    /// Each run field of one ball: bat, wides, noBalls, byes, legByes, penalty. Two digits:
    /// no ball has come near it (the Laws set no ceiling on runs completed).
    public static let runsInABallField = 0...99
    /// Runs awarded without a ball: penaltyRuns (five a time under Law 41), deadBallRuns and
    /// bonusRuns (house rules).
    public static let awardedRuns = 1...99
    /// A revised target: four digits, above the highest first-class innings (1,107).
    public static let targetRuns = 1...9_999
    /// A DLS par score at the stop.
    public static let parScore = 0...9_999
    /// The overs of a revised target (`overs.balls`).
    public static let targetOvers = 0...999
    public static let targetBalls = 0...(ballsPerOver.upperBound - 1)

    /// The most runs one action can move any total by: a ball with every run field at its
    /// limit (594). Every total the rules keep (an innings, a batter, a bowler, an over, a
    /// partnership, a target raised by a fielding penalty) moves by at most this much per
    /// action, so after `n` actions none is past `n` times it: overflowing `Int` would take
    /// about 1.5e16 actions, and the board's run rate (the largest product, checked anyway)
    /// about 6e12, each held in memory (ADR 008).
    public static let mostRunsInOneAction = 6 * runsInABallField.upperBound

    // The set-up's rules.
    /// Overs per innings (50 in an ODI), or `null` for none; also a bowler's cap.
    public static let oversPerInnings = 1...999
    /// The Laws say 6; 4, 5 and 8 have all been played.
    public static let ballsPerOver = 1...12
    public static let inningsPerSide = 1...2
    public static let playersPerSide = 2...30
    /// The fixed penalty of a wide or a no-ball: 1 in the Laws, 2 in some competitions.
    public static let extraPenalty = 0...10
    /// 200 in a five-day match down to 75 in a one-day one.
    public static let followOnLead = 0...9_999
    /// Overs running for one bowler (2 in the Hundred) and overs from one end.
    public static let oversInARow = 1...10
    /// A starting total (200 in junior pairs cricket) and the runs a wicket costs (5 or 6).
    public static let startingRuns = 0...9_999
    public static let wicketCost = 0...99
    /// Both innings of a win/draw game together.
    public static let matchOvers = 1...1_998
    /// The overs of a last hour (20 under Law 12.6).
    public static let lastHourOvers = 1...99

    /// A number outside its range: the field as the line names it, the value as given, and
    /// what is accepted, worded for `CommonMessages.outOfRange`.
    public struct Violation: Sendable, Equatable {
        public var action: String
        public var field: String
        public var value: String
        public var accepted: String
    }

    /// The first number of `action` outside its range, if any. `housePenalty` is left to the
    /// rules: it is P5 or P10, a choice rather than a range, and the rules name both.
    static func violation(in action: CricketAction) -> Violation? {
        func check(_ type: String, _ field: String, _ value: Int, _ range: ClosedRange<Int>) -> Violation? {
            range.contains(value) ? nil : Violation(action: type, field: field, value: "\(value)", accepted: CricketMessages.wholeNumber(range))
        }
        switch action {
        case .delivery(let ball):
            // Field by field, without building a list: this runs on every ball, twice.
            let range = runsInABallField
            return check("delivery", "bat", ball.bat, range) ?? check("delivery", "wides", ball.wides, range)
                ?? check("delivery", "noBalls", ball.noBalls, range) ?? check("delivery", "byes", ball.byes, range)
                ?? check("delivery", "legByes", ball.legByes, range) ?? check("delivery", "penalty", ball.penalty, range)
        case .penaltyRuns(let runs, _): return check("penaltyRuns", "runs", runs, awardedRuns)
        case .deadBallRuns(let runs): return check("deadBallRuns", "runs", runs, awardedRuns)
        case .bonusRuns(let runs): return check("bonusRuns", "runs", runs, awardedRuns)
        case .setTarget(let runs, let overs, _):
            if let bad = check("setTarget", "runs", runs, targetRuns) { return bad }
            guard let overs, !targetOvers.contains(overs.overs) || !targetBalls.contains(overs.balls) else { return nil }
            return Violation(action: "setTarget", field: "overs", value: "\"\(overs.description)\"",
                             accepted: CricketMessages.oversRange(targetOvers, balls: targetBalls))
        case .endMatch(_, _, let par?): return check("endMatch", "parScore", par, parScore)
        case .lastHour(let overs): return check("lastHour", "minOvers", overs, lastHourOvers)
        default: return nil
        }
    }

    /// The first rule of a set-up outside its range, as the sentence that says so.
    static func violation(in rules: CricketRulesConfig) -> String? {
        func check(_ field: String, _ value: Int?, _ range: ClosedRange<Int>, orNull: String? = nil) -> String? {
            guard let value, !range.contains(value) else { return nil }
            let accepted = range.count == 2 ? CricketMessages.either(range) : CricketMessages.fromTo(range)
            return CricketMessages.badRule(field, value: value, accepted: orNull.map { accepted + $0 } ?? accepted)
        }
        // One check at a time: a single chain of these overwhelms the type checker.
        let checks: [() -> String?] = [
            { check("oversPerInnings", rules.oversPerInnings, oversPerInnings, orNull: CricketMessages.orNullUnlimited) },
            { check("ballsPerOver", rules.ballsPerOver, ballsPerOver) },
            { check("inningsPerSide", rules.inningsPerSide, inningsPerSide) },
            { check("playersPerSide", rules.playersPerSide, playersPerSide) },
            { check("wideRuns", rules.wideRuns, extraPenalty) },
            { check("noBallRuns", rules.noBallRuns, extraPenalty) },
            { check("maxOversPerBowler", rules.maxOversPerBowler, oversPerInnings, orNull: CricketMessages.orNullNoLimit) },
            { check("followOnLead", rules.followOnLead, followOnLead) },
            { check("maxConsecutiveOvers", rules.maxConsecutiveOvers, oversInARow) },
            { check("oversPerEnd", rules.oversPerEnd, oversInARow) },
            { check("startingRuns", rules.startingRuns, startingRuns) },
            { check("wicketCost", rules.wicketCost, wicketCost) },
            { check("oversPerPair", rules.oversPerPair, oversPerInnings, orNull: CricketMessages.orNullNoPairs) },
            { check("matchOvers", rules.matchOvers, matchOvers, orNull: CricketMessages.orNullTimed) },
            { check("maxFirstInningsOvers", rules.maxFirstInningsOvers, oversPerInnings, orNull: CricketMessages.orNullNoLimit) },
            { CricketFormatRules.conflict(in: rules) },
        ]
        for check in checks {
            if let why = check() { return why }
        }
        return nil
    }
}
