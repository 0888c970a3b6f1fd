/// Spreadsheet rows for a badminton match: one per rally (a red-card point included), who
/// served it from which court, who won it and the score after; and a summary row. A match
/// logged by its game scores has no rally rows: its games are in the summary, `logged` yes.
enum BadmintonExport {
    static let eventHeader = [
        "matchId", "game", "rally", "server", "serverPlayer", "serviceCourt", "winner", "byFault", "scoreA", "scoreB", "at",
    ]
    static let summaryHeader = ["matchId", "sides", "format", "games", "result", "winner", "logged"]

    static func tables(_ history: MatchHistory<BadmintonRules>) -> ExportTables? {
        guard history.baseCount == 0 else { return nil }
        guard var state = try? BadmintonRules.start(history.setup) else { return nil }
        let matchId = history.setup.matchId
        var rows: [[String]] = []
        for action in history.actions {
            let before = state
            guard let next = try? BadmintonRules.apply(action, to: state) else { return nil }
            state = next
            let winner: BadmintonSide
            var byFault = false
            switch action.kind {
            case .point(let side): winner = side
            case .fault(let side, _):
                winner = side.other
                byFault = true
            default: continue
            }
            let game = before.game
            // With automatic advance a game-winning point closes the game: its score is there.
            let played = state.game.number == game.number ? state.game : state.closedGames.last { $0.number == game.number }
            guard let played else { continue }
            rows.append([
                matchId, "\(game.number)", "\(played.points.count)", game.serving.rawValue, before.player(game.serving, game.server),
                game.serviceCourt.rawValue, winner.rawValue, byFault ? "yes" : "no",
                "\(played.score[.a])", "\(played.score[.b])", action.at?.text ?? "",
            ])
        }
        let games = state.wonGames.map { "\($0.score[.a])-\($0.score[.b])" }.joined(separator: ", ")
        let summary = [[
            matchId, "\(state.name(.a)) v \(state.name(.b))", history.setup.format.name, games,
            state.result.map { BadmintonBoard.resultText(state, $0) } ?? "",
            state.result.map { state.name($0.winner) } ?? "", state.logged ? "yes" : "no",
        ]]
        return ExportTables(
            events: ExportTable(header: eventHeader, rows: rows),
            summary: ExportTable(header: summaryHeader, rows: summary))
    }
}
