/// The records as tables, headings and figures in one place for every surface.
public enum RecordsTables {
    public static func batting(_ careers: [BattingCareer], limit: Int? = nil) -> RecordsTable {
        let shown = careers.filter { $0.innings > 0 }.prefix(limit ?? Int.max)
        return RecordsTable(
            title: RecordsMessages.battingTitle,
            columns: [("Player", "player", false), ("Team", "team", false), ("M", "matches", true), ("Inn", "innings", true),
                      ("NO", "notOuts", true), ("Runs", "runs", true), ("HS", "highest", true), ("Avg", "average", true),
                      ("Balls", "balls", true), ("SR", "strikeRate", true), ("50", "fifties", true), ("100", "hundreds", true),
                      ("4s", "fours", true), ("6s", "sixes", true)],
            rows: shown.map { c in
                [.link(c.player.name, to: .player(c.player)), .text(c.player.team), .int(c.matches), .int(c.innings),
                 .int(c.notOuts), .int(c.runs), .text(c.highestText), .text(c.average), .int(c.balls), .text(c.strikeRate),
                 .int(c.fifties), .int(c.hundreds), .int(c.fours), .int(c.sixes)]
            },
            empty: RecordsMessages.noBatting)
    }

    public static func bowling(_ careers: [BowlingCareer], limit: Int? = nil) -> RecordsTable {
        let shown = careers.filter { $0.balls > 0 }.prefix(limit ?? Int.max)
        return RecordsTable(
            title: RecordsMessages.bowlingTitle,
            columns: [("Player", "player", false), ("Team", "team", false), ("M", "matches", true), ("Inn", "innings", true),
                      ("Overs", "overs", true), ("Mdns", "maidens", true), ("Runs", "runs", true), ("Wkts", "wickets", true),
                      ("Best", "best", true), ("Avg", "average", true), ("Econ", "economy", true), ("SR", "strikeRate", true)],
            rows: shown.map { c in
                [.link(c.player.name, to: .player(c.player)), .text(c.player.team), .int(c.matches), .int(c.innings),
                 .text(c.overs), .int(c.maidens), .int(c.runs), .int(c.wickets), .text(c.best), .text(c.average),
                 .text(c.economy), .text(c.strikeRate)]
            },
            empty: RecordsMessages.noBowling)
    }

    public static func standings(_ standings: TeamStandings) -> RecordsTable {
        RecordsTable(
            title: RecordsMessages.standingsTitle,
            columns: [("#", "rank", true), ("Team", "team", false), ("P", "played", true), ("W", "won", true), ("L", "lost", true),
                      ("T", "tied", true), ("D", "drawn", true), ("NR", "noResult", true), ("Pts", "points", true),
                      ("NRR", "netRunRate", true)],
            rows: standings.rows.enumerated().map { i, r in
                [.int(i + 1), .text(r.team), .int(r.played), .int(r.won), .int(r.lost), .int(r.tied), .int(r.drawn),
                 .int(r.noResult), .int(r.points), .text(r.netRunRate)]
            },
            empty: RecordsMessages.noResults)
    }

    public static func headToHead(_ rows: [HeadToHead], title: String = RecordsMessages.headToHeadTitle) -> RecordsTable {
        RecordsTable(
            title: title,
            columns: [("Side", "first", false), ("Opponent", "second", false), ("P", "played", true), ("Won", "firstWon", true),
                      ("Lost", "secondWon", true), ("Other", "other", true), ("Last", "lastMatch", false)],
            rows: rows.map { h in
                [.text(h.first), .text(h.second), .int(h.played), .int(h.firstWon), .int(h.secondWon), .int(h.other),
                 h.matchIds.first.map { .link(h.lastDate ?? $0, to: .match($0)) } ?? .text(RecordsMessages.noFigure)]
            },
            empty: RecordsMessages.noResults)
    }

    public static func badmintonPlayers(_ analytics: BadmintonAnalytics) -> RecordsTable {
        RecordsTable(
            title: RecordsMessages.badmintonTitle,
            columns: [("Player", "player", false), ("P", "played", true), ("W", "won", true), ("L", "lost", true),
                      ("Win rate", "winRate", true), ("Trend", "trend", false)],
            rows: analytics.players.map { p in
                [.link(p.player, to: .badmintonPlayer(p.player)), .int(p.overall.played), .int(p.overall.won),
                 .int(p.overall.lost), .text(p.overall.rate), .text(trend(p))]
            },
            empty: RecordsMessages.noBadminton)
    }

    /// The month-by-month rates to date, "2026-01 50% → 2026-02 60%", once there is enough data.
    static func trend(_ p: BadmintonPlayerStats) -> String {
        let shown = p.months.filter { $0.toDate.enoughData }
        return shown.isEmpty ? RecordsMessages.notEnoughData : shown.map { "\($0.month) \($0.toDate.rate)" }.joined(separator: " → ")
    }

    public static func partners(_ p: BadmintonPlayerStats) -> RecordsTable {
        named(p.partners, title: RecordsMessages.partnersTitle(p.player), heading: "Partner", empty: RecordsMessages.noDoubles)
    }

    public static func opponents(_ p: BadmintonPlayerStats) -> RecordsTable {
        named(p.opponents, title: RecordsMessages.opponentsTitle(p.player), heading: "Opponent", empty: RecordsMessages.noResults)
    }

    public static func months(_ p: BadmintonPlayerStats) -> RecordsTable {
        RecordsTable(
            title: RecordsMessages.monthsTitle(p.player),
            columns: [("Month", "month", false), ("P", "played", true), ("W", "won", true), ("Win rate to date", "winRateToDate", true)],
            rows: p.months.map { [.text($0.month), .int($0.inMonth.played), .int($0.inMonth.won), .text($0.toDate.rate)] },
            empty: RecordsMessages.noResults)
    }

    private static func named(_ rows: [NamedRecord], title: String, heading: String, empty: String) -> RecordsTable {
        RecordsTable(
            title: title,
            columns: [(heading, "name", false), ("P", "played", true), ("W", "won", true), ("L", "lost", true), ("Win rate", "winRate", true)],
            // Per partner or opponent the rate is left blank below the threshold: the player's own
            // line already says there is not enough data, and the counts are the facts.
            rows: rows.map { [.text($0.name), .int($0.record.played), .int($0.record.won), .int($0.record.lost),
                              .text($0.record.enoughData ? $0.record.rate : RecordsMessages.noFigure)] },
            empty: empty)
    }

    /// Newest first: date, title, result or live score.
    public static func results(_ matches: [ArchivedMatch]) -> RecordsTable {
        RecordsTable(
            title: RecordsMessages.resultsTitle,
            columns: [("Date", "date", false), ("Match", "title", false), ("Format", "format", false), ("Result", "result", false)],
            rows: matches.sorted { ($0.date, $0.number) > ($1.date, $1.number) }.map { m in
                [.text(m.date), .link(m.title, to: .match(m.matchId)), .text(m.record.format.label), .text(m.resultOrScore)]
            },
            empty: RecordsMessages.noMatches)
    }
}
