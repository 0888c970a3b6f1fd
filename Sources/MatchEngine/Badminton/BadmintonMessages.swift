/// Every sentence the badminton engine shows a person. The voice: an informed fan, calm for
/// routine events.
public enum BadmintonMessages {
    // MARK: Refusals

    static func message(for rejection: BadmintonRejection) -> String {
        switch rejection {
        case .nothingToUndo: CommonMessages.nothingToUndo
        case .invalidSetup(let why): "The match set-up is not valid: \(why)"
        case .matchOver: "The match is over; undo the last action to change it."
        case .gameWon(let game, let winner, let score):
            "Game \(game) is won (\(winner) \(score)): advance to the next game first, or use minus to correct the score."
        case .gameInPlay(let game, let score):
            "Game \(game) is still in play at \(score); the next game starts only once this one is won."
        case .noPointToRemove(let side, let game):
            "\(side) has no point in game \(game) to take away; use undo to go back into the previous game."
        case .minusEndsGameEarlier(let side, let game, let winner, let score):
            "Without \(side)'s latest point, \(winner) would have won game \(game) at \(score), before the rallies recorded after it; use undo to go back instead."
        case .paused: "Play is paused: resume before recording a rally."
        case .notPaused: "Play is not paused, so there is nothing to resume."
        case .alreadyPaused: "Play is already paused."
        case .notOnSide(let player, let side, let role):
            "\(player) cannot be the \(role): not a player of \(side)."
        case .walkoverAfterPlay: "A walkover is given only before the first rally; use retire once play has started."
        case .loggedMatch:
            "This match was logged by its game scores, with no rallies: undo the logged result to change it."
        case .loggedAfterRallies(let game, let score):
            "Rallies are already scored (game \(game) at \(score)): a match is logged by its game scores only before its first rally; undo them first."
        case .loggedNoGames:
            #"A logged result lists the score of every game played, in order, e.g. "games":[{"a":21,"b":19},{"a":18,"b":21},{"a":21,"b":15}]."#
        case .loggedOutOfRange(let game, let side, let points, let maximum):
            "Logged game \(game) gives \(side) \(points) points: a side's points in a game are from 0 to \(maximum) in this format."
        case .loggedNotFinished(let game, let score, let format, let rule):
            "Logged game \(game) (\(score)) is not a score a game ends at under \(format): \(rule)"
        case .loggedEndsEarlier(let game, let score, let earlier, let format, let rule):
            "Logged game \(game) (\(score)) would have ended at \(earlier) under \(format): \(rule)"
        case .loggedAfterDecided(let game, let winner, let games):
            "Logged game \(game) could not be played: \(winner) had already won the match \(games)."
        case .loggedUndecided(let games, let bestOf, let needed):
            "The logged games do not decide the match (\(games)): best of \(bestOf) is won by the first side to win \(needed) \(needed == 1 ? "game" : "games")."
        }
    }

    static let roleServer = "server (the side that won the game serves first)"
    static let roleReceiver = "receiver (the side that lost the game receives first)"
    static let roleCarded = "carded player"

    /// How a game is won under `format`, for a refused logged score.
    static func gameRule(_ format: BadmintonFormat) -> String {
        let lead = format.winBy == 1 ? "" : " with a \(format.winBy)-point lead"
        let first = "a game is won by the first side to reach \(format.pointsToWin)\(lead)"
        guard let cap = format.cap else { return "\(first); there is no cap." }
        return cap == format.pointsToWin ? "\(first)." : "\(first), or to reach \(cap)."
    }
    /// Games won, the winner's first: "2-0".
    static func gamesWon(_ won: PerSide<Int>, _ winner: BadmintonSide) -> String {
        winner == .b ? "\(won.b)-\(won.a)" : "\(won.a)-\(won.b)"
    }
    static func gamesEach(_ a: String, _ wonA: Int, _ b: String, _ wonB: Int) -> String {
        "\(BidiIsolation.name(a)) \(wonA), \(BidiIsolation.name(b)) \(wonB)"
    }

