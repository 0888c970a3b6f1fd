/// One game as the rallies of it, and where everyone stands after them.
///
/// The positions follow from the game's start and its points alone, so taking a point away
/// (the − button) re-folds the remaining points and server and courts come out right.
public struct BadmintonGame: Sendable, Equatable {
    public let number: Int
    public let start: Start
    public private(set) var points: [PointRecord] = []
    public private(set) var score = PerSide(a: 0, b: 0)
    public private(set) var serving: BadmintonSide
    /// Index of the player standing in the right service court, per side. Players change
    /// courts only when their own side wins a rally it served (Law 11); in singles the one
    /// player's court follows the score instead, and this stays 0.
    public private(set) var rightCourt: PerSide<Int>
    public private(set) var winner: BadmintonSide?

    public struct Start: Sendable, Equatable {
        public var server: BadmintonSide
        public var serverPlayer: Int
        public var receiverPlayer: Int
        /// The side at the left end when the game starts.
        public var leftEnd: BadmintonSide
        public var doubles: Bool
        /// The last game a match can have: ends change in it at `changeEndsAt`.
        public var decider: Bool
    }

    public struct PointRecord: Sendable, Equatable {
        public var side: BadmintonSide
        /// Awarded for the opponent's fault (red card), not won in a rally.
        public var byFault: Bool
        public var at: Timestamp?
    }

    public enum Court: String, Codable, Sendable, Equatable {
        case right, left
    }

    init(number: Int, start: Start) {
        self.number = number
        self.start = start
        serving = start.server
        // Both the server and the receiver start in their right service courts: 0 is even.
        var right = PerSide(a: 0, b: 0)
        if start.doubles {
            right[start.server] = start.serverPlayer
            right[start.server.other] = start.receiverPlayer
        }
        rightCourt = right
    }

    /// A game known only by its final score (a match logged after it was played): no
    /// rallies, so `points` stays empty and nothing is claimed about who served when.
    init(number: Int, start: Start, loggedScore: PerSide<Int>, _ format: BadmintonFormat) {
        self.init(number: number, start: start)
        score = loggedScore
        winner = format.gameWinner(loggedScore)
    }

    /// Court of the server: right on the server's even score, left on odd (Laws 10 and 11).
    public var serviceCourt: Court { score[serving] % 2 == 0 ? .right : .left }

    public var server: Int { player(of: serving, in: serviceCourt) }

    /// The receiver stands diagonally opposite, in the court of the same name.
    public var receiver: Int { player(of: serving.other, in: serviceCourt) }

    /// Which player of `side` stands in `court`.
    public func player(of side: BadmintonSide, in court: Court) -> Int {
        guard start.doubles else { return 0 }
        return court == .right ? rightCourt[side] : 1 - rightCourt[side]
    }

    /// The side at the left end now: in the deciding game the players change ends when the
    /// leading score first reaches `changeEndsAt` (Law 8).
    public func leftEnd(_ format: BadmintonFormat) -> BadmintonSide {
        let changed = start.decider && max(score.a, score.b) >= format.changeEndsAt
        return changed ? start.leftEnd.other : start.leftEnd
    }

    mutating func record(_ point: PointRecord, _ format: BadmintonFormat) {
        if point.side == serving {
            // The serving side scores, and its server moves to serve from the other court.
            if start.doubles { rightCourt[serving] = 1 - rightCourt[serving] }
        } else {
            // Service passes over; nobody moves (Law 11).
            serving = point.side
        }
        score[point.side] += 1
        points.append(point)
        winner = format.gameWinner(score)
    }

    /// The game with `side`'s latest point taken away, re-folded from its start.
    func removingLatestPoint(of side: BadmintonSide, _ format: BadmintonFormat) -> Removal {
        guard let index = points.lastIndex(where: { $0.side == side }) else { return .noPoint }
        var kept = points
        kept.remove(at: index)
        var game = BadmintonGame(number: number, start: start)
        for point in kept {
            // Without the point the game may have ended earlier, and the rallies recorded
            // after that moment could not have been played: a minus cannot say what happened.
            if game.winner != nil { return .endsEarlier(game.score) }
            game.record(point, format)
        }
        return .removed(game)
    }

    enum Removal {
        case removed(BadmintonGame)
        case noPoint
        /// The game would have been won at this score before its later points.
        case endsEarlier(PerSide<Int>)
    }

    /// The point just played took `side` to `mark` first in this game.
    func justReached(_ mark: Int) -> Bool {
        guard let last = points.last else { return false }
        return score[last.side] == mark && score[last.side.other] < mark
    }
}
