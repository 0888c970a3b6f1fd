/// Every sentence the cricket engine shows a person. The voice: an informed fan, calm for
/// routine events; `!` only for the rare ones.
public enum CricketMessages {
    // MARK: Refusals

    static func message(for rejection: CricketRejection) -> String {
        switch rejection {
        case .nothingToUndo: CommonMessages.nothingToUndo
        case .invalidSetup(let why): "The match set-up is not valid: \(why)"
        case .matchOver: "The match is over; undo the last action to change it."
        case .inningsNotStarted: "No innings is in play: name the openers first."
        case .inningsInProgress: "An innings is still in play: finish or end it first."
        case .awaitingResult: "All innings are done: record the result with endMatch."
        case .noBowler: "Who is bowling? Choose the bowler for this over first."
        case .noStriker: "A batter's place is empty: bring in the new batter first."
        case .bowlerBowledLastOver(let name):
            "\(name) bowled the previous over and cannot bowl two overs running."
        case .bowlerOverLimit(let name, let limit, let sets):
            "\(name) has bowled the maximum of \(limit) \(sets ? "sets" : "overs")."
        case .sameBowler(let name): "\(name) is already bowling."
        case .wideAndNoBall: "A ball is either a wide or a no-ball, not both: a no-ball takes precedence."
        case .runsOffWide: "Runs off a wide are all wides: put them in \"wides\", not bat, byes or leg-byes."
        case .wideBelowPenalty(let penalty): "A wide is worth at least \(penalty) in this match."
        case .noBallPenaltyMismatch(let given, let expected):
            "A no-ball is worth \(expected) in this match, not \(given); record further runs as bat runs or byes."
        case .batAndByes: "Runs come off the bat or as byes/leg-byes, not both on one ball."
        case .byesAndLegByes: "A ball gives byes or leg-byes, not both."
        case .batterAlreadyOut(let name): "\(name) is already out in this innings."
        case .batterAlreadyIn(let name): "\(name) is already batting."
        case .notAtCrease(let name): "\(name) is not one of the two batters in."
        case .dismissalNotPossibleOffNoBall(let kind):
            "\(describe(kind)) is not possible off a no-ball; only run out, hit the ball twice or obstructing the field."
        case .dismissalNotPossibleOnFreeHit(let kind):
            "It is a free hit: \(describe(kind)) is not possible; only run out, hit the ball twice or obstructing the field."
        case .dismissalNotPossibleOffWide(let kind):
            "\(describe(kind)) is not possible off a wide; only stumped, hit wicket, run out or obstructing the field."
        case .runsOffACatch: "No runs count off a catch, even those run before it was taken: record the catch with 0 runs."
        case .dismissalNeedsStriker(let kind): "\(describe(kind)) can dismiss only the striker, not the non-striker."
        case .useRetire:
            "Record a retirement with {\"type\":\"retire\"} and a timed-out batter with {\"type\":\"timedOut\"}, not on a delivery."
        case .useHousePenalty: "Record P10 with {\"type\":\"housePenalty\",\"runs\":10}, not as a wicket on a delivery."
        case .noVacancy: "Both batters are in: a new batter comes in only after a wicket or retirement."
        case .noBattersLeft: "No batter is left to come in."
        case .unknownPlayer(let name): "No player called \(name) in this match."
        case .nameTaken(let name):
            name.isEmpty ? "A player's name cannot be empty." : "\(name) is already a player in this match."
        case .playerOnBothSides(let name):
            "Both sides have a player called \(name): add \"team\" to say which one."
        case .cannotAmend(let from, let to):
            "\(describe(from)) cannot be amended to \(describe(to).lowercased()): retirements, timed out and P10 have their own actions."
        case .noWicketToAmend(let name): "\(name) has not been dismissed, so there is no wicket to amend."
        case .overNotStarted: "No ball has been bowled in this over yet."
        case .noOverToContinue: "No over has just been completed, so there is none to continue."
        case .lastOverOfInnings: "The innings is over, so its last over cannot go on; undo what ended the innings instead."
        case .followOnNotAvailable: "The follow-on can be enforced only after the second innings of a two-innings match."
        case .followOnLeadTooSmall(let lead, let needed):
            "The follow-on needs a lead of \(needed); the lead is \(lead)."
        case .superOverNeedsTie: "A super over follows only a tied limited-overs match or a tied super over."
        case .targetNotAllowed: "A target can be set only for a chase, before it starts or during it."
        case .badTarget: "A target's overs need fewer balls than an over has, such as \"9.2\"."
        case .unknownTeam(let name): "No team called \(name) in this match."
        case .dlsNeedsWinner: "A DLS result needs the winning team (or null for a tie)."
        case .awardNeedsWinner: "An awarded match needs the team it is awarded to."
        case .houseRuleOff(let rule): "The house rule \(rule) is not switched on for this match."
        case .bowlerNotWarned(let name): "\(name) has not been warned yet: record the warning first."
        case .badHousePenalty(let runs): "A house penalty is P5 or P10, not \(runs)."
        case .outOfRange(let v): CommonMessages.outOfRange(v.field, action: v.action, value: v.value, accepted: v.accepted)
        case .declareBeforeBall: "An innings can be forfeited only before its first ball."
        case .consecutiveOverLimit(let name, let limit, let sets):
            "\(name) has bowled \(limit) \(sets ? "sets" : "overs") running, the most these rules allow (maxConsecutiveOvers \(limit)): choose another bowler."
        case .newPairNeeded: "This pair's overs are done: bring in the next pair with {\"type\":\"newPair\"} first."
        case .noPairNeeded: "The pair in has overs left: a new pair comes in only when they are done."
        case .lastHourNeedsWinDraw: "The last hour belongs to a win/draw game (resultMode \"winDraw\")."
        }
    }

