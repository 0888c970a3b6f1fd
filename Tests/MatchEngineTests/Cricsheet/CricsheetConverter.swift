import Foundation
@testable import MatchEngine

/// What a scorer would have keyed into Scoreline for one Cricsheet match: the `newMatch`
/// line and the actions, each delivery tagged with where it is in the data.
struct CricsheetConversion {
    struct Step {
        let action: CricketAction
        /// Set on `delivery` steps only.
        let ball: BallRef?
    }

    /// A delivery's place, in the data README's notation (innings and ball 1-based, over 0-based).
    struct BallRef: Equatable, CustomStringConvertible {
        let innings: Int
        /// Position in the innings' flattened deliveries.
        let index: Int
        let over: Int
        let ball: Int

        var description: String { "inns \(innings + 1) over \(over) ball \(ball)" }
    }

    let newMatch: [String: Any]
    let steps: [Step]
    /// Decisions the data forced on the converter beyond the README's rules, for the report.
    let notes: [String]
}

struct ConversionError: Error, CustomStringConvertible {
    let description: String
}

/// Converts a Cricsheet match to actions using only the data and the Laws, never the engine's
/// state: what the engine makes of them is what the test checks.
///
/// The scorer follows the umpire, so the over structure comes from the data's over numbers
/// (a 7-ball over is `continueOver`, a 5-ball one `endOver`), not from counting to six.
enum CricsheetConverter {
    static let playersPerSide = 11

    static func convert(_ match: CricsheetMatch, matchId: String) throws -> CricsheetConversion {
        var builder = Builder(match: match)
        try builder.run()
        return CricsheetConversion(newMatch: newMatch(match, matchId: matchId), steps: builder.steps, notes: builder.notes)
    }

    static func newMatch(_ match: CricsheetMatch, matchId: String) -> [String: Any] {
        let info = match.info
        let teams: [[String: Any]] = info.teams.map { ["name": $0, "players": info.players?[$0] ?? []] }
        var rules: [String: Any] = [
            "ballsPerOver": info.ballsPerOver ?? 6,
            "playersPerSide": playersPerSide,
            "freeHit": freeHit(match),
        ]
        // The Hundred's sets of five: two running for a bowler, ends every second set, a
        // 2-run no-ball. The data gives the set length and the innings; the format the rest.
        let conditions = match.conditions
        if conditions.hundred { rules["format"] = "hundred" }
        if conditions.twoRunNoBall { rules["noBallRuns"] = 2 }
        if let overs = info.overs { rules["oversPerInnings"] = overs }
        // Two innings a side: follow-on, innings victories and draws (the engine's default
        // `followOnLead` of 200 is Law 14.1.1's for a match of five days or more).
        if match.inningsPerSide == 2 { rules["inningsPerSide"] = 2 }
        return [
            "type": "newMatch", "sport": "cricket", "matchId": matchId, "schemaVersion": 1,
            "teams": teams, "rules": rules, "battingFirst": match.innings.first?.team ?? info.teams[0],
        ]
    }

    /// Whether every no-ball gives a free hit, as far as the data lets the engine assume it.
    /// Not in the Hundred: in Cricsheet's 187 Hundred matches (2021–2023) 4 batters are bowled
    /// or caught on the ball after a no-ball (1299151, 1299163, 1299187, 1355634.json), so not
    /// every no-ball there gave one, and the data does not say which kind a no-ball was.
    /// Not in Tests either: the free hit is a limited-overs playing condition only.
    static func freeHit(_ match: CricsheetMatch) -> Bool {
        !match.conditions.hundred && match.inningsPerSide == 1 && freeHitOnEveryNoBall(match.info.dates.first ?? "")
    }

    /// Until the ICC's 2015 playing conditions (internationals from July 2015, the IPL from
    /// 2016) only a front-foot no-ball gave a free hit. The data does not say which kind a
    /// no-ball was, so for older matches the engine must not assume one (a batter caught after
    /// a high no-ball was out). October 2015 is after the change everywhere.
    static func freeHitOnEveryNoBall(_ date: String) -> Bool { date >= "2015-10-01" }

