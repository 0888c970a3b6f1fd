/// A match logged by its game scores (`loggedResult`): each score is checked against the
/// format as a game that could have just ended, and the games as a match that the last one
/// decided. Nothing about the rallies is invented: the games have no points (ADR 016).
enum BadmintonLog {
    /// The highest score a logged game may give a side when the format has no cap: the
    /// highest cap a format may set (ADR 008), so a logged number has a range like any other.
    static let uncappedMaximum = 199

    /// The games as the state keeps them, and the match's winner.
    static func games(_ scores: [PerSide<Int>], in s: BadmintonState) throws(BadmintonRejection)
        -> (games: [BadmintonGame], winner: BadmintonSide)
    {
        let format = s.format
        let rule = BadmintonMessages.gameRule(format)
        guard !scores.isEmpty else { throw .loggedNoGames }
        var games: [BadmintonGame] = []
        var won = PerSide(a: 0, b: 0)
        for (index, score) in scores.enumerated() {
            let number = index + 1
            let shown = BadmintonMessages.score(score, nil)
            if let decided = BadmintonSide.allCases.first(where: { won[$0] >= format.gamesToWin }) {
                throw .loggedAfterDecided(game: number, winner: s.name(decided), games: BadmintonMessages.gamesWon(won, decided))
            }
            let maximum = format.cap ?? uncappedMaximum
            if let side = BadmintonSide.allCases.first(where: { !(0...maximum).contains(score[$0]) }) {
                throw .loggedOutOfRange(game: number, side: s.name(side), points: score[side], maximum: maximum)
            }
            guard let winner = format.gameWinner(score) else {
                throw .loggedNotFinished(game: number, score: shown, format: format.name, rule: rule)
            }
            // The game ends at the rally that wins it: one point before, the winner must have
            // been at a score play can reach with nobody having won (23-20 ended at 22-20;
            // 30-30 under a cap of 30 and 12-11 in a game to 11 by 1 are never reached).
            var earlier = score
            earlier[winner] -= 1
            if !reachable(earlier, format) {
                guard format.gameWinner(earlier) == winner else {
                    throw .loggedNotFinished(game: number, score: shown, format: format.name, rule: rule)
                }
                // Said at the score where it did end: the first one on the way that wins.
                while true {
                    var before = earlier
                    before[winner] -= 1
                    guard before[winner] >= 0, format.gameWinner(before) == winner else { break }
                    earlier = before
                }
                throw .loggedEndsEarlier(
                    game: number, score: shown, earlier: BadmintonMessages.score(earlier, nil), format: format.name, rule: rule)
            }
            won[winner] += 1
            games.append(BadmintonGame(number: number, start: start(s), loggedScore: score, format))
        }
        guard let winner = BadmintonSide.allCases.first(where: { won[$0] >= format.gamesToWin }) else {
            throw .loggedUndecided(
                games: BadmintonMessages.gamesEach(s.name(.a), won.a, s.name(.b), won.b), bestOf: format.games,
                needed: format.gamesToWin)
        }
        return (games, winner)
    }

    /// Whether rallies can bring a game to `score` with neither side having won on the way
    /// (nor at it). Worked out over the grid of scores, row by row: within the ranges above
    /// that is at most 200 × 200 cells, and no shortcut has to be trusted for every format.
    static func reachable(_ score: PerSide<Int>, _ format: BadmintonFormat) -> Bool {
        guard score.a >= 0, score.b >= 0 else { return false }
        var row = [Bool](repeating: false, count: score.b + 1)
        for a in 0...score.a {
            for b in 0...score.b {
                let from = (a == 0 && b == 0) || (a > 0 && row[b]) || (b > 0 && row[b - 1])
                row[b] = from && format.gameWinner(PerSide(a: a, b: b)) == nil
            }
        }
        return row[score.b]
    }

    /// Where the players stood and who served is not known: every game keeps the set-up's
    /// ends and first server, so the board shows side A where the set-up put it and no change
    /// of ends is announced for a decider nobody watched.
    private static func start(_ s: BadmintonState) -> BadmintonGame.Start {
        BadmintonGame.Start(
            server: s.setup.firstServer, serverPlayer: s.setup.firstServerPlayer,
            receiverPlayer: s.setup.firstReceiverPlayer, leftEnd: s.setup.leftEnd,
            doubles: s.setup.isDoubles, decider: false)
    }
}