    static func unknownDismissal(_ raw: String) -> String {
        let kinds = DismissalKind.allCases.map(\.rawValue).joined(separator: ", ")
        return "Unknown dismissal \"\(raw)\": use one of \(kinds)."
    }

    static func badOvers(_ text: String) -> String {
        "\"\(text)\" is not in overs.balls form, such as \"9.2\"."
    }

    static func describe(_ kind: DismissalKind) -> String {
        switch kind {
        case .out: "Out"
        case .bowled: "Bowled"
        case .caught: "Caught"
        case .caughtAndBowled: "Caught and bowled"
        case .lbw: "LBW"
        case .stumped: "Stumped"
        case .runOut: "Run out"
        case .hitWicket: "Hit wicket"
        case .hitBallTwice: "Hit the ball twice"
        case .obstructingTheField: "Obstructing the field"
        case .timedOut: "Timed out"
        case .retiredOut: "Retired out"
        case .houseP10: "P10"
        }
    }

    // MARK: Set-up

    static let needTwoTeams = "a match needs exactly two teams, each with a name."
    static let sameTeamNames = "the two teams need different names."
    static func badRule(_ field: String, value: Int, accepted: String) -> String {
        "rules.\(field) must be \(accepted), not \(value)."
    }

    // MARK: Ranges (ADR 008)

