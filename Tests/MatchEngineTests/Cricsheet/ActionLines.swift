import Foundation
import MatchEngine

/// Writes actions as the JSON lines of the `replay` contract (issue 2, "Contract: input"), so
/// a converted match can go through `Replay` exactly as a file would.
enum ActionLines {
    static func line(_ object: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func text(newMatch: [String: Any], actions: [CricketAction]) throws -> String {
        try ([line(newMatch)] + actions.map { try line(object($0)) }).joined(separator: "\n")
    }

    static func object(_ action: CricketAction) -> [String: Any] {
        func null(_ value: Any?) -> Any { value ?? NSNull() }
        switch action {
        case .openers(let striker, let nonStriker):
            return ["type": "openers", "striker": null(striker), "nonStriker": null(nonStriker)]
        case .bowler(let name): return ["type": "bowler", "name": null(name)]
        case .delivery(let d): return delivery(d)
        case .newBatter(let name, let onStrike):
            return ["type": "newBatter", "name": null(name), "onStrike": null(onStrike)]
        case .retire(let batter, let out): return ["type": "retire", "batter": batter, "out": out]
        case .timedOut(let batter): return ["type": "timedOut", "batter": null(batter)]
        case .renamePlayer(let from, let to, let team): return ["type": "renamePlayer", "from": from, "to": to, "team": null(team)]
        case .amendWicket(let batter, let kind, let fielder):
            return ["type": "amendWicket", "batter": batter, "kind": kind.rawValue, "fielder": null(fielder)]
        case .penaltyRuns(let runs, let side): return ["type": "penaltyRuns", "runs": runs, "to": side.rawValue]
        case .setStrike(let striker): return ["type": "setStrike", "striker": striker]
        case .endOver: return ["type": "endOver"]
        case .continueOver: return ["type": "continueOver"]
        case .endInnings(let reason): return ["type": "endInnings", "reason": reason.rawValue]
        case .followOn: return ["type": "followOn"]
        case .setTarget(let runs, let overs, let method):
            return ["type": "setTarget", "runs": runs, "overs": null(overs?.description), "method": null(method?.rawValue)]
        case .superOver: return ["type": "superOver"]
        case .endMatch(let reason, let winner, let par):
            return ["type": "endMatch", "reason": reason.rawValue, "winner": null(winner), "parScore": null(par)]
        case .warn: return ["type": "warn"]
        case .deadBallRuns(let runs): return ["type": "deadBallRuns", "runs": runs]
        case .housePenalty(let runs): return ["type": "housePenalty", "runs": runs]
        case .bonusRuns(let runs): return ["type": "bonusRuns", "runs": runs]
        case .newPair(let striker, let nonStriker):
            return ["type": "newPair", "striker": null(striker), "nonStriker": null(nonStriker)]
        case .lastHour(let overs): return ["type": "lastHour", "minOvers": overs]
        }
    }

    private static func delivery(_ d: Delivery) -> [String: Any] {
        var object: [String: Any] = ["type": "delivery"]
        // Zero fields are left out, as a hand-written file would: the contract defaults them.
        for (key, value) in [("bat", d.bat), ("wides", d.wides), ("noBalls", d.noBalls), ("byes", d.byes),
                             ("legByes", d.legByes), ("penalty", d.penalty)] where value != 0 {
            object[key] = value
        }
        if let boundary = d.boundary { object["boundary"] = boundary }
        if let w = d.wicket {
            var wicket: [String: Any] = ["kind": w.kind.rawValue]
            if let out = w.playerOut { wicket["playerOut"] = out }
            if let fielder = w.fielder { wicket["fielder"] = fielder }
            object["wicket"] = wicket
        }
        return object
    }
}
