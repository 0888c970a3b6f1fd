/// The Laws of Cricket (and the house rules a club switches on) as a pure fold.
public enum CricketRules: MatchRules {
    public typealias Setup = CricketSetup
    public typealias Action = CricketAction
    public typealias State = CricketState
    public typealias Rejection = CricketRejection

    public static func admitted(_ setup: CricketSetup) -> CricketSetup { setup.mappingNames(NameText.cleaned) }
    public static func admitted(_ action: CricketAction) -> CricketAction { action.mappingNames(NameText.cleaned) }

    /// Checks the set-up here too, not only when a `newMatch` line is decoded: a set-up from
    /// a journal or from code would otherwise reach the board with, say, 0 balls an over.
    public static func start(_ setup: CricketSetup) throws(CricketRejection) -> CricketState {
        let teams = setup.teams
        guard teams.count == 2, teams.allSatisfy({ !$0.name.isEmpty }) else {
            throw .invalidSetup(CricketMessages.needTwoTeams)
        }
        guard teams[0].name != teams[1].name else { throw .invalidSetup(CricketMessages.sameTeamNames) }
        guard teams.indices.contains(setup.battingFirst) else {
            throw .invalidSetup(CricketMessages.unknownBattingFirst(String(setup.battingFirst)))
        }
        try validate(setup.rules)
        return CricketState(setup: setup)
    }

    static func validate(_ rules: CricketRulesConfig) throws(CricketRejection) {
        if let why = CricketLimits.violation(in: rules) { throw .invalidSetup(why) }
    }

    public static func apply(_ action: CricketAction, to state: CricketState)
        throws(CricketRejection) -> CricketState
    {
        // Every number in range before any arithmetic: within them no sum the rules keep can
        // overflow (ADR 008).
        if let violation = CricketLimits.violation(in: action) { throw .outOfRange(violation) }
        var s = state
        s.lastEvent = nil
        switch action {
        case .openers(let striker, let nonStriker): try startInnings(&s, striker, nonStriker)
        case .bowler(let name): try chooseBowler(&s, name)
        case .delivery(let ball): try bowl(&s, ball)
        case .newBatter(let name, let onStrike): try newBatter(&s, name, onStrike: onStrike)
        case .retire(let batter, let out): try retire(&s, batter, out: out)
        case .timedOut(let batter): try timedOut(&s, batter)
        case .renamePlayer(let from, let to, let team): try rename(&s, from: from, to: to, team: team)
        case .amendWicket(let batter, let kind, let fielder): try amendWicket(&s, batter, kind, fielder)
        case .penaltyRuns(let runs, let side): try penaltyRuns(&s, runs, to: side)
        case .setStrike(let name): try setStrike(&s, name)
        case .endOver: try endOverEarly(&s)
        case .continueOver: try continueOver(&s)
        case .endInnings(let reason): try endInnings(&s, reason)
        case .followOn: try enforceFollowOn(&s)
        case .setTarget(let runs, let overs, let method): try setTarget(&s, runs: runs, overs: overs, method: method)
        case .superOver: try startSuperOver(&s)
        case .endMatch(let reason, let winner, let par): try endMatch(&s, reason, winner: winner, par: par)
        case .warn: try warn(&s)
        case .deadBallRuns(let runs): try deadBallRuns(&s, runs)
        case .housePenalty(let runs): try housePenalty(&s, runs)
        case .bonusRuns(let runs): try bonusRuns(&s, runs)
        case .newPair(let striker, let nonStriker): try newPair(&s, striker, nonStriker)
        case .lastHour(let overs): try lastHour(&s, minOvers: overs)
        }
        return s
    }

    // MARK: Shared guards

    /// The innings in play, or why there is none.
    static func requireInPlay(_ s: CricketState) throws(CricketRejection) {
        switch s.phase {
        case .inPlay: return
        case .finished: throw .matchOver
        case .awaitingResult: throw .awaitingResult
        case .awaitingOpeners: throw .inningsNotStarted
        }
    }

    /// Mutates the innings in play; callers have checked `requireInPlay`.
    static func withCurrent(_ s: inout CricketState, _ body: (inout Innings) -> Void) {
        guard !s.innings.isEmpty else { return }
        body(&s.innings[s.innings.count - 1])
    }

    static func teamIndex(_ s: CricketState, named name: String) -> Int? {
        team(named: name, in: s.setup.teams)
    }

    /// A team by its full name, else by a short code only one team has ("Sharks" and
    /// "Sharpshooters" both derive "SHA": that code names neither).
    static func team(named name: String, in teams: [CricketTeam]) -> Int? {
        if let exact = teams.firstIndex(where: { $0.name == name }) { return exact }
        let byCode = teams.indices.filter { teams[$0].short == name }
        return byCode.count == 1 ? byCode[0] : nil
    }

    static func oversText(_ completed: Int, _ balls: Int) -> String { "\(completed).\(balls)" }
}
