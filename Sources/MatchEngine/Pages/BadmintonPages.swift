/// Badminton's pages between games (docs/pages.md): the summary of the game just won, its
/// slide, and where the match is for the page cycle.
public enum BadmintonPages {
    typealias P = BoardPriority
    typealias M = BadmintonMessages

    /// The page, or `nil` when badminton has no such page or nothing to say on it yet.
    /// `starts` gives each game's start time by number, when the actions carried one.
    public static func build(_ page: BoardPage, _ s: BadmintonState, starts: [Int: Timestamp] = [:]) -> Scoreboard? {
        switch page {
        case .gameSummary:
            guard let game = s.wonGames.last else { return nil }
            return summary(game, s, startedAt: starts[game.number])
        case .main, .batting, .fallOfWickets, .bowling, .partnership, .target, .sponsor:
            return nil
        }
    }

    /// Between games and before the first rally the pages may cycle; a rally may come at any
    /// moment once a game's first point is played.
    public static func phase(_ s: BadmintonState) -> PagePhase {
        switch s.phase {
        case .finished: .finished
        case .gameWon: .atBreak
        case .inPlay: s.game.points.isEmpty ? .atBreak : .inPlay
        }
    }

    /// The slide a point earned: the summary of the game it won.
    public static func slides(after action: BadmintonAction.Kind, _ s: BadmintonState, starts: [Int: Timestamp] = [:]) -> [EventSlide] {
        guard case .point = action, s.game.winner != nil else { return [] }
        return [EventSlide(kind: .gameWon, rare: false, board: summary(s.game, s, startedAt: starts[s.game.number]))]
    }

    static func summary(_ game: BadmintonGame, _ s: BadmintonState, startedAt: Timestamp?) -> Scoreboard {
        let left = game.leftEnd(s.format)
        let runs = longestRuns(game)
        var f: [BoardField] = []
        if let winner = game.winner {
            f.append(BoardField("title", M.gameTo(game.number, s.name(winner)), priority: P.essential, role: .emphasis))
        }
        for (end, side) in [("left", left), ("right", left.other)] {
            let team = s.setup.sides[side]
            f.append(BoardField(BoardKey(rawValue: end + "Name"), team.name, compact: team.short, priority: P.essential,
                                role: game.winner == side ? .emphasis : .normal, flag: game.winner == side))
            f.append(BoardField(BoardKey(rawValue: end + "Points"), "\(game.score[side])", priority: P.essential, role: .emphasis))
            f.append(BoardField(BoardKey(rawValue: end + "Run"), runs.map { "\($0[side])" } ?? M.noFigure, priority: P.medium))
        }
        f.append(BoardField("head.run", M.longestRun, priority: P.medium, role: .muted))
        f.append(BoardField("duration", duration(game, s, startedAt: startedAt).map(M.minutes) ?? M.noFigure, priority: P.low, role: .muted))
        return Scoreboard(layout: .badmintonGameSummary, fields: f)
    }

    /// Each side's longest run of points in a row; `nil` for a game logged by its score alone.
    static func longestRuns(_ game: BadmintonGame) -> PerSide<Int>? {
        guard !game.points.isEmpty else { return nil }
        var best = PerSide(a: 0, b: 0)
        var run = 0
        var previous: BadmintonSide?
        for point in game.points {
            run = point.side == previous ? run + 1 : 1
            previous = point.side
            best[point.side] = max(best[point.side], run)
        }
        return best
    }

    /// Whole minutes from the game's start (the match's `at` for game 1, `advanceGame`'s for
    /// the others; else its first point) to its last point; `nil` when the times are not known.
    static func duration(_ game: BadmintonGame, _ s: BadmintonState, startedAt: Timestamp?) -> Int? {
        let start = startedAt ?? (game.number == 1 ? s.setup.at : nil) ?? game.points.first?.at
        guard let start, let end = game.points.last?.at else { return nil }
        return max(0, (end.seconds - start.seconds + 30) / 60)
    }
}
