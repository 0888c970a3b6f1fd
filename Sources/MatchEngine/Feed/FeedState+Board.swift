/// The board for what the scorer's app sent: the engine's own cricket banner, field for field
/// (the same keys, priorities and roles as `CricketBoard.build`), filled with the app's values
/// as sent. Only the overs are rewritten (`5` → `5.0`), as the engine writes them.
extension FeedState {
    public func scoreboard(link: FeedLink) -> Scoreboard {
        switch link {
        case .waiting(let name):
            return Scoreboard(layout: .idle, fields: [
                BoardField("title", FeedMessages.waitingTitle, priority: BoardPriority.essential, role: .emphasis),
                BoardField("venue", FeedMessages.pairWith(name), priority: BoardPriority.high, role: .muted),
            ])
        case .live:
            return banner() ?? Self.idle(FeedMessages.connectedTitle)
        case .disconnected(let since):
            let board = banner() ?? Self.idle(FeedMessages.waitingTitle)
            return board.withBottomLine(FeedMessages.disconnected(at: FollowMessages.clock(since)),
                                        compact: FeedMessages.disconnectedCompact, warning: true)
        }
    }

    private static func idle(_ title: String) -> Scoreboard {
        Scoreboard(layout: .idle, fields: [BoardField("title", title, priority: BoardPriority.essential, role: .emphasis)])
    }

    /// `nil` until a known field has a value: unknown codes alone put nothing on a board.
    private func banner() -> Scoreboard? {
        guard !values.isEmpty else { return nil }
        typealias P = BoardPriority
        var f: [BoardField] = []
        if let team = self[.battingTeam] { f.append(BoardField("battingTeam", team, priority: P.high, role: .emphasis)) }
        if let team = self[.fieldingTeam] {
            f.append(BoardField("bowlingTeam", CricketMessages.versus(team), priority: P.extra, role: .muted))
        }
        if let score = self[.battingScore] { f.append(BoardField("score", score, priority: P.essential, role: .emphasis)) }
        if let overs = self[.oversBowled].flatMap(Self.overs) { f.append(BoardField("overs", overs.text, priority: P.essential)) }
        if let left = self[.oversRemaining].flatMap(Self.overs) {
            f.append(BoardField("oversLimit", FeedMessages.oversLeft(left.text), priority: P.extra, role: .muted))
        }
        if let rate = self[.currentRate] { f.append(BoardField("crr", CricketMessages.crr(rate), priority: P.medium)) }
        if let target = self[.target].flatMap({ Int($0) }) {
            f.append(BoardField("target", CricketMessages.target(target), compact: CricketMessages.targetCompact(target), priority: P.essential))
        }
        if let need = needField() { f.append(need) }
        if let rate = self[.requiredRate] { f.append(BoardField("rrr", CricketMessages.rrr(rate), priority: P.high)) }
        if let score = self[.fieldingScore] {
            f.append(BoardField("previousInnings", FeedMessages.otherInnings(self[.fieldingTeam], score), priority: P.low, role: .muted))
        }
        f += batterFields()
        if let bowler = bowlerField(.bowlerName, .bowlerFigures, key: "bowler", current: true) { f.append(bowler) }
        if let other = bowlerField(.previousBowlerName, .previousBowlerFigures, key: "otherBowler", current: false) { f.append(other) }
        if let name = self[.lastWicketName] {
            let howOut = self[.lastWicketHowOut].map(FeedMessages.howOut)
            let batter = self[.lastWicketBatter]
            let score = self[.lastWicketScore]
            f.append(BoardField("lastWicket", FeedMessages.lastWicket(name, howOut: howOut, batter: batter, at: score),
                                compact: FeedMessages.lastWicketCompact(name, batter: batter, at: score), priority: P.low, role: .muted))
        }
        if let over = self[.currentOver] {
            let tokens = over.split(separator: " ").map(Self.ball)
            if !tokens.isEmpty {
                f.append(BoardField("lastBalls", tokens.map(\.text).joined(separator: " "), priority: P.medium, items: tokens))
            }
        }
        return Scoreboard(layout: .cricketBanner, fields: f)
    }

