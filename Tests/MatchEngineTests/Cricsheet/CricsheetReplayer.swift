import Foundation
@testable import MatchEngine

/// Where the 40 IPL matches live: `../shared/data/cricsheet/ipl` beside the repository.
enum CricsheetData {
    /// `SCORELINE_CRICSHEET_DIR` points the same referee at other Cricsheet files (the whole
    /// archive, another league) without touching the tests.
    static let folder: URL = {
        if let dir = ProcessInfo.processInfo.environment["SCORELINE_CRICSHEET_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return shared("ipl")
    }()

    /// The Hundred matches: `../shared/data/cricsheet/hundred`, or `SCORELINE_HUNDRED_DIR` for
    /// other Hundred files (Cricsheet's whole hnd_json archive) without touching the tests.
    static let hundredFolder: URL = {
        if let dir = ProcessInfo.processInfo.environment["SCORELINE_HUNDRED_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return shared("hundred")
    }()

    /// A folder of `../shared/data/cricsheet` (`ipl`, `odi`, `hundred`, …).
    static func shared(_ name: String) -> URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Cricsheet, MatchEngineTests, Tests, file
        return url.appendingPathComponent("../shared/data/cricsheet/\(name)").standardized
    }

    static func files(in folder: URL = folder) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func load(_ file: String, from folder: URL = folder) throws -> CricsheetMatch {
        try CricsheetMatch.load(folder.appendingPathComponent(file))
    }
}

/// What replaying one match found.
struct ReplayReport {
    let file: String
    var deliveries = 0
    /// Every action applied, strike corrections included (for the JSON contract test).
    var applied: [CricketAction] = []
    var newMatch: [String: Any] = [:]
    var strikeCorrections: [String] = []
    /// New batters the data puts at another end than the Laws, where its ends contradict themselves.
    var endDisagreements: [String] = []
    var notes: [String] = []
    var failures: [String] = []
    /// The engine's state after the last action.
    var finalState: CricketState?