    /// The chasing side won "by runs" under D/L: the data's target is the par score at the
    /// stop (plus one), not a target in force during play, which the chase may have passed.
    static func targetIsParOnly(_ inn: CricsheetInnings, _ o: CricsheetMatch.Outcome) -> Bool {
        o.isDuckworthLewis && o.by?.runs != nil && o.winner == inn.team
    }

    /// A Cricsheet ball as the scorer records it.
    static func delivery(_ ball: Ball, noBallRuns: Int = 1) throws -> Delivery {
        let e = ball.extras
        var d = Delivery(
            bat: ball.runs.batter, wides: e?.wides ?? 0, noBalls: e?.noballs ?? 0, byes: e?.byes ?? 0,
            legByes: e?.legbyes ?? 0, penalty: e?.penalty ?? 0)
        // Data README rule 4: byes folded into `noballs` are one no-ball plus byes (above the
        // no-ball's worth: 1, or 2 in the Hundred).
        if d.noBalls > noBallRuns && d.byes == 0 && d.legByes == 0 {
            d.byes = d.noBalls - noBallRuns
            d.noBalls = noBallRuns
        }
        if ball.runs.nonBoundary == true { d.boundary = false }
        let dismissals = ball.allWickets.filter { !$0.isRetirement && !$0.isTimedOut }
        guard dismissals.count <= 1 else {
            throw ConversionError(description: "two dismissals on one ball: \(dismissals.map(\.playerOut))")
        }
        if let w = dismissals.first {
            guard let kind = DismissalKind(loose: w.kind) else {
                throw ConversionError(description: "unknown dismissal kind \(w.kind)")
            }
            d.wicket = WicketEvent(kind: kind, playerOut: w.playerOut, fielder: w.fielders?.first?.name)
        }
        return d
    }
}

/// Walks the innings in order and emits actions.
private struct Builder {
    let match: CricsheetMatch
    var steps: [CricsheetConversion.Step] = []
    var notes: [String] = []
    /// Runs of each data innings, for the default target.
    private var totals: [Int] = []
    private var superInnings = 0
    private var chaseStoppedByScorer = false
    /// Penalty runs awarded after an innings ended (`penalty_runs.post`), waiting for the next
    /// innings in which that side fields: the engine adds penalties to the fielding side's
    /// latest completed innings (Law 41.17).
    private var postPenalty: (runs: Int, team: String)?

    /// Worked out once: it reads every ball.
    private let conditions: CricsheetConditions

    init(match: CricsheetMatch) {
        self.match = match
        conditions = match.conditions
    }

    private var ballsPerOver: Int { match.info.ballsPerOver ?? 6 }
    private var inningsPerSide: Int { match.inningsPerSide }

    private mutating func emit(_ action: CricketAction, _ ball: CricsheetConversion.BallRef? = nil) {
        steps.append(.init(action: action, ball: ball))
    }

    mutating func run() throws {
        for (i, inn) in match.innings.enumerated() {
            try innings(i, inn)
        }
        if let post = postPenalty {
            throw ConversionError(description: "\(post.team): penalty runs after the last innings they batted in; no later innings to record them in")
        }
        finishMatch()
    }

    private func targetIsParOnly(_ inn: CricsheetInnings) -> Bool {
        CricsheetConverter.targetIsParOnly(inn, match.info.outcome)
    }

