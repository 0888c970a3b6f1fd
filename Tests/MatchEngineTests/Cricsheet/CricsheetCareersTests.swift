import Foundation
import Testing
import MatchEngine
import Records

/// Issue 17's "done when": careers over the public Cricsheet IPL matches equal totals counted
/// straight from the files (`CareerTally`, a reading of the JSON of its own that never sees the
/// engine): every batter's runs, balls, innings, not outs, 4s and 6s, every bowler's wickets,
/// balls and runs. Super overs are left out on both sides, as career records do.
@Suite("Careers against Cricsheet")
struct CricsheetCareersTests {
    @Test("Careers over every IPL file equal the files' own totals")
    func careers() throws {
        let files = CricsheetData.files()
        #expect(files.count >= 40, "expected the 40 public IPL files in \(CricsheetData.folder.path)")
        var matches: [ArchivedMatch] = []
        var tally = CareerTally()
        for (i, file) in files.enumerated() {
            let report = try CricsheetReplayer.replay(file)
            guard let state = report.finalState, report.failures.isEmpty else {
                Issue.record("\(file) does not replay: \(report.failures.prefix(3))")
                continue
            }
            matches.append(ArchivedMatch(
                matchId: file, number: i + 1, title: file, date: "2020-01-01", season: "2020", score: "",
                record: state.record, scorecard: nil))
            try tally.add(CricsheetData.folder.appendingPathComponent(file))
        }
        let careers = CricketCareers(matches)

        let batting = Dictionary(uniqueKeysWithValues: careers.batting.filter { $0.innings > 0 }.map { ($0.player, $0) })
        #expect(Set(batting.keys) == Set(tally.batting.keys), "batters: only in careers \(Set(batting.keys).subtracting(tally.batting.keys).sorted().prefix(5)), only in the files \(Set(tally.batting.keys).subtracting(batting.keys).sorted().prefix(5))")
        for (player, expected) in tally.batting {
            guard let c = batting[player] else { continue }
            let got: [Int] = [c.runs, c.balls, c.innings, c.notOuts, c.fours, c.sixes]
            let want: [Int] = [expected.runs, expected.balls, expected.innings, expected.notOuts, expected.fours, expected.sixes]
            #expect(got == want,
                    "\(player.name) (\(player.team)): runs balls inns NO 4s 6s")
        }

        let bowling = Dictionary(uniqueKeysWithValues: careers.bowling.map { ($0.player, $0) })
        #expect(Set(bowling.keys) == Set(tally.bowling.keys))
        for (player, expected) in tally.bowling {
            guard let c = bowling[player] else { continue }
            let got: [Int] = [c.wickets, c.balls, c.runs]
            let want: [Int] = [expected.wickets, expected.balls, expected.runs]
            #expect(got == want,
                    "\(player.name) (\(player.team)): wickets balls runs")
        }
        let runs = tally.batting.values.reduce(0) { $0 + $1.runs }
        print("Careers: \(files.count) files, \(tally.batting.count) batters (\(runs) runs), \(tally.bowling.count) bowlers, all equal to the files' totals")
    }
}

/// Career totals counted from Cricsheet JSON by the data README's conventions alone.
struct CareerTally {
    struct Batting { var runs = 0, balls = 0, innings = 0, notOuts = 0, fours = 0, sixes = 0 }
    struct Bowling { var wickets = 0, balls = 0, runs = 0 }

    var batting: [PlayerRef: Batting] = [:]
    var bowling: [PlayerRef: Bowling] = [:]

    /// Dismissals the bowler is credited with; a retirement that is not out ends no innings.
    static let credited: Set = ["bowled", "caught", "caught and bowled", "lbw", "stumped", "hit wicket"]
    static let notOut: Set = ["retired hurt", "retired not out"]

    mutating func add(_ url: URL) throws {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        let teams = (root["info"] as? [String: Any])?["teams"] as? [String] ?? []
        for inn in root["innings"] as? [[String: Any]] ?? [] where (inn["super_over"] as? Bool) != true {
            let team = inn["team"] as? String ?? ""
            let fielding = teams.first { $0 != team } ?? ""
            var seen: [String] = []
            var dismissed = Set<String>()
            for over in inn["overs"] as? [[String: Any]] ?? [] {
                for d in over["deliveries"] as? [[String: Any]] ?? [] {
                    let striker = d["batter"] as? String ?? ""
                    for name in [striker, d["non_striker"] as? String ?? ""] where !seen.contains(name) { seen.append(name) }
                    let runs = d["runs"] as? [String: Any] ?? [:]
                    let bat = runs["batter"] as? Int ?? 0
                    let extras = d["extras"] as? [String: Int] ?? [:]
                    let wides = extras["wides"] ?? 0
                    var noBalls = extras["noballs"] ?? 0
                    // A no-ball with byes run folded into `noballs` (no byes key, nothing off the
                    // bat): one no-ball, the rest byes (the data README).
                    if noBalls > 1 && extras["byes"] == nil && extras["legbyes"] == nil && bat == 0 { noBalls = 1 }
                    var b = batting[PlayerRef(team: team, name: striker), default: Batting()]
                    b.runs += bat
                    if wides == 0 { b.balls += 1 }
                    if (runs["non_boundary"] as? Bool) != true {
                        if bat == 4 { b.fours += 1 }
                        if bat == 6 { b.sixes += 1 }
                    }
                    batting[PlayerRef(team: team, name: striker)] = b
                    let bowlerRef = PlayerRef(team: fielding, name: d["bowler"] as? String ?? "")
                    var w = bowling[bowlerRef, default: Bowling()]
                    if wides == 0 && noBalls == 0 { w.balls += 1 }
                    w.runs += bat + wides + noBalls
                    for wicket in d["wickets"] as? [[String: Any]] ?? [] {
                        let kind = wicket["kind"] as? String ?? ""
                        if Self.credited.contains(kind) { w.wickets += 1 }
                        if !Self.notOut.contains(kind) { dismissed.insert(wicket["player_out"] as? String ?? "") }
                    }
                    bowling[bowlerRef] = w
                }
            }
            for name in seen {
                let ref = PlayerRef(team: team, name: name)
                batting[ref, default: Batting()].innings += 1
                if !dismissed.contains(name) { batting[ref, default: Batting()].notOuts += 1 }
            }
        }
    }
}
