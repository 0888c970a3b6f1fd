/// Backyard rules. Each action is refused unless the match set-up switched its rule on.
extension CricketRules {
    static func warn(_ s: inout CricketState) throws(CricketRejection) {
        guard s.rules.houseRules.bowlerWarning else { throw .houseRuleOff(CricketMessages.ruleBowlerWarning) }
        try requireInPlay(s)
        guard let bowler = s.bowler else { throw .noBowler }
        s.warnedBowlers.insert(bowler)
    }

    static func deadBallRuns(_ s: inout CricketState, _ runs: Int) throws(CricketRejection) {
        guard s.rules.houseRules.bowlerWarning else { throw .houseRuleOff(CricketMessages.ruleBowlerWarning) }
        try requireInPlay(s)
        guard let bowler = s.bowler else { throw .noBowler }
        guard s.warnedBowlers.contains(bowler) else { throw .bowlerNotWarned(bowler) }
        adjust(&s, by: runs)
    }

    static func bonusRuns(_ s: inout CricketState, _ runs: Int) throws(CricketRejection) {
        guard s.rules.houseRules.bonusRuns else { throw .houseRuleOff(CricketMessages.ruleBonusRuns) }
        try requireInPlay(s)
        adjust(&s, by: runs)
    }

    /// P5 and P10: the ball counts, the runs come off, and P10 also costs the striker.
    static func housePenalty(_ s: inout CricketState, _ runs: Int) throws(CricketRejection) {
        switch runs {
        case 5: guard s.rules.houseRules.p5 else { throw .houseRuleOff(CricketMessages.ruleP5) }
        case 10: guard s.rules.houseRules.p10 else { throw .houseRuleOff(CricketMessages.ruleP10) }
        default: throw .badHousePenalty(runs)
        }
        try requireInPlay(s)
        guard let bowler = s.bowler, !s.needsBowler else { throw .noBowler }
        guard let striker = s.striker else { throw .noStriker }
        adjust(&s, by: -runs)
        withCurrent(&s) { inn in
            inn.legalBalls += 1
            inn.ballsInOver += 1
            inn.currentOver.record(bowler, legal: true)
            let b = inn.bowlerIndex(bowler) ?? appendBowler(&inn, bowler)
            inn.bowlers[b].legalBalls += 1
            if let i = inn.batterIndex(striker) { inn.batters[i].balls += 1 }
            inn.partnership.balls += 1
        }
        s.freeHit = false
        if runs == 10 { dismiss(&s, (.houseP10, striker, nil), bowler: bowler) }
        if let inn = s.current, inn.ballsInOver >= s.rules.ballsPerOver { completeOver(&s) }
        checkInningsEnd(&s)
    }

    private static func adjust(_ s: inout CricketState, by runs: Int) {
        withCurrent(&s) { inn in
            inn.runs += runs
            inn.adjustments += runs
            inn.partnership.runs += runs
            let text = runs > 0 ? "+\(runs)" : "\(runs)"
            inn.lastBalls.append(BallToken(text: text, kind: .adjustment))
            inn.currentOver.tokens = (inn.currentOver.tokens ?? 0) + 1
            if inn.lastBalls.count > 12 { inn.lastBalls.removeFirst() }
        }
        checkInningsEnd(&s)
    }
}
