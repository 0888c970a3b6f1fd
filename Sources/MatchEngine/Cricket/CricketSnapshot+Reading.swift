/// The reading half of `CricketSnapshot`: the fields in the order `SnapshotWriter` wrote them,
/// each checked, nil at the first that does not read.
extension SnapshotReader {
    mutating func optionalTimestamp() -> Timestamp?? {
        optional { r -> Timestamp? in
            guard let text = r.text(), let seconds = r.int(), let steady = r.optionalInt(),
                let unsynced = r.optionalBool(), var stamp = Timestamp(text)
            else { return nil }
            // The steady seconds as saved, not the wall text's: a kiosk stamps both (ADR 044).
            stamp.seconds = seconds
            stamp.steady = steady
            stamp.unsynced = unsynced
            return stamp
        }
    }

    mutating func state() -> CricketState? {
        guard let setup = setup(), let phase = name(CricketState.Phase.self),
            let innings = list({ $0.innings() }),
            let striker = optionalText(), let nonStriker = optionalText(), let bowler = optionalText(),
            let needsBowler = bool(), let freeHit = bool(),
            let result = optional({ $0.result() }),
            let pendingPenalty = list({ $0.int() }),
            let revisedTarget = optional({ $0.target() }),
            let nextInningsKind = name(CricketState.InningsKind.self),
            let warned = list({ $0.text() }),
            let lastEvent = optionalName(CricketState.LastEvent.self),
            let pendingWicketRuns = optional({ $0.list({ $0.int() }) })
        else { return nil }
        var s = CricketState(setup: setup)
        s.phase = phase
        s.innings = innings
        s.striker = striker
        s.nonStriker = nonStriker
        s.bowler = bowler
        s.needsBowler = needsBowler
        s.freeHit = freeHit
        s.result = result
        s.pendingPenalty = pendingPenalty
        s.revisedTarget = revisedTarget
        s.nextInningsKind = nextInningsKind
        s.warnedBowlers = Set(warned)
        s.lastEvent = lastEvent
        s.pendingWicketRuns = pendingWicketRuns
        return s
    }

    mutating func setup() -> CricketSetup? {
        guard let matchId = text(), let schemaVersion = int(),
            let teams = list({ r -> CricketTeam? in
                guard let name = r.text(), let short = r.text(), let players = r.list({ $0.text() }) else { return nil }
                return CricketTeam(name: name, short: short, players: players)
            }),
            let rules = rules(), let battingFirst = int(), let at = optionalText()
        else { return nil }
        return CricketSetup(matchId: matchId, schemaVersion: schemaVersion, teams: teams, rules: rules, battingFirst: battingFirst, at: at)
    }

    mutating func rules() -> CricketRulesConfig? {
        var r = CricketRulesConfig()
        guard let oversPerInnings = optionalInt(), let ballsPerOver = int(), let inningsPerSide = int(),
            let playersPerSide = int(), let lastManStands = bool(), let wideRuns = int(), let noBallRuns = int(),
            let freeHit = bool(), let maxOversPerBowler = optionalInt(), let followOnLead = int(),
            let scoreFormat = name(CricketRulesConfig.ScoreFormat.self),
            let bowlerWarning = bool(), let p5 = bool(), let p10 = bool(), let bonusRuns = bool(),
            let maxConsecutiveOvers = int(), let oversPerEnd = int(),
            let progress = name(CricketRulesConfig.Progress.self), let startingRuns = int(), let wicketCost = int(),
            let wicketCostTo = name(CricketRulesConfig.WicketCostSide.self), let allOut = bool(),
            let oversPerPair = optionalInt(), let rebowlExtras = name(CricketRulesConfig.Rebowl.self),
            let resultMode = name(CricketRulesConfig.ResultMode.self), let matchOvers = optionalInt(),
            let maxFirstInningsOvers = optionalInt(), let skins = bool()
        else { return nil }
        r.oversPerInnings = oversPerInnings
        r.ballsPerOver = ballsPerOver
        r.inningsPerSide = inningsPerSide
        r.playersPerSide = playersPerSide
        r.lastManStands = lastManStands
        r.wideRuns = wideRuns
        r.noBallRuns = noBallRuns
        r.freeHit = freeHit
        r.maxOversPerBowler = maxOversPerBowler
        r.followOnLead = followOnLead
        r.scoreFormat = scoreFormat
        r.houseRules.bowlerWarning = bowlerWarning
        r.houseRules.p5 = p5
        r.houseRules.p10 = p10
        r.houseRules.bonusRuns = bonusRuns
        r.maxConsecutiveOvers = maxConsecutiveOvers
        r.oversPerEnd = oversPerEnd
        r.progress = progress
        r.startingRuns = startingRuns
        r.wicketCost = wicketCost
        r.wicketCostTo = wicketCostTo
        r.allOut = allOut
        r.oversPerPair = oversPerPair
        r.rebowlExtras = rebowlExtras
        r.resultMode = resultMode
        r.matchOvers = matchOvers
        r.maxFirstInningsOvers = maxFirstInningsOvers
        r.skins = skins
        return r
    }

    mutating func result() -> MatchResult? {
        guard let winner = optionalText(), let text = text(), let tied = bool(), let drawn = optionalBool(),
            let par = optionalInt()
        else { return nil }
        return MatchResult(winner: winner, text: text, tied: tied, drawn: drawn, par: par)
    }

    mutating func target() -> Target? {
        guard let runs = int(), let overs = optionalOvers(), let method = optionalName(CricketAction.TargetMethod.self)
        else { return nil }
        return Target(runs: runs, overs: overs, method: method)
    }