    var summary: String {
        var text = "\(file): \(deliveries) deliveries checked, \(strikeCorrections.count) strike corrections"
        for c in strikeCorrections { text += "\n  setStrike before \(c)" }
        for d in endDisagreements { text += "\n  data ambiguous at \(d)" }
        for n in notes { text += "\n  note: \(n)" }
        return text
    }
}

/// Feeds a converted match through `CricketRules` and compares the engine with the referee's
/// figures after every delivery. Stops a match at its first failure so one fault is reported
/// once, not on every later ball.
enum CricsheetReplayer {
    static func replay(_ file: String, from folder: URL = CricsheetData.folder) throws -> ReplayReport {
        let match = try CricsheetData.load(file, from: folder)
        let id = "cricsheet-" + file.replacingOccurrences(of: ".json", with: "")
        let conversion = try CricsheetConverter.convert(match, matchId: id)
        var report = ReplayReport(file: file, newMatch: conversion.newMatch, notes: conversion.notes)
        let line = try JSONSerialization.data(withJSONObject: conversion.newMatch, options: [.sortedKeys])
        var state = try CricketRules.start(try CricketDecoding.setup(from: line))
        let balls = match.innings.map(\.balls)
        let conditions = match.conditions
        var referees = Array(repeating: RefereeInnings(noBallRuns: conditions.noBallRuns), count: match.innings.count)
        for (i, inn) in match.innings.enumerated() { referees[i].recordPenalty(inn.penaltyRuns?.pre ?? 0) }
        var lastPlace = "before the first ball"
        var lastRef: CricsheetConversion.BallRef?

        func fail(_ message: String) { report.failures.append("\(file) \(lastPlace): \(message)") }
        func apply(_ action: CricketAction) -> Bool {
            do {
                state = try CricketRules.apply(action, to: state)
                report.applied.append(action)
                return true
            } catch {
                fail("\(action) refused: \(error.message)")
                return false
            }
        }

        /// The ball ends an over after which the ends change (in the data's over numbers).
        func endsChange(after ref: CricsheetConversion.BallRef) -> Bool {
            let inn = balls[ref.innings]
            let overEnds = ref.index + 1 >= inn.count || inn[ref.index + 1].over != ref.over
            return overEnds && (ref.over + 1) % conditions.oversPerEnd == 0
        }

        // A ball's figures are checked once the retirements recorded on it are applied too.
        var unchecked: CricsheetConversion.BallRef?
        func checkFigures() -> Bool {
            guard let ref = unchecked else { return true }
            unchecked = nil
            let differences = differences(state.innings[ref.innings], referees[ref.innings])
            if !differences.isEmpty { fail(differences.joined(separator: "; ")) }
            return differences.isEmpty
        }

        for step in conversion.steps {
            switch step.action {
            case .retire, .timedOut: break
            default: guard checkFigures() else { return report }
            }
            if let ref = step.ball {
                let ball = balls[ref.innings][ref.index].ball
                lastPlace = ref.description
                // Who faces the ball is the previous ball's strike check. A correction is allowed
                // only where the data contradicts its own runs (a short run, a missed bye);
                // where the Laws agree with the data, the engine is wrong.
                if state.striker != ball.batter, state.striker == ball.nonStriker, state.nonStriker == ball.batter {
                    let previous = ref.index > 0 ? balls[ref.innings][ref.index - 1] : nil
                    let lawsSay = previous.flatMap {
                        RefereeInnings.lawsStriker(after: $0, next: balls[ref.innings][ref.index],
                                                   oversPerEnd: conditions.oversPerEnd, noBallRuns: conditions.noBallRuns)
                    }
                    if lawsSay == ball.batter {
                        fail("engine has \(state.striker ?? "nobody") facing; the Laws and the data both say \(ball.batter)")
                        return report
                    }
                    let why = previous.map { p in
                        "the ball before gave \(p.ball.summary) to \(p.ball.batter), yet \(ball.batter) faces"
                    } ?? "no previous ball"
                    report.strikeCorrections.append("\(ref): \(why)")
                    guard apply(.setStrike(striker: ball.batter)) else { return report }
                }
                if state.striker != ball.batter || state.nonStriker != ball.nonStriker {
                    fail("engine has \(state.striker ?? "nobody") facing and \(state.nonStriker ?? "nobody") at the other end; data has \(ball.batter) facing, \(ball.nonStriker) at the other end")
                    return report
                }
                if state.bowler != ball.bowler || state.needsBowler {
                    fail("engine's bowler is \(state.bowler ?? "nobody"); data's is \(ball.bowler)")
                    return report
                }
            }
            if case .newBatter(_, let onStrike?) = step.action, let last = lastRef,
                let problem = vacancyProblem(state, onStrike: onStrike, after: balls[last.innings][last.index].ball,
                                             caughtFixesEnd: conditions.caughtFixesEnd(atChangeOfEnds: endsChange(after: last)))
            {
                // Tolerated only where the data's ends around this wicket contradict themselves:
                // on the new batter's first ball the strike then changes against the runs.
                let inn = balls[last.innings]
                let contradicted = last.index + 2 < inn.count
                    && RefereeInnings.lawsStriker(after: inn[last.index + 1], next: inn[last.index + 2],
                                                  oversPerEnd: conditions.oversPerEnd, noBallRuns: conditions.noBallRuns)
                        .map { $0 != inn[last.index + 2].ball.batter } == true
                guard contradicted else {
                    fail(problem)
                    return report
                }
                report.endDisagreements.append("\(last): \(problem)")
            }
            guard apply(step.action) else { return report }
            if case .openers = step.action, let problem = inningsProblem(state, match) {
                fail(problem)
                return report
            }
            guard let ref = step.ball else { continue }
            lastRef = ref
            referees[ref.innings].record(balls[ref.innings][ref.index].ball)
            report.deliveries += 1
            unchecked = ref
        }
        guard checkFigures() else { return report }
        lastPlace = "at the end"
        // Penalty runs awarded after an innings ended are part of its total.
        for (i, inn) in match.innings.enumerated() {
            guard let post = inn.penaltyRuns?.post, post > 0, i < state.innings.count else { continue }
            referees[i].recordPenalty(post)
            let found = differences(state.innings[i], referees[i])
            if !found.isEmpty { fail("inns \(i + 1) with its penalty runs: \(found.joined(separator: "; "))") }
        }
        for (i, referee) in referees.enumerated() where !referee.dataErrors.isEmpty {
            report.notes.append("inns \(i + 1) data: \(referee.dataErrors.joined(separator: ", "))")
        }
        if state.innings.count != match.innings.count {
            fail("engine has \(state.innings.count) innings, data \(match.innings.count)")
        }
        if let problem = resultProblem(state, match.info.outcome) { fail(problem) }
        report.finalState = state
        return report
    }

    /// The innings just opened is the data's: same side, same kind, same target.
    static func inningsProblem(_ s: CricketState, _ match: CricsheetMatch) -> String? {
        let i = s.innings.count - 1
        guard let inn = s.current, i < match.innings.count else { return "the engine opened an innings the data lacks" }
        let data = match.innings[i]
        let team = s.setup.teams[inn.battingTeam].name
        if team != data.team { return "engine has \(team) batting in innings \(i + 1); data has \(data.team)" }
        if (inn.kind == .superOver) != data.isSuperOver { return "innings \(i + 1): super over mismatch" }
        // A follow-on: the side that batted second bats again in the third innings.
        let followOn = match.inningsPerSide == 2 && i == 2 && data.team == match.innings[1].team
        if (inn.kind == .followOn) != followOn {
            return "innings \(i + 1): engine's follow-on \(inn.kind == .followOn), data's \(followOn)"
        }
        if let target = data.target, !data.isSuperOver, !CricsheetConverter.targetIsParOnly(data, match.info.outcome) {
            let overs = target.overs ?? match.info.overs.map { OversNotation(overs: $0) }
            if inn.target?.runs != target.runs || inn.target?.overs != overs {
                return "engine's target \(String(describing: inn.target)); data's \(target.runs) in \(String(describing: overs))"
            }
        }
        return nil
    }

