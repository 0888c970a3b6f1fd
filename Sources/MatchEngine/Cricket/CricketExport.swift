/// Spreadsheet rows for a cricket match: one per ball (wides and no-balls included), and a
/// summary. Built by re-folding the actions, so each row shows who faced and the score after.
enum CricketExport {
    static let eventHeader = [
        "matchId", "innings", "battingTeam", "superOver", "over", "bowler", "striker", "nonStriker",
        "bat", "wides", "noBalls", "byes", "legByes", "penalty", "wicket", "playerOut", "fielder",
        "teamRuns", "teamWickets",
    ]
    static let summaryHeader = ["matchId", "teams", "battingFirst", "innings", "result", "winner"]

    static func tables(_ history: MatchHistory<CricketRules>) -> ExportTables? {
        guard history.baseCount == 0 else { return nil }
        let setup = history.setup
        var state = CricketState(setup: setup)
        var rows: [[String]] = []
        // The batting side of each row, so a later fix reaches only that side's names.
        var rowTeams: [Int] = []
        for action in history.actions {
            let before = state
            guard let next = try? CricketRules.apply(action, to: state) else { return nil }
            state = next
            switch action {
            case .renamePlayer(let from, let to, let team):
                let side = team.flatMap { CricketRules.team(named: $0, in: setup.teams) }
                    ?? (CricketRules.playerNames(before, team: 0).contains(from) ? 0 : 1)
                rename(&rows, rowTeams, from: from, to: to, team: side)
                continue
            case .amendWicket(let batter, let kind, let fielder):
                amend(&rows, batter: batter, kind: kind, fielder: fielder)
                continue
            default:
                break
            }
            guard case .delivery(let ball) = action, let inn = state.innings.last else {
                // Runs awarded between balls (Law 41 penalties, the house rules' runs, P5 and
                // P10) get a row of their own, so each innings' run columns add up to its total.
                for (i, runs) in awardedBetweenBalls(before: before, after: state) {
                    rowTeams.append(state.innings[i].battingTeam)
                    rows.append(awardRow(setup, state, innings: i, runs: runs))
                }
                continue
            }
            rowTeams.append(inn.battingTeam)
            let overs = CricketFormat.overs(inn.completedOvers, inn.ballsInOver)
            rows.append([
                setup.matchId, "\(state.innings.count)", setup.teams[inn.battingTeam].name,
                inn.kind == .superOver ? "yes" : "no", overs, before.bowler ?? "", before.striker ?? "",
                before.nonStriker ?? "", "\(ball.bat)", "\(ball.wides)", "\(ball.noBalls)", "\(ball.byes)",
                "\(ball.legByes)", "\(ball.penalty)", ball.wicket?.kind.rawValue ?? "",
                ball.wicket.map { $0.playerOut ?? before.striker ?? "" } ?? "", ball.wicket?.fielder ?? "",
                "\(inn.runs)", "\(inn.wickets)",
            ])
        }
        let teams = setup.teams
        let innings = state.innings.map { inn in
            let score = CricketFormat.score(runs: inn.runs, wickets: inn.wickets, setup.rules.scoreFormat)
            return CricketMessages.inningsSummary(teams[inn.battingTeam].short, score, CricketFormat.overs(inn.completedOvers, inn.ballsInOver))
        }.joined(separator: "; ")
        let summary = [[
            setup.matchId, "\(teams[0].name) v \(teams[1].name)", teams[setup.battingFirst].name, innings,
            state.result?.text ?? "", state.result?.winner ?? "",
        ]]
        return ExportTables(
            events: ExportTable(header: eventHeader, rows: rows),
            summary: ExportTable(header: summaryHeader, rows: summary))
    }

    /// Each innings whose runs an action other than a ball changed, with the change. An innings
    /// the action started counts the penalty runs it began with (won while fielding, Law 41.17).
    private static func awardedBetweenBalls(before: CricketState, after: CricketState) -> [(Int, Int)] {
        after.innings.indices.compactMap { i in
            let runs = i < before.innings.count
                ? after.innings[i].runs - before.innings[i].runs
                : after.innings[i].extras.penalty
            return runs == 0 ? nil : (i, runs)
        }
    }

    /// A row for runs awarded between balls: no bowler or batters, the runs in `penalty`.
    private static func awardRow(_ setup: CricketSetup, _ state: CricketState, innings i: Int, runs: Int) -> [String] {
        let inn = state.innings[i]
        return [
            setup.matchId, "\(i + 1)", setup.teams[inn.battingTeam].name, inn.kind == .superOver ? "yes" : "no",
            CricketFormat.overs(inn.completedOvers, inn.ballsInOver), "", "", "", "0", "0", "0", "0", "0", "\(runs)",
            "", "", "", "\(inn.runs)", "\(inn.wickets)",
        ]
    }

    private enum Column {
        static let bowler = 5, striker = 6, nonStriker = 7, wicket = 14, playerOut = 15, fielder = 16
    }

    /// Names filled in later reach the rows already written, on the renamed player's side only
    /// (placeholders repeat across sides; a later player may reuse the old name).
    private static func rename(_ rows: inout [[String]], _ rowTeams: [Int], from: String, to: String, team: Int) {
        for i in rows.indices {
            let columns = rowTeams[i] == team
                ? [Column.striker, Column.nonStriker, Column.playerOut]
                : [Column.bowler, Column.fielder]
            for c in columns where rows[i][c] == from { rows[i][c] = to }
        }
    }

    /// A dismissal filled in or corrected later shows on the ball it fell on (the latest one,
    /// as the engine amends the latest).
    private static func amend(_ rows: inout [[String]], batter: String, kind: DismissalKind, fielder: String?) {
        guard let i = rows.lastIndex(where: { $0[Column.playerOut] == batter && !$0[Column.wicket].isEmpty }) else { return }
        rows[i][Column.wicket] = kind.rawValue
        let old = rows[i][Column.fielder]
        rows[i][Column.fielder] = CricketRules.amendedFielder(kind, fielder, old: old.isEmpty ? nil : old) ?? ""
    }
}
