/// The state as `scoreline replay` prints it (the contract in docs/actions.md).
struct CricketOutput: Encodable {
    let sport = "cricket"
    let matchId: String
    let status: CricketState.Phase
    let innings: [InningsOutput]
    @ExplicitNull var striker: String?
    @ExplicitNull var nonStriker: String?
    @ExplicitNull var bowler: String?
    let freeHit: Bool
    @ExplicitNull var result: ResultOutput?
    let scoreboard: Scoreboard

    init(_ s: CricketState, board: Scoreboard) {
        matchId = s.setup.matchId
        status = s.phase
        innings = s.innings.map { InningsOutput($0, s.setup) }
        let live = s.phase == .inPlay
        striker = live ? s.striker : nil
        nonStriker = live ? s.nonStriker : nil
        bowler = live && !s.needsBowler ? s.bowler : nil
        freeHit = live && s.freeHit
        result = s.result.map { ResultOutput(winner: $0.winner, text: $0.text) }
        scoreboard = board
    }

}

struct InningsOutput: Encodable {
    let battingTeam: String
    let superOver: Bool
    let followOn: Bool
    let runs: Int
    let wickets: Int
    let legalBalls: Int
    let overs: String
    let extras: Extras
    let adjustments: Int
    @ExplicitNull var target: TargetOutput?
    @ExplicitNull var closed: Innings.ClosedBy?
    let batters: [BatterOutput]
    let bowlers: [BowlerOutput]
    /// A club format's figures (starting total, runs wickets cost or won, the pairs), only
    /// when the match has one: under the Laws the line is exactly as before.
    let format: InningsFormat?

    init(_ inn: Innings, _ setup: CricketSetup) {
        battingTeam = setup.teams[inn.battingTeam].name
        superOver = inn.kind == .superOver
        followOn = inn.kind == .followOn
        runs = inn.runs
        wickets = inn.wickets
        legalBalls = inn.legalBalls
        overs = CricketFormat.overs(inn.completedOvers, inn.ballsInOver)
        extras = inn.extras
        adjustments = inn.adjustments
        target = inn.target.map { TargetOutput(runs: $0.runs, overs: $0.overs?.description) }
        closed = inn.closed
        format = inn.format
        batters = inn.batters.map(BatterOutput.init)
        let bpo = setup.rules.ballsPerOver
        bowlers = inn.bowlers.map {
            BowlerOutput($0, overs: CricketFormat.bowlerOvers($0.name, inn, ballsPerOver: bpo), maidens: CricketFormat.maidens($0.name, inn))
        }
    }

}

struct TargetOutput: Encodable {
    let runs: Int
    @ExplicitNull var overs: String?
}

struct ResultOutput: Encodable {
    /// `null` for a tie, a draw or no result.
    @ExplicitNull var winner: String?
    let text: String
}

/// Writes `nil` as `null` instead of leaving the key out: the output contract (docs/actions.md)
/// lists these keys as always present, `null` when empty, so readers need no "is it there" check.
@propertyWrapper
struct ExplicitNull<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value = wrappedValue { try c.encode(value) } else { try c.encodeNil() }
    }
}

struct BatterOutput: Encodable {
    let name: String
    let runs: Int
    let balls: Int
    let fours: Int
    let sixes: Int
    let out: Bool
    let howOut: String
    /// Times out while staying in (a pairs or indoor game); left out otherwise.
    let outs: Int?

    init(_ b: BatterScore) {
        name = b.name
        runs = b.runs
        balls = b.balls
        fours = b.fours
        sixes = b.sixes
        out = b.status == .out
        howOut = CricketFormat.howOut(b)
        outs = b.outs
    }
}

struct BowlerOutput: Encodable {
    let name: String
    let legalBalls: Int
    let overs: String
    let maidens: Int
    let runs: Int
    let wickets: Int
    let wides: Int
    let noBalls: Int

    init(_ b: BowlerScore, overs: String, maidens: Int) {
        name = b.name
        legalBalls = b.legalBalls
        self.overs = overs
        self.maidens = maidens
        runs = b.runs
        wickets = b.wickets
        wides = b.wides
        noBalls = b.noBalls
    }
}