    /// Where the engine left the dismissed batter's place, against the end the data shows the
    /// new batter at. Checked only where the Laws fix that end whatever the batters did: the
    /// striker bowled, lbw, stumped or hit wicket (Law 18.10), and, under the 2022 Laws (Law
    /// 18.11, in force from 1 October 2022) or the Hundred's playing conditions, caught
    /// (`caughtFixesEnd`). Run outs depend on where the batters were, which only the data knows.
    static func vacancyProblem(_ s: CricketState, onStrike: Bool, after ball: Ball, caughtFixesEnd: Bool) -> String? {
        guard (s.striker == nil) != (s.nonStriker == nil), let wicket = ball.allWickets.first,
            ball.allWickets.count == 1, wicket.playerOut == ball.batter
        else { return nil }
        var fixedEnd: Set = ["bowled", "lbw", "stumped", "hit wicket"]
        if caughtFixesEnd { fixedEnd.formUnion(["caught", "caught and bowled"]) }
        guard fixedEnd.contains(wicket.kind) else { return nil }
        let engineOnStrike = s.striker == nil
        guard engineOnStrike != onStrike else { return nil }
        return "after \(wicket.playerOut) was out \(wicket.kind), the engine has the new batter \(engineOnStrike ? "facing" : "at the other end"); the data has them \(onStrike ? "facing" : "at the other end")"
    }

    /// Every figure the data fixes, engine against referee.
    static func differences(_ inn: Innings, _ r: RefereeInnings) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ what: String, _ engine: T, _ data: T) {
            if engine != data { found.append("\(what): engine \(engine), data \(data)") }
        }
        check("runs", inn.runs, r.runs)
        check("wickets", inn.wickets, r.wickets)
        check("legal balls", inn.legalBalls, r.legalBalls)
        let e = inn.extras
        check("extras (wd, nb, b, lb, pen)", [e.wides, e.noBalls, e.byes, e.legByes, e.penalty],
              [r.extras.wides, r.extras.noBalls, r.extras.byes, r.extras.legByes, r.extras.penalty])

        check("batters", inn.batters.map(\.name).sorted(), r.batters.keys.sorted())
        for b in inn.batters {
            guard let ref = r.batters[b.name] else { continue }
            check("\(b.name) runs (balls)", "\(b.runs) (\(b.balls))", "\(ref.runs) (\(ref.balls))")
        }
        check("bowlers", inn.bowlers.map(\.name).sorted(), r.bowlers.keys.sorted())
        for b in inn.bowlers {
            guard let ref = r.bowlers[b.name] else { continue }
            check("\(b.name) balls-runs-wickets", "\(b.legalBalls)-\(b.runs)-\(b.wickets)",
                  "\(ref.legalBalls)-\(ref.runs)-\(ref.wickets)")
        }
        return found
    }

    /// The result against `info.outcome`: the winner and the margin's wording.
    static func resultProblem(_ s: CricketState, _ o: CricsheetMatch.Outcome) -> String? {
        guard s.phase == .finished, let result = s.result else { return "the match is not over in the engine (\(s.phase))" }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var expectedWinner = o.winner
        var wording: String?
        if o.isNoResult {
            expectedWinner = nil
            wording = "No result"
        } else if o.isDraw {
            expectedWinner = nil
            wording = CricketMessages.drawn
        } else if o.isTie {
            expectedWinner = o.tieWinner
        } else if o.isAwarded {
            wording = "awarded the match"
        } else if o.by?.innings != nil, let runs = o.by?.runs {
            wording = "won by an innings and \(plural(runs, "run"))"
        } else if let runs = o.by?.runs {
            wording = "won by \(plural(runs, "run"))"
        } else if let wickets = o.by?.wickets {
            wording = "won by \(plural(wickets, "wicket"))"
        }
        if result.winner != expectedWinner {
            return "engine's winner \(result.winner ?? "none"), data's \(expectedWinner ?? "none") (\(result.text))"
        }
        if let wording, !result.text.contains(wording) {
            return "engine's result \"\(result.text)\" does not say \"\(wording)\""
        }
        if o.isDuckworthLewis, !result.text.hasSuffix("(DLS)") {
            return "engine's result \"\(result.text)\" does not say it was decided by DLS"
        }
        return nil
    }
}
