import Foundation

/// A scorecard tallied straight from a Cricsheet file's JSON (its `deliveries`), written apart
/// from the converter and the referee so the engine's card is checked against the data, not
/// against another reading of it: batting, bowling, fall of wickets and partnerships, by the
/// conventions of Cricsheet and printed scorecards.
struct ScorecardTally {
    struct Batter: Equatable {
        var name: String
        var runs = 0
        var balls = 0
        var fours = 0
        var sixes = 0
        /// How out, as the card should say it: kind, credited bowler, fielder.
        var out: Out?
        var retired = false
    }

    struct Out: Equatable, CustomStringConvertible {
        var kind: String
        var bowler: String?
        var fielder: String?
        var description: String { "\(kind) b=\(bowler ?? "-") f=\(fielder ?? "-")" }
    }

    struct Bowler: Equatable {
        var name: String
        var balls = 0
        var runs = 0
        var wickets = 0
        var wides = 0
        var noBalls = 0
        /// Complete overs bowled alone with nothing charged to the bowler (byes and leg-byes
        /// are not; a wide or a no-ball is).
        var maidens = 0
    }

    struct Wicket: Equatable, CustomStringConvertible {
        var number: Int
        var runs: Int
        var batter: String
        var overs: String
        var description: String { "\(number)-\(runs) (\(batter), \(overs))" }
    }

    struct Partnership: Equatable, CustomStringConvertible {
        var wicket: Int
        var batters: Set<String>
        var runs = 0
        var balls = 0
        var description: String { "\(wicket): \(runs) (\(balls)) \(batters.sorted())" }
    }

    struct Innings {
        var team: String
        var batters: [Batter] = []
        var bowlers: [Bowler] = []
        var fallOfWickets: [Wicket] = []
        var partnerships: [Partnership] = []
        var runs = 0
        var wickets = 0
        var extras = [String: Int]()
    }

    /// Kinds the Laws credit to the bowler; run outs, retirements, obstruction and the rest not.
    static let credited: Set = ["bowled", "caught", "caught and bowled", "lbw", "stumped", "hit wicket"]
    /// A batter leaving without being out.
    static let notOut: Set = ["retired hurt", "retired not out"]

    var innings: [Innings] = []

    init(file url: URL) throws {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        let info = root["info"] as? [String: Any] ?? [:]
        // The Hundred's no-ball is worth 2 (Cricsheet files its sets of five as overs of 5).
        let noBallValue = (info["balls_per_over"] as? Int) == 5 ? 2 : 1
        for inn in root["innings"] as? [[String: Any]] ?? [] {
            innings.append(Self.tally(inn, noBallValue: noBallValue, ballsPerOver: info["balls_per_over"] as? Int ?? 6))
        }
    }

    static func tally(_ inn: [String: Any], noBallValue: Int, ballsPerOver: Int) -> Innings {
        var t = Innings(team: inn["team"] as? String ?? "")
        func batter(_ name: String) -> Int {
            if let i = t.batters.firstIndex(where: { $0.name == name }) { return i }
            t.batters.append(Batter(name: name))
            return t.batters.count - 1
        }
        func bowler(_ name: String) -> Int {
            if let i = t.bowlers.firstIndex(where: { $0.name == name }) { return i }
            t.bowlers.append(Bowler(name: name))
            return t.bowlers.count - 1
        }
        var current: Partnership?
        for over in inn["overs"] as? [[String: Any]] ?? [] {
            let number = over["over"] as? Int ?? 0
            var legalInOver = 0
            var overBowlers = Set<String>()
            var charged = 0
            defer {
                if overBowlers.count == 1, let only = overBowlers.first, charged == 0, legalInOver >= ballsPerOver {
                    t.bowlers[bowler(only)].maidens += 1
                }
            }
            for d in over["deliveries"] as? [[String: Any]] ?? [] {
                let striker = d["batter"] as? String ?? ""
                let nonStriker = d["non_striker"] as? String ?? ""
                let runs = d["runs"] as? [String: Any] ?? [:]
                let bat = runs["batter"] as? Int ?? 0
                let total = runs["total"] as? Int ?? 0
                let extras = d["extras"] as? [String: Int] ?? [:]
                let wides = extras["wides"] ?? 0
                var noBalls = extras["noballs"] ?? 0
                var byes = extras["byes"] ?? 0
                // Byes run off a no-ball sometimes sit inside `noballs` (no byes key). Byes never
                // come with runs off the bat, so a bigger `noballs` beside bat runs is one no-ball
                // worth that much.
                if noBalls > noBallValue && byes == 0 && extras["legbyes"] == nil && bat == 0 {
                    byes = noBalls - noBallValue
                    noBalls = noBallValue
                }
                let legal = wides == 0 && noBalls == 0
                if legal { legalInOver += 1 }

                let s = batter(striker)
                _ = batter(nonStriker)
                // A batter seen at the crease again after retiring came back.
                for name in [striker, nonStriker] {
                    let i = batter(name)
                    if t.batters[i].retired { t.batters[i].retired = false }
                }
                t.batters[s].runs += bat
                if wides == 0 { t.batters[s].balls += 1 }
                let boundary = (runs["non_boundary"] as? Bool) != true
                if boundary && bat == 4 { t.batters[s].fours += 1 }
                if boundary && bat == 6 { t.batters[s].sixes += 1 }

                let b = bowler(d["bowler"] as? String ?? "")
                if legal { t.bowlers[b].balls += 1 }
                t.bowlers[b].runs += bat + wides + noBalls
                t.bowlers[b].wides += wides
                t.bowlers[b].noBalls += noBalls
                overBowlers.insert(d["bowler"] as? String ?? "")
                charged += bat + wides + noBalls

                t.runs += total
                for (key, value) in [("b", byes), ("lb", extras["legbyes"] ?? 0), ("w", wides), ("nb", noBalls), ("pen", extras["penalty"] ?? 0)] {
                    t.extras[key, default: 0] += value
                }

                // A pair that changed without a wicket (a batter who left retired not out, with
                // nothing recorded) ends the partnership too.
                if let pair = current?.batters, pair != [striker, nonStriker], let ended = current {
                    t.partnerships.append(ended)
                    current = nil
                }
                if current == nil { current = Partnership(wicket: t.wickets + 1, batters: [striker, nonStriker]) }
                current?.runs += total
                if wides == 0 { current?.balls += 1 }

                for w in d["wickets"] as? [[String: Any]] ?? [] {
                    let kind = w["kind"] as? String ?? ""
                    let out = w["player_out"] as? String ?? ""
                    let o = batter(out)
                    // The partnership it ends; a second wicket on the ball ends an empty one.
                    t.partnerships.append(current ?? Partnership(wicket: t.wickets + 1, batters: [striker, nonStriker]))
                    current = nil
                    if notOut.contains(kind) {
                        t.batters[o].retired = true
                        continue
                    }
                    t.wickets += 1
                    let fielders = w["fielders"] as? [[String: Any]] ?? []
                    let ballBowler = d["bowler"] as? String
                    let fielder = kind == "caught and bowled" ? ballBowler : fielders.first?["name"] as? String
                    t.batters[o].out = Out(kind: kind, bowler: credited.contains(kind) ? ballBowler : nil, fielder: fielder)
                    if credited.contains(kind) { t.bowlers[b].wickets += 1 }
                    t.fallOfWickets.append(Wicket(number: t.wickets, runs: t.runs, batter: out, overs: "\(number).\(legalInOver)"))
                }
            }
        }
        if let current { t.partnerships.append(current) }
        return t
    }
}
