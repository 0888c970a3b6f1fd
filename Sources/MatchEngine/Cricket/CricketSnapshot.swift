/// A cricket state as a snapshot's compact bytes (issue 42, ADR 059): every field written in a
/// fixed order by hand, read back without JSON or `Codable`. Resuming a five-day match spent
/// half its time in `JSONDecoder` rebuilding this state; these bytes read in a fraction of it.
///
/// Each type's fields are written in the order they are declared; a field added to a type
/// must be added here, and the snapshot's version bumped (`CricketSession.snapshotVersion`),
/// or the field would come back at its default. `CricketSnapshotTests` counts each type's
/// stored properties so that cannot pass unnoticed.
enum CricketSnapshot {
    /// "SLCS": Scoreline cricket state. A JSON snapshot starts with `{`, so the two never mix.
    static let magic: [UInt8] = Array("SLCS".utf8)

    static func encode(_ state: CricketState, lastActionAt: Timestamp?, version: Int) -> [UInt8] {
        var w = SnapshotWriter()
        w.optionalTimestamp(lastActionAt)
        w.state(state)
        return w.bytes(magic: magic, version: version)
    }

    /// The state and the flash time, or nil when the bytes do not read whole (or are not in
    /// `version`: the caller asks `SnapshotReader.version` first to say which it found).
    static func decode(_ bytes: [UInt8], version: Int) -> (state: CricketState, lastActionAt: Timestamp?)? {
        guard var r = SnapshotReader(bytes, magic: magic), r.version == version,
            let lastActionAt = r.optionalTimestamp(), let state = r.state(), r.isAtEnd
        else { return nil }
        return (state, lastActionAt)
    }
}

extension CricketState {
    /// The indices the rules and the board use without checking hold: a snapshot that passed
    /// its checksum but says otherwise (in either format) is not used, and the journal is
    /// folded instead. The board reads `teams[battingTeam]` and `teams[1 - battingTeam]`.
    var isCoherent: Bool {
        let teams = setup.teams.indices
        return setup.teams.count == 2 && teams.contains(setup.battingFirst) && pendingPenalty.count == setup.teams.count
            && (pendingWicketRuns.map { $0.count == setup.teams.count } ?? true)
            && innings.allSatisfy { innings in
                teams.contains(innings.battingTeam)
                    && innings.currentOver.bowlers.count == innings.currentOver.bowlerBalls.count
                    && innings.overLog.allSatisfy { $0.bowlers.count == $0.bowlerBalls.count }
            }
    }
}

// MARK: - Writing

extension SnapshotWriter {
    mutating func optionalTimestamp(_ value: Timestamp?) {
        bool(value != nil)
        guard let value else { return }
        text(value.text)
        int(value.seconds)
        optionalInt(value.steady)
        optionalBool(value.unsynced)
    }

    mutating func state(_ s: CricketState) {
        setup(s.setup)
        name(s.phase)
        list(s.innings) { $0.innings($1) }
        optionalText(s.striker)
        optionalText(s.nonStriker)
        optionalText(s.bowler)
        bool(s.needsBowler)
        bool(s.freeHit)
        bool(s.result != nil)
        if let result = s.result { self.result(result) }
        list(s.pendingPenalty) { $0.int($1) }
        bool(s.revisedTarget != nil)
        if let target = s.revisedTarget { self.target(target) }
        name(s.nextInningsKind)
        // Sorted: a set's order changes from one run to the next, and equal states should
        // give equal bytes.
        list(s.warnedBowlers.sorted()) { $0.text($1) }
        optionalName(s.lastEvent)
        bool(s.pendingWicketRuns != nil)
        if let runs = s.pendingWicketRuns { list(runs) { $0.int($1) } }
    }

    mutating func setup(_ s: CricketSetup) {
        text(s.matchId)
        int(s.schemaVersion)
        list(s.teams) { w, team in
            w.text(team.name)
            w.text(team.short)
            w.list(team.players) { $0.text($1) }
        }
        rules(s.rules)
        int(s.battingFirst)
        optionalText(s.at)
    }