    /// "Need 56 off 108 balls" when the app sends the overs left too (six balls an over: the
    /// feed does not say otherwise), else "Need 56 runs". None once nothing is needed.
    private func needField() -> BoardField? {
        guard let need = self[.runsRequired].flatMap({ Int($0) }), need > 0 else { return nil }
        if let left = self[.oversRemaining].flatMap(Self.overs), left.balls < 6, left.overs * 6 + left.balls > 0 {
            let balls = left.overs * 6 + left.balls
            return BoardField("need", CricketMessages.need(need, balls: balls), compact: CricketMessages.needCompact(need, balls: balls),
                              priority: BoardPriority.essential, role: .notice)
        }
        return BoardField("need", CricketMessages.needRuns(need), compact: CricketMessages.needCompact(need, balls: nil),
                          priority: BoardPriority.essential, role: .notice)
    }

    /// The striker first, in `batter1`, as the engine's banner has it; the app's order otherwise.
    private func batterFields() -> [BoardField] {
        let slots: [(name: FeedCode, runs: FeedCode, balls: FeedCode, strike: FeedCode)] = [
            (.batter1Name, .batter1Runs, .batter1Balls, .batter1OnStrike),
            (.batter2Name, .batter2Runs, .batter2Balls, .batter2OnStrike),
        ]
        let ordered = self[.batter2OnStrike] == "1" && self[.batter1OnStrike] != "1" ? slots.reversed() : slots
        var fields: [BoardField] = []
        for slot in ordered {
            guard let name = self[slot.name] else { continue }
            let onStrike = self[slot.strike] == "1"
            let key = BoardKey(rawValue: "batter\(fields.count + 1)")
            fields.append(BoardField(key, FeedMessages.batter(name, onStrike: onStrike, runs: self[slot.runs], balls: self[slot.balls]),
                                     compact: FeedMessages.batterCompact(name, onStrike: onStrike, runs: self[slot.runs]),
                                     priority: BoardPriority.high, flag: onStrike))
        }
        return fields
    }

    private func bowlerField(_ name: FeedCode, _ figures: FeedCode, key: BoardKey, current: Bool) -> BoardField? {
        guard let name = self[name] else { return nil }
        let figures = self[figures]
        let text = figures.map { CricketMessages.bowlerLine(name, $0) } ?? name
        return current
            ? BoardField(key, text, compact: figures, priority: BoardPriority.medium, flag: true)
            : BoardField(key, text, compact: figures, priority: BoardPriority.low, role: .muted, flag: false)
    }

    /// `31.2` read as 31 overs and 2 balls, written back as the engine writes overs.
    private static func overs(_ text: String) -> (text: String, overs: Int, balls: Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let overs = Int(parts[0]) else { return nil }
        let balls = parts.count == 2 ? Int(parts[1]) : 0
        guard let balls else { return nil }
        return (CricketFormat.overs(overs, balls), overs, balls)
    }

    /// One ball of the over line with the engine's colour roles: a boundary, a wicket (`W`,
    /// `1W`), an extra (`wd`, `2nb`, `lb`, `b`); anything else as sent, in the plain colour.
    static func ball(_ raw: Substring) -> BoardToken {
        let text = String(raw)
        if text == "." { return BoardToken(FeedMessages.dotBall) }
        let lower = text.lowercased()
        let kind = lower.drop(while: { $0.isASCII && $0.isNumber })
        if ["wd", "nb", "lb", "b"].contains(kind) { return BoardToken(text, role: .extra) }
        if text.hasSuffix("W") || lower == "w" { return BoardToken(text, role: .wicket) }
        if text == "4" || text == "6" { return BoardToken(text, role: .boundary) }
        return BoardToken(text)
    }
}
