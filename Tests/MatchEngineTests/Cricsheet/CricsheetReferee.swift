/// Scorecard figures computed straight from the Cricsheet data by the data README's
/// "Scoring conventions", independently of the engine, so the engine can be checked against them.
struct RefereeInnings: Equatable {
    struct BatterFigures: Equatable {
        var runs = 0
        var balls = 0
    }

    struct BowlerFigures: Equatable {
        var runs = 0
        var wickets = 0
        var legalBalls = 0
    }

    struct ExtrasFigures: Equatable {
        var wides = 0
        var noBalls = 0
        var byes = 0
        var legByes = 0
        var penalty = 0
    }

    /// Rule 5: the dismissals the Laws credit to the bowler.
    static let bowlerCredited: Set<String> = ["bowled", "caught", "caught and bowled", "lbw", "stumped", "hit wicket"]

    var runs = 0
    var wickets = 0
    var legalBalls = 0
    var extras = ExtrasFigures()
    var batters: [String: BatterFigures] = [:]
    var bowlers: [String: BowlerFigures] = [:]
    /// Problems in the data itself (a total that is not the sum of its parts).
    var dataErrors: [String] = []
    /// What one no-ball is worth (2 in the Hundred): `noballs` above it are byes folded in.
    var noBallRuns = 1

    init(noBallRuns: Int = 1) { self.noBallRuns = noBallRuns }

    /// Who the Laws put on strike for `next`, from the data alone: batters cross once per run
    /// completed (Law 18; the wide penalty and boundaries are not run) and change ends at the
    /// end of an over, or of every `oversPerEnd`-th over (every second set in the Hundred: the
    /// data's 0-based over number + 1 is the overs completed). `nil` when the pair at the
    /// crease changed in between.
    static func lawsStriker(
        after previous: (over: Int, ball: Ball), next: (over: Int, ball: Ball), oversPerEnd: Int = 1,
        noBallRuns: Int = 1
    ) -> String? {
        let before: Set = [previous.ball.batter, previous.ball.nonStriker]
        guard before == [next.ball.batter, next.ball.nonStriker] else { return nil }
        let e = previous.ball.extras
        var byes = (e?.byes ?? 0) + (e?.legbyes ?? 0)
        let noBalls = e?.noballs ?? 0
        if noBalls > noBallRuns && byes == 0 { byes = noBalls - noBallRuns }
        let run = previous.ball.runs.batter + byes + max(0, (e?.wides ?? 0) - 1)
        let endsChange = previous.over != next.over && (previous.over + 1) % oversPerEnd == 0
        let crossings = run + (endsChange ? 1 : 0)
        return crossings % 2 == 0 ? previous.ball.batter : previous.ball.nonStriker
    }

    /// Penalty runs awarded before the innings' first ball or after its last (Cricsheet
    /// `penalty_runs.pre`, `.post`).
    mutating func recordPenalty(_ runs: Int) {
        self.runs += runs
        extras.penalty += runs
    }

    mutating func record(_ ball: Ball) {
        let e = ball.extras
        let wides = e?.wides ?? 0
        var noBalls = e?.noballs ?? 0
        var byes = e?.byes ?? 0
        let legByes = e?.legbyes ?? 0
        let penalty = e?.penalty ?? 0
        // Rule 4: byes folded into `noballs` (2 to 5, no byes key) are one no-ball plus byes.
        if noBalls > noBallRuns && byes == 0 && legByes == 0 {
            byes = noBalls - noBallRuns
            noBalls = noBallRuns
        }
        if ball.runs.total != ball.runs.batter + wides + noBalls + byes + legByes + penalty {
            dataErrors.append("runs.total \(ball.runs.total) is not the sum of its parts")
        }

        // Rule 2: the total includes every run, penalties too.
        runs += ball.runs.total
        extras.wides += wides
        extras.noBalls += noBalls
        extras.byes += byes
        extras.legByes += legByes
        extras.penalty += penalty

        // Rule 1: wides and no-balls are not legal balls.
        let legal = wides == 0 && noBalls == 0
        if legal { legalBalls += 1 }

        // Rule 6: balls faced count no-balls but not wides; extras are never the batter's.
        batters[ball.batter, default: BatterFigures()].runs += ball.runs.batter
        if wides == 0 { batters[ball.batter, default: BatterFigures()].balls += 1 }
        if batters[ball.nonStriker] == nil { batters[ball.nonStriker] = BatterFigures() }

        // Rule 4: byes, leg-byes and penalties are not charged to the bowler.
        bowlers[ball.bowler, default: BowlerFigures()].runs += ball.runs.batter + wides + noBalls
        if legal { bowlers[ball.bowler, default: BowlerFigures()].legalBalls += 1 }

        for w in ball.allWickets {
            // Rule 2: a retired-hurt batter is not out; every other kind is a team wicket.
            if w.kind != "retired hurt" && w.kind != "retired not out" { wickets += 1 }
            if Self.bowlerCredited.contains(w.kind) { bowlers[ball.bowler, default: BowlerFigures()].wickets += 1 }
            // A batter timed out never reaches the crease but is on the card.
            if batters[w.playerOut] == nil { batters[w.playerOut] = BatterFigures() }
        }
    }
}
