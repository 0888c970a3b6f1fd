/// One ball: runs, extras, wickets, strike and the end of the over.
extension CricketRules {
    static func bowl(_ s: inout CricketState, _ ball: Delivery) throws(CricketRejection) {
        try requireInPlay(s)
        try validate(ball, s)
        if needsPair(s) { throw .newPairNeeded }
        guard let bowler = s.bowler, !s.needsBowler else { throw .noBowler }
        guard let striker = s.striker, s.nonStriker != nil || soloBatter(s) else { throw .noStriker }
        var wicket = try validateWicket(ball, s, striker: striker)
        let rules = s.rules

        let conceded = ball.bat + ball.wides + ball.noBalls
        let total = conceded + ball.byes + ball.legByes + ball.penalty
        // Law 16.6.1: the match ends once this ball's runs reach the target, so a wicket
        // after them (run out going for one more, stumped off the winning wide) is no part of it.
        if total > 0, let inn = s.current, let target = inn.target, inn.runs + total >= target.runs, !playsAllOvers(rules) {
            wicket = nil
        }
        // A wide or no-ball that is not bowled again is one of the over's balls (club formats).
        let counted = counts(ball, s)
        let isBoundary = ball.boundary ?? (ball.bat == 4 || ball.bat == 6)
        withCurrent(&s) { inn in
            inn.runs += total
            inn.extras.wides += ball.wides
            inn.extras.noBalls += ball.noBalls
            inn.extras.byes += ball.byes
            inn.extras.legByes += ball.legByes
            inn.extras.penalty += ball.penalty
            inn.partnership.runs += total
            if let i = inn.batterIndex(striker) {
                inn.batters[i].runs += ball.bat
                if ball.wides == 0 { inn.batters[i].balls += 1 }
                if isBoundary && ball.bat == 4 { inn.batters[i].fours += 1 }
                if isBoundary && ball.bat == 6 { inn.batters[i].sixes += 1 }
            }
            if ball.wides == 0 { inn.partnership.balls += 1 }
            inn.partnership.credit(striker, runs: ball.bat, faced: ball.wides == 0)
            let b = inn.bowlerIndex(bowler) ?? appendBowler(&inn, bowler)
            inn.bowlers[b].runs += conceded
            inn.bowlers[b].wides += ball.wides
            inn.bowlers[b].noBalls += ball.noBalls
            inn.currentOver.record(bowler, legal: counted)
            inn.currentOver.conceded += conceded
            if counted {
                inn.legalBalls += 1
                inn.ballsInOver += 1
                inn.bowlers[b].legalBalls += 1
            }
            inn.lastBalls.append(token(for: ball, wicket: wicket != nil, wideRuns: rules.wideRuns, boundary: isBoundary))
            inn.currentOver.tokens = (inn.currentOver.tokens ?? 0) + 1
            if inn.lastBalls.count > 12 { inn.lastBalls.removeFirst(inn.lastBalls.count - 12) }
        }
        creditPair(&s, runs: total, wicket: false)
        if isBoundary && ball.bat == 4 { s.lastEvent = .four }
        if isBoundary && ball.bat == 6 { s.lastEvent = .six }

        // Batters cross once per run completed; the fixed wide and no-ball penalties are not run.
        let runsRun = ball.bat + ball.byes + ball.legByes + max(0, ball.wides - rules.wideRuns)
        if runsRun % 2 == 1 { swapEnds(&s) }

        let overDone = counted && (s.current?.ballsInOver ?? 0) >= rules.ballsPerOver
        if let wicket {
            let context = WicketContext(wasStriker: wicket.batter == striker, offWide: ball.wides > 0, offNoBall: ball.noBalls > 0, freeHit: s.freeHit)
            // A super over keeps the Laws: out is out, whatever the format.
            let staysIn = !rules.allOut && s.current?.kind != .superOver
            dismiss(&s, wicket, bowler: bowler, context: context, staysIn: staysIn)
            // The batters change ends after a wicket, the league rule for a batter who stays
            // in; on an over's last ball the change of ends for the new over does it.
            if staysIn && !overDone { swapEnds(&s) }
        }

        recordWicketRun(&s, bowler: bowler, ball: ball, credited: wicket.map { $0.kind.creditsBowler })

        // A free hit follows every no-ball and lasts until a legal ball is bowled.
        if ball.noBalls > 0 {
            s.freeHit = rules.freeHit
        } else if ball.isLegal {
            s.freeHit = false
        }

        if overDone { completeOver(&s) }
        checkInningsEnd(&s)
    }

