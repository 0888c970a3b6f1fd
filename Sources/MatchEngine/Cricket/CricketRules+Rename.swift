/// Filling in names later. Placeholders repeat across sides (both have a "Batter 1"), so a
/// rename applies to one side only: the one named, or the only one that has that player.
extension CricketRules {
    static func rename(_ s: inout CricketState, from: String, to: String, team requested: String?)
        throws(CricketRejection)
    {
        guard !to.isEmpty else { throw .nameTaken(to) }
        let names = [playerNames(s, team: 0), playerNames(s, team: 1)]
        let team: Int
        if let requested {
            guard let index = teamIndex(s, named: requested) else { throw .unknownTeam(requested) }
            guard names[index].contains(from) else { throw .unknownPlayer(from) }
            team = index
        } else {
            let sides = [0, 1].filter { names[$0].contains(from) }
            guard let only = sides.first else { throw .unknownPlayer(from) }
            if sides.count > 1 { throw .playerOnBothSides(from) }
            team = only
        }
        // A new name used by nobody keeps every later action unambiguous.
        guard !names[0].contains(to), !names[1].contains(to) else { throw .nameTaken(to) }
        func swap(_ name: String) -> String { name == from ? to : name }
        func swap(_ name: String?) -> String? { name.map(swap) }

        s.setup.teams[team].players = s.setup.teams[team].players.map(swap)
        for i in s.innings.indices {
            var inn = s.innings[i]
            if inn.battingTeam == team {
                for b in inn.batters.indices { inn.batters[b].name = swap(inn.batters[b].name) }
                for f in inn.fallOfWickets.indices { inn.fallOfWickets[f].batter = swap(inn.fallOfWickets[f].batter) }
                inn.partnership.shares = inn.partnership.shares?.map { share in
                    var share = share
                    share.name = swap(share.name)
                    return share
                }
                inn.partnerships = inn.partnerships?.map { p in
                    var p = p
                    p.batters = p.batters.map(swap)
                    return p
                }
            } else {
                for b in inn.batters.indices {
                    guard var dismissal = inn.batters[b].dismissal else { continue }
                    dismissal.bowler = swap(dismissal.bowler)
                    dismissal.fielder = swap(dismissal.fielder)
                    inn.batters[b].dismissal = dismissal
                }
                for b in inn.bowlers.indices { inn.bowlers[b].name = swap(inn.bowlers[b].name) }
                for o in inn.overLog.indices { inn.overLog[o].bowlers = inn.overLog[o].bowlers.map(swap) }
                inn.currentOver.bowlers = inn.currentOver.bowlers.map(swap)
            }
            s.innings[i] = inn
        }
        guard let current = s.current else { return }
        if current.battingTeam == team {
            s.striker = swap(s.striker)
            s.nonStriker = swap(s.nonStriker)
        } else {
            s.bowler = swap(s.bowler)
            s.warnedBowlers = Set(s.warnedBowlers.map(swap))
        }
    }

    /// Everyone known to play for `team`: its sheet, its batters, and its bowlers and
    /// fielders in the other side's innings.
    static func playerNames(_ s: CricketState, team: Int) -> Set<String> {
        var names = Set(s.setup.teams[team].players)
        for inn in s.innings {
            if inn.battingTeam == team {
                names.formUnion(inn.batters.map(\.name))
            } else {
                names.formUnion(inn.bowlers.map(\.name))
                for b in inn.batters {
                    if let fielder = b.dismissal?.fielder { names.insert(fielder) }
                }
            }
        }
        if let current = s.current {
            let live = current.battingTeam == team ? [s.striker, s.nonStriker] : [s.bowler]
            names.formUnion(live.compactMap { $0 })
        }
        return names
    }
}