    mutating func rules(_ r: CricketRulesConfig) {
        optionalInt(r.oversPerInnings)
        int(r.ballsPerOver)
        int(r.inningsPerSide)
        int(r.playersPerSide)
        bool(r.lastManStands)
        int(r.wideRuns)
        int(r.noBallRuns)
        bool(r.freeHit)
        optionalInt(r.maxOversPerBowler)
        int(r.followOnLead)
        name(r.scoreFormat)
        bool(r.houseRules.bowlerWarning)
        bool(r.houseRules.p5)
        bool(r.houseRules.p10)
        bool(r.houseRules.bonusRuns)
        int(r.maxConsecutiveOvers)
        int(r.oversPerEnd)
        name(r.progress)
        int(r.startingRuns)
        int(r.wicketCost)
        name(r.wicketCostTo)
        bool(r.allOut)
        optionalInt(r.oversPerPair)
        name(r.rebowlExtras)
        name(r.resultMode)
        optionalInt(r.matchOvers)
        optionalInt(r.maxFirstInningsOvers)
        bool(r.skins)
    }

    mutating func result(_ r: MatchResult) {
        optionalText(r.winner)
        text(r.text)
        bool(r.tied)
        optionalBool(r.drawn)
        optionalInt(r.par)
    }

    mutating func target(_ t: Target) {
        int(t.runs)
        optionalOvers(t.overs)
        optionalName(t.method)
    }

    mutating func optionalOvers(_ o: OversNotation?) {
        bool(o != nil)
        guard let o else { return }
        int(o.overs)
        int(o.balls)
    }

    mutating func innings(_ i: Innings) {
        int(i.battingTeam)
        name(i.kind)
        int(i.runs)
        int(i.wickets)
        int(i.legalBalls)
        int(i.extras.wides)
        int(i.extras.noBalls)
        int(i.extras.byes)
        int(i.extras.legByes)
        int(i.extras.penalty)
        int(i.adjustments)
        bool(i.target != nil)
        if let target = i.target { self.target(target) }
        optionalOvers(i.limit)
        int(i.allOutAt)
        int(i.completedOvers)
        int(i.ballsInOver)
        list(i.batters) { $0.batter($1) }
        list(i.bowlers) { $0.bowler($1) }
        list(i.overLog) { $0.over($1) }
        over(i.currentOver)
        int(i.partnership.runs)
        int(i.partnership.balls)
        bool(i.partnership.shares != nil)
        if let shares = i.partnership.shares {
            list(shares) { w, share in
                w.text(share.name)
                w.int(share.runs)
                w.int(share.balls)
            }
        }
        bool(i.partnerships != nil)
        if let ended = i.partnerships {
            list(ended) { w, p in
                w.int(p.wicket)
                w.list(p.batters) { $0.text($1) }
                w.int(p.runs)
                w.int(p.balls)
            }
        }
        list(i.fallOfWickets) { w, f in
            w.int(f.wicket)
            w.int(f.runs)
            w.text(f.batter)
            w.text(f.overs)
        }
        list(i.lastBalls) { w, token in
            w.text(token.text)
            w.name(token.kind)
        }
        optionalName(i.closed)
        bool(i.format != nil)
        if let format = i.format { self.format(format) }
    }

    mutating func batter(_ b: BatterScore) {
        text(b.name)
        int(b.runs)
        int(b.balls)
        int(b.fours)
        int(b.sixes)
        name(b.status)
        bool(b.dismissal != nil)
        if let d = b.dismissal {
            name(d.kind)
            optionalText(d.bowler)
            optionalText(d.fielder)
            bool(d.context != nil)
            if let c = d.context {
                bool(c.wasStriker)
                bool(c.offWide)
                bool(c.offNoBall)
                bool(c.freeHit)
            }
        }
        optionalInt(b.outs)
    }

    mutating func bowler(_ b: BowlerScore) {
        text(b.name)
        int(b.legalBalls)
        int(b.runs)
        int(b.wickets)
        int(b.wides)
        int(b.noBalls)
        optionalInt(b.wicketRun)
    }

    mutating func over(_ o: OverRecord) {
        list(o.bowlers) { $0.text($1) }
        list(o.bowlerBalls) { $0.int($1) }
        int(o.conceded)
        int(o.legalBalls)
        optionalInt(o.tokens)
    }

    mutating func format(_ f: InningsFormat) {
        int(f.startingRuns)
        int(f.runsLost)
        int(f.runsWon)
        list(f.pairs) { w, pair in
            w.list(pair.batters) { $0.text($1) }
            w.int(pair.firstOver)
            w.int(pair.runs)
            w.int(pair.wickets)
        }
        optionalInt(f.lastHourEndsAt)
        optionalOvers(f.scheduledLimit)
    }
}
