/// The state as `scoreline replay` prints it (the contract in docs/actions.md).
struct CricketOutput: Encodable {
    let sport = "cricket"
    let matchId: String
    let status: CricketState.Phase
    let innings: [InningsOutput]
    let striker: String?
    let nonStriker: String?
    let bowler: String?
    let freeHit: Bool
    let result: MatchResult?
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
        result = s.result
        scoreboard = board
    }

    private enum Keys: String, CodingKey {
        case sport, matchId, status, innings, striker, nonStriker, bowler, freeHit, result, scoreboard
    }

    /// Empty places are written as `null`, not left out: the contract names them.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(sport, forKey: .sport)
        try c.encode(matchId, forKey: .matchId)
        try c.encode(status, forKey: .status)
        try c.encode(innings, forKey: .innings)
        try c.encode(striker, forKey: .striker)
        try c.encode(nonStriker, forKey: .nonStriker)
        try c.encode(bowler, forKey: .bowler)
        try c.encode(freeHit, forKey: .freeHit)
        try c.encode(result, forKey: .result)
        try c.encode(scoreboard, forKey: .scoreboard)
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
    let target: TargetOutput?
    let closed: Innings.ClosedBy?
    let batters: [BatterOutput]
    let bowlers: [BowlerOutput]

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
        batters = inn.batters.map(BatterOutput.init)
        let bpo = setup.rules.ballsPerOver
        bowlers = inn.bowlers.map { BowlerOutput($0, maidens: CricketFormat.maidens($0.name, inn), ballsPerOver: bpo) }
    }

    private enum Keys: String, CodingKey {
        case battingTeam, superOver, followOn, runs, wickets, legalBalls, overs, extras, adjustments
        case target, closed, batters, bowlers
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(battingTeam, forKey: .battingTeam)
        try c.encode(superOver, forKey: .superOver)
        try c.encode(followOn, forKey: .followOn)
        try c.encode(runs, forKey: .runs)
        try c.encode(wickets, forKey: .wickets)
        try c.encode(legalBalls, forKey: .legalBalls)
        try c.encode(overs, forKey: .overs)
        try c.encode(extras, forKey: .extras)
        try c.encode(adjustments, forKey: .adjustments)
        try c.encode(target, forKey: .target)
        try c.encode(closed, forKey: .closed)
        try c.encode(batters, forKey: .batters)
        try c.encode(bowlers, forKey: .bowlers)
    }
}

struct TargetOutput: Encodable {
    let runs: Int
    let overs: String?
}

struct BatterOutput: Encodable {
    let name: String
    let runs: Int
    let balls: Int
    let fours: Int
    let sixes: Int
    let out: Bool
    let howOut: String

    init(_ b: BatterScore) {
        name = b.name
        runs = b.runs
        balls = b.balls
        fours = b.fours
        sixes = b.sixes
        out = b.status == .out
        howOut = CricketFormat.howOut(b)
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

    init(_ b: BowlerScore, maidens: Int, ballsPerOver: Int) {
        name = b.name
        legalBalls = b.legalBalls
        overs = CricketFormat.overs(b.legalBalls / ballsPerOver, b.legalBalls % ballsPerOver)
        self.maidens = maidens
        runs = b.runs
        wickets = b.wickets
        wides = b.wides
        noBalls = b.noBalls
    }
}