    static func fromTo(_ range: ClosedRange<Int>) -> String { "from \(range.lowerBound) to \(range.upperBound)" }
    static func either(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound) or \(range.upperBound)" }
    static func wholeNumber(_ range: ClosedRange<Int>) -> String { "a whole number \(fromTo(range))" }
    static let orNullUnlimited = ", or null for unlimited overs"
    static let orNullNoLimit = ", or null for no limit"
    static let orNullNoPairs = ", or null for no pairs"
    static let orNullTimed = ", or null for a timed game"
    static func unknownFormat(_ name: String) -> String {
        "Unknown format \"\(name)\": use one of \(CricketFormats.names.map { "\"\($0)\"" }.joined(separator: ", "))."
    }
    static let pairsNeedStayingIn = "rules.oversPerPair needs rules.allOut false: in a pairs game the batters stay in."
    static let skinsNeedPairs = "rules.skins needs rules.oversPerPair: a skin is one pair's overs."
    static let winDrawOneInnings = "rules.resultMode \"winDraw\" is for one innings a side (rules.inningsPerSide 1)."
    static let winDrawNoOversPerInnings =
        "rules.oversPerInnings must be null in a win/draw game: rules.matchOvers and rules.maxFirstInningsOvers set its overs."
    static let winDrawFieldsOnly = "rules.matchOvers and rules.maxFirstInningsOvers belong to a win/draw game (rules.resultMode \"winDraw\")."
    static let matchOversNeedFirstCap =
        "rules.matchOvers needs rules.maxFirstInningsOvers, the most the side batting first may have, so the chase has overs."
    static let firstInningsOverMatch = "rules.maxFirstInningsOvers must be less than rules.matchOvers, so the chase has overs."
    static func oversRange(_ overs: ClosedRange<Int>, balls: ClosedRange<Int>) -> String {
        "overs.balls with \(overs.lowerBound) to \(overs.upperBound) overs and \(balls.lowerBound) to \(balls.upperBound) balls, such as \"9.2\""
    }

    static func unknownBattingFirst(_ name: String) -> String {
        "battingFirst \"\(name)\" is not one of the two teams."
    }

    // MARK: Scorecard wording

    static func placeholderBatter(_ number: Int) -> String { "Batter \(number)" }
    static func placeholderBowler(_ number: Int) -> String { "Bowler \(number)" }

    static func howOut(_ d: Dismissal) -> String {
        let bowler = BidiIsolation.name(d.bowler ?? "?")
        let fielder = d.fielder.map(BidiIsolation.name)
        switch d.kind {
        case .out: return "out b \(bowler)"
        case .bowled: return "b \(bowler)"
        case .caught: return "c \(fielder ?? "?") b \(bowler)"
        case .caughtAndBowled: return "c & b \(bowler)"
        case .lbw: return "lbw b \(bowler)"
        case .stumped: return "st \(fielder ?? "?") b \(bowler)"
        case .runOut: return fielder.map { "run out (\($0))" } ?? "run out"
        case .hitWicket: return "hit wicket b \(bowler)"
        case .hitBallTwice: return "hit the ball twice"
        case .obstructingTheField: return "obstructing the field"
        case .timedOut: return "timed out"
        case .retiredOut: return "retired out"
        case .houseP10: return "P10"
        }
    }

    static let ruleBowlerWarning = "bowler warning"
    static let ruleBonusRuns = "bonus runs"
    static let ruleP5 = "P5"
    static let ruleP10 = "P10"

    static let notOut = "not out"
    static let retiredHurt = "retired hurt"

    // MARK: Results

    static func wonByRuns(_ team: String, _ runs: Int) -> String {
        "\(team) won by \(runs) \(runs == 1 ? "run" : "runs")"
    }

    static func wonByWickets(_ team: String, _ wickets: Int) -> String {
        "\(team) won by \(wickets) \(wickets == 1 ? "wicket" : "wickets")"
    }

    static func wonByInnings(_ team: String, _ runs: Int) -> String {
        "\(team) won by an innings and \(runs) \(runs == 1 ? "run" : "runs")"
    }

    static func wonSuperOver(_ team: String) -> String { "Match tied; \(team) won the super over" }
    static let tied = "Match tied"
    static let drawn = "Match drawn"
    static func winningDraw(_ team: String) -> String { "Match drawn: winning draw to \(team)" }
    static func wonWithBalls(_ team: String, _ balls: Int?) -> String {
        guard let balls, balls > 0 else { return "\(team) won" }
        return "\(team) won with \(balls) \(balls == 1 ? "ball" : "balls") left"
    }
    static let noResult = "No result"
    static let abandoned = "Match abandoned"
    static func wonDLS(_ team: String, runs: Int?) -> String {
        guard let runs else { return "\(team) won (DLS)" }
        return "\(wonByRuns(team, runs)) (DLS)"
    }
    static let tiedDLS = "Match tied (DLS)"
    /// A result decided against a DLS target says so, as scorecards do.
    static func method(_ text: String, dls: Bool) -> String { dls ? "\(text) (DLS)" : text }
    static func awarded(_ team: String) -> String { "\(team) awarded the match" }
    static func wonTieBreak(_ team: String) -> String { "Match tied; \(team) won on the tie-break" }
}