    private mutating func innings(_ i: Int, _ inn: CricsheetInnings) throws {
        let balls = inn.balls
        guard let first = balls.first?.ball else {
            throw ConversionError(description: "innings \(i + 1) has no deliveries")
        }
        var liveTarget: Target?
        var limit = OversNotation(overs: match.info.overs ?? Int.max / 1000)
        if inn.isSuperOver {
            if superInnings % 2 == 0 { emit(.superOver) }
            if superInnings % 2 == 1, let previous = totals.last {
                liveTarget = Target(runs: previous + 1, overs: OversNotation(overs: 1))
            }
            superInnings += 1
            limit = OversNotation(overs: 1)
        } else if inningsPerSide == 2 {
            // A side batting twice in a row enforced the follow-on on it (Law 14): the data
            // shows it only in the batting order.
            if i == 2, inn.team == match.innings[1].team { emit(.followOn) }
            if i == 3 {
                // The last innings chases the other side's runs over all innings, no overs limit.
                let own = zip(match.innings, totals).filter { $0.0.team == inn.team }.reduce(0) { $0 + $1.1 }
                let theirs = totals.reduce(0, +) - own
                liveTarget = Target(runs: theirs - own + 1, overs: nil)
            }
        } else if i == 1, let firstTotal = totals.first {
            let standard = Target(runs: firstTotal + 1, overs: match.info.overs.map { OversNotation(overs: $0) })
            liveTarget = standard
            if let data = inn.target, !targetIsParOnly(inn) {
                let dls: CricketAction.TargetMethod? = match.info.outcome.isDuckworthLewis ? .dls : nil
                let revised = Target(runs: data.runs, overs: data.overs ?? standard.overs, method: dls)
                if revised.runs != standard.runs || revised.overs != standard.overs {
                    emit(.setTarget(runs: revised.runs, overs: revised.overs, method: dls))
                }
                liveTarget = revised
            }
            if let overs = liveTarget?.overs { limit = overs }
        }
        emit(.openers(striker: first.batter, nonStriker: first.nonStriker))
        if let pre = inn.penaltyRuns?.pre, pre > 0 { emit(.penaltyRuns(runs: pre, to: .batting)) }
        if let post = postPenalty, post.team != inn.team {
            emit(.penaltyRuns(runs: post.runs, to: .fielding))
            postPenalty = nil
        }

        var pair: Set<String> = [first.batter, first.nonStriker]
        var retiredNotOut: Set<String> = []
        var currentOver: Int?
        var bowler: String?
        var legalInOver = 0
        var positionInOver = 0
        var runs = inn.penaltyRuns?.pre ?? 0
        var wickets = 0
        for (k, (overNumber, ball)) in balls.enumerated() {
            if overNumber != currentOver {
                currentOver = overNumber
                legalInOver = 0
                positionInOver = 0
                bowler = ball.bowler
                emit(.bowler(name: ball.bowler))
            } else if ball.bowler != bowler {
                // A bowler replaced mid-over (injury, or taken off by the umpire).
                bowler = ball.bowler
                emit(.bowler(name: ball.bowler))
            }
            positionInOver += 1
            let ref = CricsheetConversion.BallRef(innings: i, index: k, over: overNumber, ball: positionInOver)
            emit(.delivery(try CricsheetConverter.delivery(ball, noBallRuns: conditions.noBallRuns)), ref)
            runs += ball.runs.total
            if ball.isLegal { legalInOver += 1 }

            for w in ball.allWickets {
                if w.isRetirement {
                    emit(.retire(batter: w.playerOut, out: !w.isNotOut))
                    if w.isNotOut { retiredNotOut.insert(w.playerOut) } else { wickets += 1 }
                } else if w.isTimedOut {
                    emit(.timedOut(batter: w.playerOut))
                    wickets += 1
                } else {
                    wickets += 1
                }
                pair.remove(w.playerOut)
            }

            let next = k + 1 < balls.count ? balls[k + 1] : nil
            let overGoesOn = next?.over == overNumber
            if ball.isLegal && legalInOver >= ballsPerOver && overGoesOn {
                emit(.continueOver)
                notes.append("\(ref): the umpire's over goes on after \(legalInOver) legal balls: continueOver")
            }
            if next != nil, !overGoesOn, legalInOver < ballsPerOver {
                emit(.endOver)
                notes.append("\(ref): over of \(legalInOver) legal balls closed with endOver")
            }
            if let next { try changeBatters(&pair, &retiredNotOut, next: next.ball, at: ref) }
        }

        // How the innings ended: by itself, or by the scorer.
        let lastOver = balls.last?.over ?? 0
        let shortCount = inn.miscountedOvers?[String(lastOver)]?.balls
        let allOutAt = inn.isSuperOver ? 2 : CricsheetConverter.playersPerSide - 1
        var closed = wickets >= allOutAt || liveTarget.map { runs >= $0.runs } == true
        var overs = OversNotation(overs: inn.overs.count - 1, balls: legalInOver)
        if legalInOver >= ballsPerOver {
            overs = OversNotation(overs: inn.overs.count)
        } else if !closed, shortCount == legalInOver {
            // The umpire called over early on the innings' last over.
            emit(.endOver)
            overs = OversNotation(overs: inn.overs.count)
        }
        closed = closed || overs.overs * 1000 + overs.balls >= limit.overs * 1000 + limit.balls
        let o = match.info.outcome
        if !closed, inn.declared == true {
            emit(.endInnings(reason: .declared))
        } else if !closed, i == match.innings.count - 1, o.isDraw || o.isAwarded {
            // Play ended with this innings unfinished: the result, not the innings, closes it.
        } else if !closed {
            let unavailable = wickets + (inn.absentHurt?.count ?? 0) + retiredNotOut.count
            if unavailable >= allOutAt {
                emit(.endInnings(reason: .allOut))
            } else {
                emit(.endInnings(reason: .rain))
                if i == 2 * inningsPerSide - 1 && !inn.isSuperOver { chaseStoppedByScorer = true }
            }
        }
        if let post = inn.penaltyRuns?.post, post > 0 {
            // After the last ball the innings may already be closed: the next innings in which
            // this side fields records them.
            postPenalty = (post, inn.team)
            runs += post
        }
        totals.append(runs)
    }

