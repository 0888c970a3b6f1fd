/// The hall overview: one screen with a tile per court a venue's follower has seen
/// (docs/mqtt.md lists the keys). Built from the courts' own boards by their display keys
/// alone: a follower knows no rules, so nothing here is recomputed, only carried over.
public enum HallBoard {
    /// The most tiles a screen shows (a 4×3 grid); the rest are counted in `more`.
    public static let maxTiles = 12

    /// - Parameters:
    ///   - courts: the courts the follower keeps, at most `maxTiles` of them shown (`tiles`).
    ///   - unseen: courts seen but not kept (past the follower's cap), counted in `more`.
    ///   - broker: said, with `following` (the topic), while no court has been seen.
    public static func board(
        venue: String?, courts: [HallCourt], unseen: Int = 0, broker: BrokerLink = .answering, following: String? = nil
    ) -> Scoreboard {
        typealias P = BoardPriority
        var f = [BoardField("title", venue ?? FollowMessages.hallTitle, priority: P.high, role: .emphasis)]
        guard !courts.isEmpty else { return waiting(f, broker: broker, following: following) }
        let shown = tiles(courts)
        // Every court known, kept or not, that has no tile.
        let more = courts.count + max(0, unseen) - shown.count
        if more > 0 {
            f.append(BoardField("more", FollowMessages.more(more), priority: P.high, role: .muted))
        }
        for (index, court) in shown.enumerated() {
            f += tile(index + 1, court)
        }
        return Scoreboard(layout: .hallOverview, fields: f)
    }

    /// The courts that get a tile, in name order (numbers numerically). When there are more
    /// than `maxTiles`, the courts being scored now come first, then those whose retained board
    /// shows a match in play, then the rest (`rank`): a broker full of stray retained courts
    /// from old tournaments cannot push the courts in play off the screen. Within a rank the
    /// name decides, so tiles do not change places as boards arrive.
    public static func tiles(_ courts: [HallCourt]) -> [HallCourt] {
        let chosen = courts.count <= maxTiles ? courts : Array(courts.sorted { a, b in
            let (ra, rb) = (rank(a), rank(b))
            return ra != rb ? ra < rb : CourtOrder.precedes(a.name, b.name)
        }.prefix(maxTiles))
        return chosen.sorted { CourtOrder.precedes($0.name, $1.name) }
    }

    /// 0: scored now (a board published while the follower listened, the scorer not gone);
    /// 1: a retained board of a match in play; 2: the scorer gone, idle, a result nobody is
    /// publishing, or no board at all. A broker gone says nothing of a court: it does not count.
    public static func rank(_ court: HallCourt) -> Int {
        if case .scorerOffline = court.link { return 2 }
        guard let board = court.board, board.layout != .idle else { return 2 }
        if court.fresh { return 0 }
        return board.layout == .result ? 2 : 1
    }

    /// No court seen yet: the title alone would look like a broken screen. It says what it
    /// waits for, the topic, and whether the broker answers.
    private static func waiting(_ title: [BoardField], broker: BrokerLink, following: String?) -> Scoreboard {
        typealias P = BoardPriority
        var f = title
        f.append(BoardField("waiting", FollowMessages.hallWaiting, priority: P.essential, role: .notice))
        if let following {
            f.append(BoardField("following", FollowMessages.waitingTopic(following), priority: P.high, role: .muted))
        }
        let link: BoardField = switch broker {
        case .connecting: BoardField("broker", FollowMessages.brokerConnecting, priority: P.high, role: .muted)
        case .answering: BoardField("broker", FollowMessages.brokerAnswering, priority: P.high, role: .normal)
        case .notAnswering(let since):
            BoardField("broker", FollowMessages.brokerNotAnswering(since: FollowMessages.clock(since)), priority: P.high, role: .warning)
        }
        f.append(link)
        return Scoreboard(layout: .hallOverview, fields: f)
    }