    mutating func optionalOvers() -> OversNotation?? {
        optional { r -> OversNotation? in
            guard let overs = r.int(), let balls = r.int() else { return nil }
            return OversNotation(overs: overs, balls: balls)
        }
    }

    mutating func innings() -> Innings? {
        guard let battingTeam = int(), let kind = name(CricketState.InningsKind.self),
            let runs = int(), let wickets = int(), let legalBalls = int(),
            let wides = int(), let noBalls = int(), let byes = int(), let legByes = int(), let penalty = int(),
            let adjustments = int(), let target = optional({ $0.target() }), let limit = optionalOvers(),
            let allOutAt = int(), let completedOvers = int(), let ballsInOver = int(),
            let batters = list({ $0.batter() }), let bowlers = list({ $0.bowler() }),
            let overs = list({ $0.over() }), let currentOver = over(),
            let partnershipRuns = int(), let partnershipBalls = int(),
            let shares = optional({ $0.list({ r -> PartnershipShare? in
                guard let name = r.text(), let runs = r.int(), let balls = r.int() else { return nil }
                return PartnershipShare(name: name, runs: runs, balls: balls)
            }) }),
            let partnerships = optional({ $0.list({ r -> PartnershipRecord? in
                guard let wicket = r.int(), let batters = r.list({ $0.text() }), let runs = r.int(), let balls = r.int()
                else { return nil }
                return PartnershipRecord(wicket: wicket, batters: batters, runs: runs, balls: balls)
            }) }),
            let fallOfWickets = list({ r -> FallOfWicket? in
                guard let wicket = r.int(), let runs = r.int(), let batter = r.text(), let overs = r.text() else { return nil }
                return FallOfWicket(wicket: wicket, runs: runs, batter: batter, overs: overs)
            }),
            let lastBalls = list({ r -> BallToken? in
                guard let text = r.text(), let kind = r.name(BallToken.Kind.self) else { return nil }
                return BallToken(text: text, kind: kind)
            }),
            let closed = optionalName(Innings.ClosedBy.self),
            let format = optional({ $0.format() })
        else { return nil }
        var i = Innings(battingTeam: battingTeam, kind: kind, allOutAt: allOutAt)
        i.runs = runs
        i.wickets = wickets
        i.legalBalls = legalBalls
        i.extras = Extras(wides: wides, noBalls: noBalls, byes: byes, legByes: legByes, penalty: penalty)
        i.adjustments = adjustments
        i.target = target
        i.limit = limit
        i.completedOvers = completedOvers
        i.ballsInOver = ballsInOver
        i.batters = batters
        i.bowlers = bowlers
        i.overLog = OverLog(overs)
        i.currentOver = currentOver
        i.partnership = Partnership(runs: partnershipRuns, balls: partnershipBalls, shares: shares)
        i.partnerships = partnerships
        i.fallOfWickets = fallOfWickets
        i.lastBalls = lastBalls
        i.closed = closed
        i.format = format
        return i
    }

    mutating func batter() -> BatterScore? {
        guard let name = text(), let runs = int(), let balls = int(), let fours = int(), let sixes = int(),
            let status = self.name(BatterScore.Status.self),
            let dismissal = optional({ r -> Dismissal? in
                guard let kind = r.name(DismissalKind.self), let bowler = r.optionalText(), let fielder = r.optionalText(),
                    let context = r.optional({ r -> WicketContext? in
                        guard let wasStriker = r.bool(), let offWide = r.bool(), let offNoBall = r.bool(),
                            let freeHit = r.bool()
                        else { return nil }
                        return WicketContext(wasStriker: wasStriker, offWide: offWide, offNoBall: offNoBall, freeHit: freeHit)
                    })
                else { return nil }
                return Dismissal(kind: kind, bowler: bowler, fielder: fielder, context: context)
            }),
            let outs = optionalInt()
        else { return nil }
        return BatterScore(name: name, runs: runs, balls: balls, fours: fours, sixes: sixes, status: status, dismissal: dismissal, outs: outs)
    }

    mutating func bowler() -> BowlerScore? {
        guard let name = text(), let legalBalls = int(), let runs = int(), let wickets = int(), let wides = int(),
            let noBalls = int(), let wicketRun = optionalInt()
        else { return nil }
        return BowlerScore(name: name, legalBalls: legalBalls, runs: runs, wickets: wickets, wides: wides, noBalls: noBalls, wicketRun: wicketRun)
    }

    mutating func over() -> OverRecord? {
        guard let bowlers = list({ $0.text() }), let balls = list({ $0.int() }), let conceded = int(),
            let legalBalls = int(), let tokens = optionalInt()
        else { return nil }
        return OverRecord(bowlers: bowlers, bowlerBalls: balls, conceded: conceded, legalBalls: legalBalls, tokens: tokens)
    }

    mutating func format() -> InningsFormat? {
        guard let startingRuns = int(), let runsLost = int(), let runsWon = int(),
            let pairs = list({ r -> PairScore? in
                guard let batters = r.list({ $0.text() }), let firstOver = r.int(), let runs = r.int(), let wickets = r.int()
                else { return nil }
                return PairScore(batters: batters, firstOver: firstOver, runs: runs, wickets: wickets)
            }),
            let lastHourEndsAt = optionalInt(), let scheduledLimit = optionalOvers()
        else { return nil }
        return InningsFormat(startingRuns: startingRuns, runsLost: runsLost, runsWon: runsWon, pairs: pairs, lastHourEndsAt: lastHourEndsAt, scheduledLimit: scheduledLimit)
    }
}
