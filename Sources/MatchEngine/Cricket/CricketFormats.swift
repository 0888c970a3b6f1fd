/// The club formats a set-up can name (`"rules": {"format": "u11-pairs"}`, or a preset of the
/// same name): each is only rule fields, with its sources in docs/formats.md. A field written
/// beside the name wins, so a league's variation is one more field.
public enum CricketFormats {
    public static let names = ["hundred", "u11-pairs", "u9-ecb-pairs", "indoor", "league-win-draw"]

    public static func rules(named name: String) -> CricketRulesConfig? {
        var r = CricketRulesConfig()
        switch name {
        case "hundred":
            // 100 balls in sets of 5; two sets running at most, ends every 10 balls; 20 balls a
            // bowler; a no-ball is worth 2 (The Hundred playing conditions).
            r.ballsPerOver = 5
            r.oversPerInnings = 20
            r.maxOversPerBowler = 4
            r.maxConsecutiveOvers = 2
            r.oversPerEnd = 2
            r.noBallRuns = 2
            r.progress = .balls
        case "u11-pairs":
            // 8 a side, 4 pairs of 4 overs from 200, −5 a wicket and the batter stays in; at most
            // 3 overs a bowler, so seven bowlers cover 16 with the keeper resting; extras
            // re-bowled only in the last over (county junior leagues' pairs rules).
            r.playersPerSide = 8
            r.oversPerInnings = 16
            r.maxOversPerBowler = 3
            pairs(&r, overs: 4, cost: 5)
            r.startingRuns = 200
        case "u9-ecb-pairs":
            // ECB's U8–U11 recommendation: 6 a side, 3 pairs of 4 overs, each wicket 5 runs to
            // the fielding side.
            r.playersPerSide = 6
            r.oversPerInnings = 12
            r.maxOversPerBowler = 2
            pairs(&r, overs: 4, cost: 5)
            r.wicketCostTo = .fielding
        case "indoor":
            // WICF indoor cricket: 8-ball overs, 16 overs in pairs of 4, −5 a dismissal (totals
            // may go below zero), each pair's skin against the same overs of the other side.
            r.playersPerSide = 8
            r.ballsPerOver = 8
            r.oversPerInnings = 16
            r.maxOversPerBowler = 2
            pairs(&r, overs: 4, cost: 5)
            r.rebowlExtras = .always
            r.skins = true
        case "league-win-draw":
            // A 100-over win/draw league game: the side batting first has at most 50, and the
            // overs it leaves go to the chase.
            r.resultMode = .winDraw
            r.matchOvers = 100
            r.maxFirstInningsOvers = 50
            r.oversPerInnings = nil
            r.maxOversPerBowler = nil
        default:
            return nil
        }
        return r
    }

    private static func pairs(_ r: inout CricketRulesConfig, overs: Int, cost: Int) {
        r.oversPerPair = overs
        r.wicketCost = cost
        r.allOut = false
        r.rebowlExtras = .lastOver
    }
}