/// Board copy: the words around the numbers on the screen.
extension CricketMessages {
    static func versus(_ team: String) -> String { "v \(team)" }
    static func oversLimit(_ overs: String) -> String { "of \(overs)" }
    static func crr(_ rate: String) -> String { "CRR \(rate)" }
    static func rrr(_ rate: String) -> String { "RRR \(rate)" }
    static func target(_ runs: Int) -> String { "Target \(runs)" }
    static func targetCompact(_ runs: Int) -> String { "T\(runs)" }
    static func need(_ runs: Int, balls: Int) -> String {
        "Need \(runs) off \(balls) \(balls == 1 ? "ball" : "balls")"
    }
    static func needRuns(_ runs: Int) -> String { "Need \(runs) \(runs == 1 ? "run" : "runs")" }
    static func needCompact(_ runs: Int, balls: Int?) -> String {
        guard let balls else { return "Need \(runs)" }
        return "\(runs) off \(balls)"
    }
    static func batterLine(_ name: String, onStrike: Bool, runs: Int, balls: Int) -> String {
        "\(BidiIsolation.name(name))\(onStrike ? "*" : "") \(runs) (\(balls))"
    }
    static func batterCompact(_ name: String, onStrike: Bool, runs: Int) -> String {
        let surname = name.split(separator: " ").last.map(String.init) ?? name
        return "\(BidiIsolation.name(surname))\(onStrike ? "*" : "") \(runs)"
    }
    /// The name isolated from the figures (ADR 041): "محمد رضوان 1.0-0-19-1" keeps its figures' order.
    static func bowlerLine(_ name: String, _ figures: String) -> String { "\(BidiIsolation.name(name)) \(figures)" }
    /// The bowler's line with the surname only, for a screen the whole name would not fit
    /// without shrinking the line a lot; nil for a one-word name, which has nothing shorter.
    static func bowlerShort(_ name: String, _ figures: String) -> String? {
        let words = name.split(separator: " ")
        guard words.count > 1, let surname = words.last else { return nil }
        return "\(BidiIsolation.name(String(surname))) \(figures)"
    }
    static func partnership(_ runs: Int, balls: Int) -> String { "P'ship \(runs) (\(balls))" }
    // Club formats (docs/formats.md). ASCII "-": the board's main face has no minus sign.
    static func wickets(_ n: Int) -> String { "\(n) \(n == 1 ? "wkt" : "wkts")" }
    static func scoreWithCost(_ runs: Int, wickets n: Int, moved: Int) -> String {
        moved == 0 ? "\(runs) · \(wickets(n))" : "\(runs) · \(wickets(n)) \(signed(moved))"
    }
    static func scoreWithCostCompact(_ score: String, moved: Int) -> String { moved == 0 ? score : "\(score) \(signed(moved))" }
    private static func signed(_ runs: Int) -> String { runs < 0 ? "(-\(-runs))" : "(+\(runs))" }
    static func ballsBowled(_ balls: Int) -> String { "\(balls) \(balls == 1 ? "ball" : "balls")" }
    static func ballsToGo(_ balls: Int) -> String { "\(balls) to go" }
    static func lastHourLeft(_ overs: Int) -> String { "Last hour: \(overs) ov left" }
    static func oversLeftCompact(_ overs: Int) -> String { "\(overs) ov left" }
    static func pairLine(_ number: Int, runs: Int, wickets n: Int) -> String { "Pair \(number): \(runs) · \(wickets(n))" }
    static func pairCompact(_ number: Int, runs: Int) -> String { "P\(number) \(runs)" }
    static func skins(_ won: Int, _ lost: Int, level: Int) -> String {
        level > 0 ? "Skins \(won)-\(lost) (\(level) level)" : "Skins \(won)-\(lost)"
    }
    static func startedOn(_ runs: Int) -> String { "Started on \(runs)" }
    static func bowlerBalls(_ balls: Int, runs: Int, wickets: Int) -> String { "\(balls)b \(runs)-\(wickets)" }
    static func extras(_ e: Extras) -> String {
        "Extras \(e.total) (wd \(e.wides), nb \(e.noBalls), b \(e.byes), lb \(e.legByes), pen \(e.penalty))"
    }
    static func inningsSummary(_ team: String, _ score: String, _ overs: String) -> String {
        "\(BidiIsolation.name(team)) \(score) (\(overs))"
    }
    static let freeHit = "FREE HIT"
    static let flashFour = "FOUR"
    static let flashSix = "SIX"
    static let flashWicket = "WICKET"
    static let awaitingResult = "Play has stopped"
    static func inningsBreak(_ nextTeam: String) -> String { "Innings break: \(nextTeam) to bat" }
    static func superOverNext(_ team: String) -> String { "Super over: \(team) to bat" }
    static func toBat(_ team: String) -> String { "\(team) to bat" }
}
