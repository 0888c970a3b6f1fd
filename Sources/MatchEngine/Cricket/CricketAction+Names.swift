/// Every name a cricket action or set-up carries, by the field a line writes it in, so the one
/// entry of names (`NameText`, ADR 046) reaches all of them and a refusal names the field.
extension CricketAction {
    /// The action with `transform` applied to each name it carries; numbers and choices as they were.
    func mappingNames(_ transform: (String) -> String) -> CricketAction {
        switch self {
        case .openers(let striker, let nonStriker): return .openers(striker: striker.map(transform), nonStriker: nonStriker.map(transform))
        case .bowler(let name): return .bowler(name: name.map(transform))
        case .delivery(var ball):
            if var wicket = ball.wicket {
                wicket.playerOut = wicket.playerOut.map(transform)
                wicket.fielder = wicket.fielder.map(transform)
                ball.wicket = wicket
            }
            return .delivery(ball)
        case .newBatter(let name, let onStrike): return .newBatter(name: name.map(transform), onStrike: onStrike)
        case .retire(let batter, let out): return .retire(batter: transform(batter), out: out)
        case .timedOut(let batter): return .timedOut(batter: batter.map(transform))
        case .renamePlayer(let from, let to, let team): return .renamePlayer(from: transform(from), to: transform(to), team: team.map(transform))
        case .amendWicket(let batter, let kind, let fielder): return .amendWicket(batter: transform(batter), kind: kind, fielder: fielder.map(transform))
        case .setStrike(let striker): return .setStrike(striker: transform(striker))
        case .endMatch(let reason, let winner, let par): return .endMatch(reason: reason, winner: winner.map(transform), parScore: par)
        case .newPair(let striker, let nonStriker): return .newPair(striker: striker.map(transform), nonStriker: nonStriker.map(transform))
        case .penaltyRuns, .endOver, .continueOver, .endInnings, .followOn, .setTarget, .superOver, .warn,
            .deadBallRuns, .housePenalty, .bonusRuns, .lastHour:
            return self
        }
    }

    /// Each name with the field a line writes it in ("to", "wicket.fielder").
    var names: [(field: String, name: String)] {
        var found: [(field: String, name: String)] = []
        func add(_ field: String, _ name: String?) {
            if let name { found.append((field, name)) }
        }
        switch self {
        case .openers(let striker, let nonStriker), .newPair(let striker, let nonStriker):
            add("striker", striker)
            add("nonStriker", nonStriker)
        case .bowler(let name), .newBatter(let name, _): add("name", name)
        case .delivery(let ball):
            add("wicket.playerOut", ball.wicket?.playerOut)
            add("wicket.fielder", ball.wicket?.fielder)
        case .retire(let batter, _): add("batter", batter)
        case .timedOut(let batter): add("batter", batter)
        case .renamePlayer(let from, let to, let team):
            add("from", from)
            add("to", to)
            add("team", team)
        case .amendWicket(let batter, _, let fielder):
            add("batter", batter)
            add("fielder", fielder)
        case .setStrike(let striker): add("striker", striker)
        case .endMatch(_, let winner, _): add("winner", winner)
        case .penaltyRuns, .endOver, .continueOver, .endInnings, .followOn, .setTarget, .superOver, .warn,
            .deadBallRuns, .housePenalty, .bonusRuns, .lastHour:
            break
        }
        return found
    }
}

extension CricketSetup {
    /// The set-up with `transform` applied to each team's name, short code and players.
    func mappingNames(_ transform: (String) -> String) -> CricketSetup {
        var setup = self
        setup.teams = teams.map { CricketTeam(name: transform($0.name), short: transform($0.short), players: $0.players.map(transform)) }
        return setup
    }
}
