/// Builds the cricket pages between balls (docs/pages.md) from the scorecard of the innings in
/// play, or of the last innings between innings and after the result. Pure: the same state
/// gives the same pages. Every column's fields share one priority, so a smaller screen drops
/// whole columns (strike rate first, then 4s and 6s, then how out), never single cells.
public enum CricketPages {
    typealias P = BoardPriority
    typealias M = CricketMessages

    /// The most rows each table sends: as many as the renderer's templates draw
    /// (Sources/Renderer/ScorecardLayouts.swift), so no row is ever cut off unseen. A side of
    /// up to 30, last man stands and the pairs and indoor formats can have more; which rows
    /// stay is chosen here (`lastRows`), where the match is known.
    public static let battingRows = 11
    public static let bowlingRows = 11
    public static let fallOfWicketsRows = 10

    /// The page, or `nil` when cricket has no such page or it has nothing to say now.
    /// `.main` is the live board, which the session builds itself.
    public static func build(_ page: BoardPage, _ s: CricketState) -> Scoreboard? {
        guard let raw = s.innings.last, let inn = CricketScorecard.build(s).innings.last else { return nil }
        switch page {
        case .batting: return batting(inn, raw, s)
        case .bowling: return bowling(inn, raw, s)
        case .fallOfWickets: return fallOfWickets(inn)
        case .partnership: return partnership(inn, raw, s)
        case .target: return target(raw, s)
        case .main, .sponsor, .gameSummary: return nil
        }
    }

    /// Where the match is for the page cycle: a bowler chosen for a new over is not yet a
    /// ball in play, so the cards keep cycling until the over's first delivery.
    public static func phase(_ s: CricketState) -> PagePhase {
        switch s.phase {
        case .finished: return .finished
        case .awaitingOpeners, .awaitingResult: return .atBreak
        case .inPlay:
            guard let inn = s.current else { return .atBreak }
            let overOpen = inn.ballsInOver > 0 || !inn.currentOver.bowlers.isEmpty
            if overOpen { return .inPlay }
            return inn.completedOvers == 0 ? .atBreak : .betweenOvers
        }
    }

    /// "Mumbai Indians batting" with one innings a side; the card's own title ("Australia 2nd
    /// innings", a super over, a follow-on) otherwise.
    static func battingTitle(_ inn: ScorecardInnings, _ raw: Innings, _ s: CricketState) -> String {
        s.rules.inningsPerSide == 1 && raw.kind == .regular ? M.battingTitle(inn.battingTeam) : inn.title
    }

    static func batting(_ inn: ScorecardInnings, _ raw: Innings, _ s: CricketState) -> Scoreboard {
        var f = [
            BoardField("title", battingTitle(inn, raw, s), priority: P.essential, role: .emphasis),
            BoardField("total", inn.total.text, priority: P.essential, role: .emphasis),
        ]
        let columns: [(key: String, head: String?, priority: Int)] = [
            ("name", nil, P.essential), ("howOut", nil, P.medium), ("runs", M.headRuns, P.essential),
            ("balls", M.headBalls, P.high), ("fours", M.headFours, P.low), ("sixes", M.headSixes, P.low),
            ("sr", M.headStrikeRate, P.extra),
        ]
        for column in columns {
            guard let head = column.head else { continue }
            f.append(BoardField(BoardKey(rawValue: "head.\(column.key)"), head, priority: column.priority, role: .muted))
        }
        // The batters still in: those at the crease while the innings is in play (in pairs the
        // pairs gone out are not out too), the not-out ones after it.
        let live = s.phase == .inPlay
        let crease = Set([s.striker, s.nonStriker].compactMap { $0 })
        let rows = lastRows(inn.batting, limit: battingRows) { live ? crease.contains($0.name) : $0.notOut }
        for (n, b) in rows.enumerated() {
            let values = [b.name, b.howOut, "\(b.runs)", "\(b.balls)", "\(b.fours)", "\(b.sixes)", b.strikeRate ?? M.noFigure]
            for (column, text) in zip(columns, values) {
                let name = column.key == "name"
                f.append(BoardField(
                    BoardKey(rawValue: "bat.\(n + 1).\(column.key)"), text, priority: column.priority,
                    role: name && b.notOut ? .emphasis : column.key == "howOut" ? .muted : .normal,
                    flag: name ? b.notOut : nil))
            }
        }
        if let waiting = inn.notBatted {
            f.append(BoardField("notBatted", M.namesLine(waiting.label, waiting.names), priority: P.low, role: .muted))
        }
        f.append(BoardField("extras", M.extrasLine(inn.extras.total, detail: inn.extras.detail), priority: P.medium, role: .muted))
        return Scoreboard(layout: .cricketBatting, fields: f)
    }

    static func bowling(_ inn: ScorecardInnings, _ raw: Innings, _ s: CricketState) -> Scoreboard {
        let fielding = s.setup.teams[1 - raw.battingTeam].name
        var f = [
            BoardField("title", M.bowlingTitle(fielding), priority: P.essential, role: .emphasis),
            BoardField("total", inn.total.text, priority: P.essential, role: .emphasis),
        ]
        let columns: [(key: String, head: String?, priority: Int)] = [
            ("name", nil, P.essential), ("overs", M.headOvers, P.essential), ("maidens", M.headMaidens, P.medium),
            ("runs", M.headRuns, P.essential), ("wickets", M.headWickets, P.essential), ("econ", M.headEconomy, P.medium),
            ("wides", M.headWides, P.low), ("noBalls", M.headNoBalls, P.low),
        ]
        for column in columns {
            guard let head = column.head else { continue }
            f.append(BoardField(BoardKey(rawValue: "head.\(column.key)"), head, priority: column.priority, role: .muted))
        }
        let bowlingNow = CricketBoard.bowlingNow(s)
        // The bowler on (or named for the next over) and the bowlers of the last over keep
        // their rows: they are the ones the crowd is watching.
        var on = Set((raw.overLog.last?.bowlers ?? []) + raw.currentOver.bowlers)
        if s.phase == .inPlay, let bowler = s.bowler { on.insert(bowler) }
        let rows = lastRows(inn.bowling, limit: bowlingRows) { on.contains($0.name) }
        for (n, b) in rows.enumerated() {
            let values = [b.name, b.overs, "\(b.maidens)", "\(b.runs)", "\(b.wickets)", b.economy ?? M.noFigure, "\(b.wides)", "\(b.noBalls)"]
            for (column, text) in zip(columns, values) {
                let name = column.key == "name"
                let now = b.name == bowlingNow
                f.append(BoardField(
                    BoardKey(rawValue: "bowl.\(n + 1).\(column.key)"), text, priority: column.priority,
                    role: name && now ? .emphasis : .normal, flag: name ? now : nil))
            }
        }
        return Scoreboard(layout: .cricketBowling, fields: f)
    }

    /// At most `limit` of `rows`, in their order: every row `keep` asks for (the latest of
    /// them if even those are too many), then the latest of the others, so the newest rows
    /// show and the oldest give way.
    static func lastRows<Row>(_ rows: [Row], limit: Int, keep: (Row) -> Bool) -> [Row] {
        guard rows.count > limit else { return rows }
        var chosen = Set(rows.indices.filter { keep(rows[$0]) }.suffix(limit))
        for i in rows.indices.reversed() where chosen.count < limit { chosen.insert(i) }
        return rows.indices.filter(chosen.contains).map { rows[$0] }
    }
}
