/// The stream overlay's score bug: the live board cut down to two lines and a detail
/// (docs/mqtt.md). Like the hall overview it carries the board's own strings over by key.
public enum BoardSummary {
    public static func bug(_ live: Scoreboard) -> Scoreboard {
        typealias P = BoardPriority
        var f: [BoardField] = []
        func add(_ key: BoardKey, _ field: BoardField?, role: BoardRole = .normal, flag: Bool? = nil) {
            guard let field, !field.text.isEmpty else { return }
            f.append(BoardField(key, field.text, compact: field.compact, priority: P.essential, role: role, flag: flag))
        }
        var detail: [String] = []
        if let left = live["leftName"] {
            let finished = live.layout == .result
            add("nameA", left, flag: !finished && left.flag == true)
            add("scoreA", finished ? live["leftGames"] : live["leftPoints"], role: .emphasis)
            if let right = live["rightName"] { add("nameB", right, flag: !finished && right.flag == true) }
            add("scoreB", finished ? live["rightGames"] : live["rightPoints"], role: .emphasis)
            // Games won beside the points while the match is on; at the end they are the score.
            if !finished {
                add("gamesA", live["leftGames"])
                add("gamesB", live["rightGames"])
            }
            if let note = firstText(live, ["status", "paused", "gamePoint", "interval", "gameResult", "changeEnds", "game"]) {
                detail.append(note)
            }
        } else if let batting = live["battingTeam"] {
            add("nameA", batting, flag: live.layout == .cricketBanner)
            add("scoreA", live["score"], role: .emphasis)
            add("nameB", live["bowlingTeam"], role: .muted)
            if let overs = live["overs"]?.text, live.layout != .result { detail.append(FollowMessages.overs(overs)) }
            if let note = firstText(live, ["status", "need"]) { detail.append(note) }
        } else {
            // Idle (or anything else): the title and what comes next.
            add("nameA", live["title"])
            if let note = firstText(live, ["next", "status", "venue"]) { detail.append(note) }
        }
        if !detail.isEmpty {
            let role: BoardRole = live["status"] != nil ? .result : .muted
            f.append(BoardField("detail", FollowMessages.joined(detail), priority: P.essential, role: role))
        }
        return Scoreboard(layout: .scoreBug, fields: f)
    }

    private static func firstText(_ board: Scoreboard, _ keys: [BoardKey]) -> String? {
        keys.lazy.compactMap { board[$0]?.text }.first { !$0.isEmpty }
    }
}
