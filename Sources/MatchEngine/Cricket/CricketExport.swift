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
        for action in history.actions {
            let before = state
            guard let next = try? CricketRules.apply(action, to: state) else { return nil }
            state = next
            guard case .delivery(let ball) = action, let inn = state.innings.last else { continue }
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
}
