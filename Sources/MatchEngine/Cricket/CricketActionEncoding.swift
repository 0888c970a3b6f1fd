/// Writes actions in the same JSON form `CricketDecoding` reads, so anything that makes
/// actions (buttons, tests, tools) produces journal lines the replay accepts unchanged.
extension CricketAction: Encodable {
    private enum Keys: String, CodingKey {
        case type, striker, nonStriker, name, onStrike, batter, out, from, to, team, kind, fielder
        case runs, overs, method, reason, winner, parScore, minOvers
        case bat, wides, noBalls, byes, legByes, penalty, boundary, wicket
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(typeName, forKey: .type)
        switch self {
        case .openers(let striker, let nonStriker), .newPair(let striker, let nonStriker):
            try c.encodeIfPresent(striker, forKey: .striker)
            try c.encodeIfPresent(nonStriker, forKey: .nonStriker)
        case .bowler(let name):
            try c.encodeIfPresent(name, forKey: .name)
        case .delivery(let ball):
            for (key, value) in [(Keys.bat, ball.bat), (.wides, ball.wides), (.noBalls, ball.noBalls),
                                 (.byes, ball.byes), (.legByes, ball.legByes), (.penalty, ball.penalty)]
            where value != 0 {
                try c.encode(value, forKey: key)
            }
            try c.encodeIfPresent(ball.boundary, forKey: .boundary)
            try c.encodeIfPresent(ball.wicket, forKey: .wicket)
        case .newBatter(let name, let onStrike):
            try c.encodeIfPresent(name, forKey: .name)
            try c.encodeIfPresent(onStrike, forKey: .onStrike)
        case .retire(let batter, let out):
            try c.encode(batter, forKey: .batter)
            try c.encode(out, forKey: .out)
        case .timedOut(let batter):
            try c.encodeIfPresent(batter, forKey: .batter)
        case .renamePlayer(let from, let to, let team):
            try c.encode(from, forKey: .from)
            try c.encode(to, forKey: .to)
            try c.encodeIfPresent(team, forKey: .team)
        case .amendWicket(let batter, let kind, let fielder):
            try c.encode(batter, forKey: .batter)
            try c.encode(kind, forKey: .kind)
            try c.encodeIfPresent(fielder, forKey: .fielder)
        case .penaltyRuns(let runs, let side):
            try c.encode(runs, forKey: .runs)
            try c.encode(side, forKey: .to)
        case .setStrike(let striker):
            try c.encode(striker, forKey: .striker)
        case .endOver, .continueOver, .followOn, .superOver, .warn:
            break
        case .endInnings(let reason):
            try c.encode(reason, forKey: .reason)
        case .setTarget(let runs, let overs, let method):
            try c.encode(runs, forKey: .runs)
            try c.encodeIfPresent(overs, forKey: .overs)
            try c.encodeIfPresent(method, forKey: .method)
        case .endMatch(let reason, let winner, let parScore):
            try c.encode(reason, forKey: .reason)
            try c.encode(winner, forKey: .winner)
            try c.encodeIfPresent(parScore, forKey: .parScore)
        case .deadBallRuns(let runs), .housePenalty(let runs), .bonusRuns(let runs):
            try c.encode(runs, forKey: .runs)
        case .lastHour(let overs):
            try c.encode(overs, forKey: .minOvers)
        }
    }

    public var typeName: String {
        switch self {
        case .openers: "openers"
        case .bowler: "bowler"
        case .delivery: "delivery"
        case .newBatter: "newBatter"
        case .retire: "retire"
        case .timedOut: "timedOut"
        case .renamePlayer: "renamePlayer"
        case .amendWicket: "amendWicket"
        case .penaltyRuns: "penaltyRuns"
        case .setStrike: "setStrike"
        case .endOver: "endOver"
        case .continueOver: "continueOver"
        case .endInnings: "endInnings"
        case .followOn: "followOn"
        case .setTarget: "setTarget"
        case .superOver: "superOver"
        case .endMatch: "endMatch"
        case .warn: "warn"
        case .deadBallRuns: "deadBallRuns"
        case .housePenalty: "housePenalty"
        case .bonusRuns: "bonusRuns"
        case .newPair: "newPair"
        case .lastHour: "lastHour"
        }
    }
}
