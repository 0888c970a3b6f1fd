import MatchEngine

/// Full-size page boards for the bench, with the keys of docs/pages.md: eleven batters and
/// eleven bowlers (the most a card draws), so a page change is timed at its heaviest.
enum PageBoards {
    static let batting: Scoreboard = {
        var fields = [BoardField("title", "Royal Challengers Bangalore batting", priority: 1, role: .emphasis),
                      BoardField("total", "243/10 (19.5 ov)", priority: 1, role: .emphasis)]
        for (key, text) in [("runs", "R"), ("balls", "B"), ("fours", "4s"), ("sixes", "6s"), ("sr", "SR")] {
            fields.append(BoardField(BoardKey(rawValue: "head.\(key)"), text, priority: 2, role: .muted))
        }
        for n in 1...11 {
            fields += [
                BoardField(BoardKey(rawValue: "bat.\(n).name"), "Batter Number \(n)", priority: 2, flag: n == 11),
                BoardField(BoardKey(rawValue: "bat.\(n).howOut"), n == 11 ? "not out" : "c Fielder \(n) b Bowler \(n % 5 + 1)", priority: 3, role: .muted),
                BoardField(BoardKey(rawValue: "bat.\(n).runs"), "\(10 + n * 3)", priority: 2, role: .emphasis),
                BoardField(BoardKey(rawValue: "bat.\(n).balls"), "\(8 + n)", priority: 2),
                BoardField(BoardKey(rawValue: "bat.\(n).fours"), "\(n % 4)", priority: 4),
                BoardField(BoardKey(rawValue: "bat.\(n).sixes"), "\(n % 3)", priority: 4),
                BoardField(BoardKey(rawValue: "bat.\(n).sr"), "1\(n % 10)5.00", priority: 4),
            ]
        }
        fields.append(BoardField("extras", "Extras 12 (b 1, lb 4, w 6, nb 1)", priority: 3, role: .muted))
        return Scoreboard(layout: .cricketBatting, fields: fields)
    }()

    static let bowling: Scoreboard = {
        var fields = [BoardField("title", "Mumbai Indians bowling", priority: 1, role: .emphasis)]
        for (key, text) in [("overs", "O"), ("maidens", "M"), ("runs", "R"), ("wickets", "W"), ("econ", "Econ"), ("wides", "wd"), ("noBalls", "nb")] {
            fields.append(BoardField(BoardKey(rawValue: "head.\(key)"), text, priority: 2, role: .muted))
        }
        for n in 1...11 {
            for (key, text) in [("name", "Bowler Number \(n)"), ("overs", "2"), ("maidens", "0"), ("runs", "\(10 + n)"), ("wickets", "\(n % 3)"),
                                ("econ", "\(5 + n).50"), ("wides", "\(n % 2)"), ("noBalls", "0")] {
                fields.append(BoardField(BoardKey(rawValue: "bowl.\(n).\(key)"), text, priority: 2, flag: key == "name" ? n == 3 : nil))
            }
        }
        return Scoreboard(layout: .cricketBowling, fields: fields)
    }()

    static let fallOfWickets: Scoreboard = {
        var fields = [BoardField("title", "Fall of wickets", priority: 1, role: .emphasis),
                      BoardField("total", "243/10 (19.5 ov)", priority: 1, role: .emphasis)]
        for n in 1...10 {
            fields += [
                BoardField(BoardKey(rawValue: "fow.\(n).score"), "\(n)-\(n * 24)", priority: 2, role: .emphasis),
                BoardField(BoardKey(rawValue: "fow.\(n).batter"), "Batter Number \(n)", priority: 2),
                BoardField(BoardKey(rawValue: "fow.\(n).overs"), "\(n * 2).\(n % 6) ov", priority: 3, role: .muted),
            ]
        }
        return Scoreboard(layout: .cricketFallOfWickets, fields: fields)
    }()

    static let partnership = Scoreboard(layout: .cricketPartnership, fields: [
        BoardField("title", "7th wicket partnership", priority: 1, role: .emphasis),
        BoardField("runs", "54", priority: 1, role: .emphasis), BoardField("balls", "off 27 balls", priority: 1),
        BoardField("batter1", "M. S. Dhoni 38 (17)", priority: 2), BoardField("batter2", "R. Jadeja 16 (10)", priority: 2),
        BoardField("best", "Best: 2nd wkt 71 (44)", priority: 3, role: .muted),
        BoardField("total", "Chennai Super Kings 187/6 (18.4 ov)", priority: 3, role: .muted),
    ])

    static let target = Scoreboard(layout: .cricketTarget, fields: [
        BoardField("title", "Chennai Super Kings need", priority: 1, role: .emphasis),
        BoardField("need", "14", priority: 1, role: .notice), BoardField("needLine", "off 8 balls", priority: 1),
        BoardField("target", "Target 201", priority: 2), BoardField("rrr", "RRR 10.50", priority: 2), BoardField("crr", "CRR 10.02", priority: 3),
    ])
}