    private static func validate(_ ball: Delivery, _ s: CricketState) throws(CricketRejection) {
        let rules = s.rules
        if ball.wides > 0 && ball.noBalls > 0 { throw .wideAndNoBall }
        if ball.wides > 0 && (ball.bat > 0 || ball.byes > 0 || ball.legByes > 0) { throw .runsOffWide }
        if ball.wides > 0 && ball.wides < rules.wideRuns { throw .wideBelowPenalty(rules.wideRuns) }
        if ball.noBalls > 0 && ball.noBalls != rules.noBallRuns {
            throw .noBallPenaltyMismatch(given: ball.noBalls, expected: rules.noBallRuns)
        }
        if ball.bat > 0 && (ball.byes > 0 || ball.legByes > 0) { throw .batAndByes }
        if ball.byes > 0 && ball.legByes > 0 { throw .byesAndLegByes }
    }

    /// Checks the wicket against the Laws and returns it with the batter out resolved.
    private static func validateWicket(_ ball: Delivery, _ s: CricketState, striker: String)
        throws(CricketRejection) -> (kind: DismissalKind, batter: String, fielder: String?)?
    {
        guard let wicket = ball.wicket else { return nil }
        let kind = wicket.kind
        if kind == .retiredOut || kind == .timedOut { throw .useRetire }
        if kind == .houseP10 { throw .useHousePenalty }
        let batter = wicket.playerOut ?? striker
        guard batter == striker || batter == s.nonStriker else {
            if s.current?.batters.contains(where: { $0.name == batter && $0.status == .out }) == true {
                throw .batterAlreadyOut(batter)
            }
            throw .notAtCrease(batter)
        }
        if kind.strikerOnly && batter != striker { throw .dismissalNeedsStriker(kind) }
        if ball.noBalls > 0 && !kind.possibleOffNoBall { throw .dismissalNotPossibleOffNoBall(kind) }
        if ball.wides > 0 && !kind.possibleOffWide { throw .dismissalNotPossibleOffWide(kind) }
        // Law 33.2: runs completed before a catch are not scored.
        if kind == .caught || kind == .caughtAndBowled, ball.bat + ball.byes + ball.legByes > 0 {
            throw .runsOffACatch
        }
        // On a free hit only the no-ball dismissals apply, whatever the ball turns out to be.
        if s.freeHit && !kind.possibleOffNoBall { throw .dismissalNotPossibleOnFreeHit(kind) }
        return (kind, batter, wicket.fielder)
    }

    /// Extends or ends the bowler's run of wicket-taking deliveries (the hat-trick). `credited`
    /// is `nil` when the ball took no wicket: a wide or no-ball that took none is not one of
    /// his balls for a hat-trick, so it leaves the run as it was.
    private static func recordWicketRun(_ s: inout CricketState, bowler: String, ball: Delivery, credited: Bool?) {
        guard credited != nil || ball.isLegal else { return }
        withCurrent(&s) { inn in
            guard let b = inn.bowlerIndex(bowler) else { return }
            inn.bowlers[b].wicketRun = credited == true ? (inn.bowlers[b].wicketRun ?? 0) + 1 : nil
        }
    }