    /// A tile's fields. A court whose scorer or link is gone keeps its last board, dimmed
    /// (muted), with no server marked (nobody is serving that the screen can know of), and
    /// says since when as a warning.
    static func tile(_ n: Int, _ court: HallCourt) -> [BoardField] {
        typealias P = BoardPriority
        func key(_ name: String) -> BoardKey { BoardKey(rawValue: "tile\(n)\(name)") }
        let stale: String? = switch court.link {
        case .live: nil
        case .scorerOffline(let since): FollowMessages.offline(since: FollowMessages.clock(since))
        case .linkLost(let since): FollowMessages.tileLinkLost(since: FollowMessages.clock(since))
        }
        let live = stale == nil
        var f = [BoardField(key("Court"), FollowMessages.court(court.name), priority: P.essential, role: live ? .emphasis : .warning)]
        let sides = court.board.flatMap(Self.sides)
        if let sides {
            for (suffix, side) in [("A", sides.a), ("B", sides.b)] {
                if let name = side.name {
                    let serving = live && name.flag == true
                    f.append(BoardField(key("Name" + suffix), name.text, compact: name.compact, priority: P.essential,
                                        role: live ? (serving ? .server : .normal) : .muted, flag: serving))
                }
                if let games = side.games, !games.text.isEmpty {
                    // Games sit in a filled box: dimming it would colour it as a highlight.
                    f.append(BoardField(key("Games" + suffix), games.text, priority: P.essential))
                }
                if let points = side.points, !points.text.isEmpty {
                    f.append(BoardField(key("Points" + suffix), points.text, compact: points.compact, priority: P.essential,
                                        role: live ? .emphasis : .muted))
                }
            }
        }
        if let stale {
            f.append(BoardField(key("Status"), stale, priority: P.essential, role: .warning))
        } else if let status = status(court.board, hasSides: sides != nil) {
            // Only a court that is gone is a warning on this screen; play suspended is news.
            let role: BoardRole = status.role == .warning ? .notice : status.role
            f.append(BoardField(key("Status"), status.text, compact: status.compact, priority: P.high, role: role))
        }
        return f
    }

    /// The two sides of a court's board, by its keys: a badminton board's ends (left is A),
    /// a cricket board's batting side (A, flagged as batting: the tile's mark) and bowling
    /// side. Cricket's score sits where the points do; its overs go to the status line.
    private static func sides(_ board: Scoreboard) -> (a: Side, b: Side)? {
        if let left = board["leftName"] {
            // A result has no points worth showing: the games won are the match's score.
            let points = board.layout == .result ? nil : (board["leftPoints"], board["rightPoints"])
            return (Side(name: left, games: board["leftGames"], points: points?.0),
                    Side(name: board["rightName"], games: board["rightGames"], points: points?.1))
        }
        if var batting = board["battingTeam"] {
            batting.flag = board.layout == .cricketBanner
            return (Side(name: batting, games: nil, points: board["score"]),
                    Side(name: board["bowlingTeam"], games: nil, points: nil))
        }
        return nil
    }

    private struct Side {
        var name: BoardField?
        var games: BoardField?
        var points: BoardField?
    }

    /// The line under a live tile: the next match when one is queued, else the result or a
    /// break, a notice (game point, interval), the game or the overs; "No match" on an idle
    /// board, "Waiting for the scorer" before any.
    private static func status(_ board: Scoreboard?, hasSides: Bool) -> BoardField? {
        guard let board else { return BoardField("status", FollowMessages.waiting, priority: BoardPriority.high, role: .muted) }
        // The match the court plays next (the hall's desk called it; docs/desk.md): the idle
        // board's "Next: …", or a finished match's notice line, which then says it.
        if let next = board["next"] { return next }
        if board.layout == .result, let line = board["error"], line.role == .notice { return line }
        for key: BoardKey in ["status", "paused", "need", "gamePoint", "gameResult", "interval", "changeEnds"] {
            if let field = board[key], !field.text.isEmpty { return field }
        }
        if let game = board["game"] { return game }
        if let overs = board["overs"] {
            return BoardField("status", FollowMessages.overs(overs.text), priority: BoardPriority.high, role: .muted)
        }
        return hasSides ? nil : BoardField("status", FollowMessages.noMatch, priority: BoardPriority.high, role: .muted)
    }
}
