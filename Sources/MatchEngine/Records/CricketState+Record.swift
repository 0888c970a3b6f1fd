extension CricketState {
    /// The match's figures for the records. A batter who retired and came back is one innings;
    /// a pairs-format batter out more than once is one innings, out.
    public var record: MatchRecord {
        let teams = setup.teams
        let perOver = rules.ballsPerOver
        let innings = self.innings.map { inn in
            var batting: [BattingRecord] = []
            for b in inn.batters {
                let out = b.status == .out
                if let i = batting.firstIndex(where: { $0.name == b.name }) {
                    batting[i].runs += b.runs
                    batting[i].balls += b.balls
                    batting[i].fours += b.fours
                    batting[i].sixes += b.sixes
                    batting[i].out = batting[i].out || out
                } else {
                    batting.append(BattingRecord(name: b.name, runs: b.runs, balls: b.balls, fours: b.fours, sixes: b.sixes, out: out))
                }
            }
            return InningsRecord(
                battingSide: inn.battingTeam, superOver: inn.kind == .superOver, runs: inn.runs, wickets: inn.wickets,
                legalBalls: inn.legalBalls, limitBalls: inn.limit.map { $0.overs * perOver + $0.balls },
                allOut: inn.closed == .allOut,
                batting: batting,
                bowling: inn.bowlers.map {
                    BowlingRecord(name: $0.name, legalBalls: $0.legalBalls, maidens: CricketFormat.maidens($0.name, inn),
                                  runs: $0.runs, wickets: $0.wickets)
                })
        }
        return MatchRecord(
            sport: CricketSession.sport, sides: teams.map { RecordSide(name: $0.name, players: $0.players) },
            outcome: recordOutcome, result: result?.text, format: Self.recordFormat(rules),
            cricket: CricketRecord(ballsPerOver: perOver, innings: innings))
    }

    private var recordOutcome: RecordOutcome {
        guard phase == .finished, let result else { return .inPlay }
        if let winner = result.winner, let side = setup.teams.firstIndex(where: { $0.name == winner }) {
            return .won(side: side)
        }
        if result.drawn == true { return .drawn }
        return result.tied ? .tied : .noResult
    }

    /// The records' format of a set-up: the club formats by their shape, else by innings and
    /// overs, so "20-over" gathers every T20 whatever else its rules say.
    static func recordFormat(_ r: CricketRulesConfig) -> RecordFormat {
        if r.progress == .balls, r.ballsPerOver == 5 { return RecordFormat(key: "hundred", label: RecordMessages.formatHundred) }
        if r.skins { return RecordFormat(key: "indoor", label: RecordMessages.formatIndoor) }
        if r.oversPerPair != nil { return RecordFormat(key: "pairs", label: RecordMessages.formatPairs) }
        if r.inningsPerSide > 1 { return RecordFormat(key: "two-innings", label: RecordMessages.formatTwoInnings) }
        if r.resultMode == .winDraw { return RecordFormat(key: "win-draw", label: RecordMessages.formatWinDraw) }
        guard let overs = r.oversPerInnings ?? r.matchOvers else {
            return RecordFormat(key: "timeless", label: RecordMessages.formatTimeless)
        }
        return RecordFormat(key: "\(overs)-over", label: RecordMessages.formatOvers(overs))
    }
}