    /// Records a dismissal and leaves the batter's place empty for the next one in.
    static func dismiss(
        _ s: inout CricketState, _ wicket: (kind: DismissalKind, batter: String, fielder: String?),
        bowler: String?, context: WicketContext? = nil, staysIn: Bool = false
    ) {
        let credited = wicket.kind.creditsBowler
        let pair = [s.striker, s.nonStriker].compactMap { $0 }
        withCurrent(&s) { inn in
            // A timed-out batter never reached the crease but is this wicket's partner.
            closePartnership(&inn, pair: pair.contains(wicket.batter) ? pair : pair + [wicket.batter])
            if let i = inn.batterIndex(wicket.batter) {
                if staysIn {
                    inn.batters[i].outs = (inn.batters[i].outs ?? 0) + 1
                } else {
                    inn.batters[i].status = .out
                }
                inn.batters[i].dismissal = Dismissal(kind: wicket.kind, bowler: bowler, fielder: wicket.fielder, context: context)
            }
            if credited, let bowler, let b = inn.bowlerIndex(bowler) { inn.bowlers[b].wickets += 1 }
            inn.wickets += 1
            inn.fallOfWickets.append(FallOfWicket(
                wicket: inn.wickets, runs: inn.runs, batter: wicket.batter,
                overs: wicketOvers(inn)))
        }
        s.lastEvent = .wicket
        let lost = chargeWicket(&s)
        creditPair(&s, runs: -lost, wicket: true)
        if staysIn { return }
        // The place left empty is where the new batter comes in. Law 18.11 (after a catch the
        // new batter faces unless the over is over) follows: only the striker can be caught and
        // no run counts on a catch, so the empty place is the striker's, and the end-of-over
        // swap moves it when the over ends.
        vacate(&s, wicket.batter)
        settleSolo(&s)
    }

    /// The over and ball a wicket fell on. Between overs (a retirement after an over's last
    /// ball, a batter timed out before the next) it is that last ball, "14.6", as scorecards
    /// and Cricsheet place it, not "15.0". A wide or no-ball already bowled in the new over
    /// keeps it there: a wicket on it is "14.0".
    static func wicketOvers(_ inn: Innings) -> String {
        if inn.ballsInOver == 0, inn.currentOver.bowlers.isEmpty, inn.completedOvers > 0, let last = inn.overLog.last {
            return oversText(inn.completedOvers - 1, last.legalBalls)
        }
        return oversText(inn.completedOvers, inn.ballsInOver)
    }

    /// Logs the partnership in progress as ended and starts the next one from nothing.
    static func closePartnership(_ inn: inout Innings, pair: [String]) {
        let order = pair.sorted { (inn.batterIndex($0) ?? Int.max) < (inn.batterIndex($1) ?? Int.max) }
        let record = PartnershipRecord(wicket: inn.wickets + 1, batters: order, runs: inn.partnership.runs, balls: inn.partnership.balls)
        inn.partnerships = (inn.partnerships ?? []) + [record]
        inn.partnership = Partnership()
    }

    static func vacate(_ s: inout CricketState, _ batter: String) {
        if s.striker == batter { s.striker = nil }
        if s.nonStriker == batter { s.nonStriker = nil }
    }

    /// With last man stands, the last batter bats alone and always faces.
    static func soloBatter(_ s: CricketState) -> Bool {
        guard s.rules.lastManStands, let inn = s.current, inn.kind != .superOver else { return false }
        return inn.wickets >= s.rules.playersPerSide - 1
    }

    static func settleSolo(_ s: inout CricketState) {
        guard soloBatter(s), s.striker == nil else { return }
        s.striker = s.nonStriker
        s.nonStriker = nil
    }

    static func swapEnds(_ s: inout CricketState) {
        guard !soloBatter(s) else { return }
        (s.striker, s.nonStriker) = (s.nonStriker, s.striker)
    }

    static func appendBowler(_ inn: inout Innings, _ name: String) -> Int {
        inn.bowlers.append(BowlerScore(name: name))
        return inn.bowlers.count - 1
    }

    private static func token(for ball: Delivery, wicket: Bool, wideRuns: Int, boundary: Bool) -> BallToken {
        let runs = ball.bat + ball.byes + ball.legByes + ball.penalty
        var text: String
        var kind: BallToken.Kind
        if ball.wides > 0 {
            text = "\(ball.wides)wd"
            kind = .extra
        } else if ball.noBalls > 0 {
            text = "\(runs + ball.noBalls)nb"
            kind = .extra
        } else if ball.byes > 0 {
            text = "\(ball.byes)b"
            kind = .extra
        } else if ball.legByes > 0 {
            text = "\(ball.legByes)lb"
            kind = .extra
        } else if runs == 0 {
            text = "•"
            kind = .dot
        } else {
            text = "\(runs)"
            kind = boundary && (ball.bat == 4 || ball.bat == 6) ? .boundary : .runs
        }
        if wicket {
            text = text == "•" ? "W" : "\(text)W"
            kind = .wicket
        }
        return BallToken(text: text, kind: kind)
    }
}