    /// Brings in whoever the next ball shows at the crease and is not in yet.
    private mutating func changeBatters(
        _ pair: inout Set<String>, _ retiredNotOut: inout Set<String>, next: Ball,
        at ref: CricsheetConversion.BallRef
    ) throws {
        let coming: Set<String> = [next.batter, next.nonStriker]
        for gone in pair.subtracting(coming).sorted() {
            // Left the crease without a recorded wicket or retirement: a retirement the data omits.
            emit(.retire(batter: gone, out: false))
            retiredNotOut.insert(gone)
            notes.append("\(ref): \(gone) left without a recorded wicket; retired not out")
            pair.remove(gone)
        }
        let newcomers = coming.subtracting(pair)
        guard pair.count + newcomers.count == 2 else {
            throw ConversionError(description: "\(ref): cannot tell who is in for the next ball")
        }
        for name in [next.nonStriker, next.batter] where newcomers.contains(name) {
            emit(.newBatter(name: name, onStrike: name == next.batter))
            retiredNotOut.remove(name)
        }
        pair = coming
    }

    /// The D/L par score where rain stopped the chase. Data README rule 3 gives it as target − 1,
    /// which holds in every IPL file; but a Hundred file can keep the first innings' target in
    /// `target` (1252718.json: target 124, "won by 17 runs" at 97), so the margin the outcome
    /// states, measured from the chase's total, is what fixes it.
    private mutating func parAtStop() -> Int? {
        let o = match.info.outcome
        let dataPar = match.innings.dropFirst().first?.target.map { $0.runs - 1 }
        guard let margin = o.by?.runs, totals.count >= 2, let chase = match.innings.dropFirst().first else { return dataPar }
        let par = o.winner == chase.team ? totals[1] - margin : totals[1] + margin
        if let dataPar, dataPar != par {
            notes.append("inns 2: the data's target says par \(dataPar), its margin of \(margin) runs says \(par): parScore \(par)")
        }
        return par
    }

    /// Results the engine cannot reach on its own: no result, a draw, an award, or a chase
    /// stopped by rain.
    private mutating func finishMatch() {
        let o = match.info.outcome
        if o.isNoResult {
            emit(.endMatch(reason: .noResult, winner: nil, parScore: nil))
            return
        }
        if o.isDraw {
            emit(.endMatch(reason: .draw, winner: nil, parScore: nil))
            return
        }
        if o.isAwarded, let winner = o.winner {
            emit(.endMatch(reason: .award, winner: winner, parScore: nil))
            return
        }
        if o.isTie, let winner = o.tieWinner, totals.count >= 2, totals[totals.count - 1] == totals[totals.count - 2] {
            // The last tie (of the match or of a super over) was settled outside the ball data,
            // such as by the boundary count or a bowl-out.
            emit(.endMatch(reason: .award, winner: winner, parScore: nil))
            return
        }
        guard chaseStoppedByScorer else { return }
        let par = parAtStop()
        if o.isDuckworthLewis {
            // Data README rule 3: the margin is measured from the par score (`parAtStop`).
            emit(.endMatch(reason: .dls, winner: o.winner, parScore: par))
        } else if let winner = o.winner {
            emit(.endMatch(reason: .award, winner: winner, parScore: nil))
        }
    }
}