    // MARK: Set-up

    static let needTwoSides = "a match needs exactly two sides, each with a name."
    static let sameSideNames = "the two sides need different names."
    static let playersPerSide = "each side lists one player (singles) or two (doubles), the same number on both sides."
    static func badRule(_ field: String, _ value: Int, _ accepted: String) -> String {
        "rules.\(field) must be \(accepted), not \(value)."
    }
    static func unknownFormat(_ name: String) -> String {
        "format \"\(name)\" is not known: use bwf21, bwf15, noCap or custom."
    }
    static let customNeedsTarget = "format custom needs rules.pointsToWin."
    static func unknownPlayer(_ name: String, _ side: String) -> String {
        "\(name) is not a player of \(side)."
    }
    static func badSide(_ raw: String) -> String { "A side is \"A\" or \"B\", not \"\(raw)\"." }

    // MARK: Board copy

    /// Marks the server in a name on the board, as `*` marks the striker in cricket.
    static func serving(_ name: String) -> String { "\(BidiIsolation.name(name))*" }
    /// Each name isolated (ADR 041): two Arabic-script names would otherwise swap places.
    static func pair(_ first: String, _ second: String) -> String { "\(BidiIsolation.name(first)) / \(BidiIsolation.name(second))" }
    static func score(_ score: PerSide<Int>, _ leader: BadmintonSide?) -> String {
        // A finished game is said winner first, as umpires call it.
        leader == .b ? "\(score.b)-\(score.a)" : "\(score.a)-\(score.b)"
    }
    static func game(_ number: Int) -> String { "Game \(number)" }
    static let courtRight = "Right court"
    static let courtLeft = "Left court"
    static let courtRightCompact = "R"
    static let courtLeftCompact = "L"
    static func gamePoint(_ side: String) -> String { "Game point \(side)" }
    static func matchPoint(_ side: String) -> String { "Match point \(side)" }
    static let gamePointBoth = "Game point both sides"
    static let matchPointBoth = "Match point both sides"
    static let gamePointCompact = "GP"
    static let matchPointCompact = "MP"
    static func interval(seconds: Int) -> String { "Interval \(duration(seconds))" }
    static let changeEnds = "Change ends"
    static func gameTo(_ number: Int, _ side: String, _ score: String) -> String { "Game \(number) to \(BidiIsolation.name(side)) \(score)" }
    static func wonMatch(_ side: String, _ scores: [String]) -> String {
        "\(BidiIsolation.name(side)) won \(scores.joined(separator: ", "))"
    }
    static func retired(_ winner: String, _ retiring: String) -> String { "\(winner) won: \(retiring) retired" }
    static func walkover(_ winner: String) -> String { "\(winner) won by walkover" }
    static let paused = "Play suspended"
    /// On a match logged by its game scores, where match time would be.
    static let logged = "Logged from the game scores: no rallies recorded"
    /// `matches list`'s result for a logged match.
    static func loggedResultLine(_ result: String) -> String { "\(result) (logged)" }
    static func elapsed(_ seconds: Int) -> String { duration(seconds) }
    static let cardTokenYellow = "Y"
    // The game summary page.
    static func gameTo(_ number: Int, _ side: String) -> String { "Game \(number) to \(side)" }
    static let longestRun = "Longest run"
    static func minutes(_ n: Int) -> String { "\(n) min" }
    static let noFigure = "-"
    static let cardTokenRed = "R"

    /// `m:ss` under an hour, `h:mm:ss` beyond.
    static func duration(_ seconds: Int) -> String {
        let s = max(0, seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if s >= 3600 { return "\(s / 3600):\(two(s % 3600 / 60)):\(two(s % 60))" }
        return "\(s / 60):\(two(s % 60))"
    }
}
