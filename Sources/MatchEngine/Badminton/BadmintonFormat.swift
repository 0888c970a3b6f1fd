/// How a match is scored. The named presets are the formats halls actually play; every
/// field can be overridden by `rules` in `newMatch`.
public struct BadmintonFormat: Codable, Sendable, Equatable {
    /// The preset the format started from (`bwf21`, `bwf15`, `noCap`, `custom`).
    public var name: String
    public var pointsToWin: Int
    /// The score that wins a game outright however close it is; `nil` = play on until `winBy`.
    public var cap: Int?
    /// Best of this many games (1, 3 or 5).
    public var games: Int
    public var winBy: Int
    /// The leading score that starts the 60-second mid-game interval; `nil` = no interval.
    public var intervalAt: Int?
    /// Whether a won game closes on its own, or stays on the board until `advanceGame`.
    public var autoAdvance: Bool

    public init(
        name: String, pointsToWin: Int, cap: Int?, games: Int, winBy: Int = 2,
        intervalAt: Int?, autoAdvance: Bool = false
    ) {
        self.name = name
        self.pointsToWin = pointsToWin
        self.cap = cap
        self.games = games
        self.winBy = winBy
        self.intervalAt = intervalAt
        self.autoAdvance = autoAdvance
    }

    /// BWF Laws until 3 January 2027: 21 points, win by 2, capped at 30, best of 3.
    public static let bwf21 = BadmintonFormat(name: "bwf21", pointsToWin: 21, cap: 30, games: 3, intervalAt: 11)
    /// BWF Laws from 4 January 2027: 15 points, win by 2, capped at 21, best of 3.
    public static let bwf15 = BadmintonFormat(name: "bwf15", pointsToWin: 15, cap: 21, games: 3, intervalAt: 8)
    /// The casual "deuce forever" game: win by 2 with no cap.
    public static let noCap = BadmintonFormat(name: "noCap", pointsToWin: 21, cap: nil, games: 3, intervalAt: 11)
    /// A starting point only: `custom` needs `rules.pointsToWin`.
    static let custom = BadmintonFormat(name: "custom", pointsToWin: 21, cap: nil, games: 3, intervalAt: 11)

    public static let presets: [BadmintonFormat] = [.bwf21, .bwf15, .noCap]

    /// Mid-game interval and the interval between games (BWF Law 16).
    public static let midGameIntervalSeconds = 60
    public static let betweenGamesIntervalSeconds = 120

    /// Games a side needs to win the match.
    public var gamesToWin: Int { games / 2 + 1 }

    /// The leading score at which the players change ends in the deciding game: the interval
    /// point, or half the target when the format has no interval.
    public var changeEndsAt: Int { intervalAt ?? Self.half(pointsToWin) }

    /// Half of `points`, rounded up (11 of 21, 8 of 15), without a sum that could overflow
    /// before the range check has seen the value.
    static func half(_ points: Int) -> Int { points / 2 + points % 2 }

    /// The side that has won a game at this score, if either has.
    public func gameWinner(_ score: PerSide<Int>) -> BadmintonSide? {
        BadmintonSide.allCases.first { side in
            let mine = score[side]
            let theirs = score[side.other]
            if let cap, mine >= cap { return true }
            return mine >= pointsToWin && mine - theirs >= winBy
        }
    }

    /// Why these values cannot make a playable format, or `nil` when they can.
    func problem() -> String? {
        if !(1...99).contains(pointsToWin) { return BadmintonMessages.badRule("pointsToWin", pointsToWin, "from 1 to 99") }
        if !(1...10).contains(winBy) { return BadmintonMessages.badRule("winBy", winBy, "from 1 to 10") }
        if let cap, cap < pointsToWin || cap > 199 {
            return BadmintonMessages.badRule("cap", cap, "at least pointsToWin (\(pointsToWin)) and at most 199, or null for no cap")
        }
        if ![1, 3, 5].contains(games) { return BadmintonMessages.badRule("games", games, "1, 3 or 5") }
        if let intervalAt, !(1..<pointsToWin).contains(intervalAt) {
            return BadmintonMessages.badRule("intervalAt", intervalAt, "from 1 to \(pointsToWin - 1), or null for no interval")
        }
        return nil
    }
}
