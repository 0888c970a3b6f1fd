/// Bowlers and overs: who may bowl, the end of an over, and the umpire's miscounts.
extension CricketRules {
    static func chooseBowler(_ s: inout CricketState, _ requested: String?) throws(CricketRejection) {
        try requireInPlay(s)
        guard let inn = s.current else { throw .inningsNotStarted }
        let name = requested ?? nextPlaceholder(CricketMessages.placeholderBowler, taken: Set(inn.bowlers.map(\.name)))
        let previousOver = inn.overLog.last?.bowlers ?? []
        // Law 17.8: no bowler bowls two consecutive overs, or parts of them; a format may
        // allow more running (two sets of five in the Hundred).
        let running = s.rules.maxConsecutiveOvers
        if running == 1 {
            if previousOver.contains(name) { throw .bowlerBowledLastOver(name) }
        } else if inn.overLog.suffix(running).count == running,
            inn.overLog.suffix(running).allSatisfy({ $0.bowlers.contains(name) })
        {
            throw .consecutiveOverLimit(name, running, sets: s.rules.progress == .balls)
        }
        let overStarted = !inn.currentOver.bowlers.isEmpty
        if overStarted && name == s.bowler { throw .sameBowler(name) }
        // A part of an over counts as a whole one against a bowler's limit.
        if inn.kind != .superOver, let cap = effectiveCap(s.rules, inn) {
            let bowled = inn.overLog.filter { $0.bowlers.contains(name) }.count
            if bowled >= cap { throw .bowlerOverLimit(name, cap, sets: s.rules.progress == .balls) }
        }
        s.bowler = name
        s.needsBowler = false
    }

    /// A shortened innings shortens each bowler's allowance in proportion, rounded up, as
    /// playing conditions do (four of twenty overs becomes two of ten, three of thirteen).
    static func effectiveCap(_ rules: CricketRulesConfig, _ inn: Innings) -> Int? {
        guard let cap = rules.maxOversPerBowler else { return nil }
        guard let scheduled = rules.oversPerInnings, let limit = inn.limit else { return cap }
        let bpo = rules.ballsPerOver
        let scheduledBalls = scheduled * bpo
        let limitBalls = limit.overs * bpo + limit.balls
        guard limitBalls < scheduledBalls else { return cap }
        return max(1, (cap * limitBalls + scheduledBalls - 1) / scheduledBalls)
    }

    /// The over is complete: ends change and the next over needs a bowler.
    static func completeOver(_ s: inout CricketState) {
        withCurrent(&s) { inn in
            inn.completedOvers += 1
            inn.ballsInOver = 0
            inn.overLog.append(inn.currentOver)
            inn.currentOver = OverRecord()
        }
        if endsChange(after: s.current?.completedOvers ?? 0, s.rules) { swapEnds(&s) }
        s.needsBowler = true
    }

    /// Ends change after every over under the Laws, after every `oversPerEnd` overs in a format
    /// that keeps one end longer (every 10 balls in the Hundred).
    static func endsChange(after completedOvers: Int, _ rules: CricketRulesConfig) -> Bool {
        completedOvers % rules.oversPerEnd == 0
    }

    /// The umpire called "over" early (a short over still counts as an over).
    static func endOverEarly(_ s: inout CricketState) throws(CricketRejection) {
        try requireInPlay(s)
        guard let inn = s.current, inn.ballsInOver > 0 else { throw .overNotStarted }
        completeOver(&s)
        checkInningsEnd(&s)
    }

    /// The umpire miscounted and the over goes on for one more ball.
    static func continueOver(_ s: inout CricketState) throws(CricketRejection) {
        guard let inn = s.current, let last = inn.overLog.last, inn.currentOver.bowlers.isEmpty else {
            throw .noOverToContinue
        }
        switch s.phase {
        case .inPlay:
            guard s.needsBowler || inn.currentOver.bowlers.isEmpty else { throw .noOverToContinue }
        case .awaitingOpeners, .finished, .awaitingResult:
            // The innings ended on a miscounted last over: it was not really over.
            // Only an innings closed by its overs can have been closed by a miscount.
            guard inn.closed == .oversUp else { throw .lastOverOfInnings }
            guard s.nextInningsKind != .followOn else { throw .noOverToContinue }
            s.phase = .inPlay
            s.result = nil
            s.nextInningsKind = .regular
            withCurrent(&s) { $0.closed = nil }
        }
        let swapped = endsChange(after: inn.completedOvers, s.rules)
        withCurrent(&s) { inn in
            inn.overLog.removeLast()
            inn.currentOver = last
            inn.completedOvers -= 1
            inn.ballsInOver = last.legalBalls
        }
        if swapped { swapEnds(&s) }
        s.bowler = last.bowlers.last
        s.needsBowler = false
    }

    static func nextPlaceholder(_ make: (Int) -> String, taken: Set<String>) -> String {
        var number = taken.count + 1
        while taken.contains(make(number)) { number += 1 }
        return make(number)
    }
}
