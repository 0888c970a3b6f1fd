/// The state as `scoreline replay` prints it (the contract in docs/actions.md).
/// Absent values are written as `null`, never left out, so every line has the same keys.
struct BadmintonOutput: Encodable {
    let matchId: String
    let status: BadmintonState.Phase
    let format: String
    let game: Int
    let games: [GameOutput]
    let current: PerSide<Int>
    let server: ServerOutput?
    let receiver: ReceiverOutput?
    let gamesWon: PerSide<Int>
    let leftEnd: BadmintonSide
    let winner: BadmintonSide?
    let result: BadmintonResult.How?
    let interval: IntervalOutput?
    let changeEnds: Bool
    let paused: Bool
    let elapsedSeconds: Int?
    let cards: [CardOutput]
    let logged: Bool
    let scoreboard: Scoreboard

    struct GameOutput: Encodable {
        let a: Int
        let b: Int
        let winner: BadmintonSide?
    }

    struct ServerOutput: Encodable {
        let side: BadmintonSide
        let player: String
        let court: BadmintonGame.Court
    }

    struct ReceiverOutput: Encodable {
        let side: BadmintonSide
        let player: String
    }

    struct IntervalOutput: Encodable {
        let seconds: Int
        let from: String?
        let betweenGames: Bool

        private enum CodingKeys: String, CodingKey { case seconds, from, betweenGames }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(seconds, forKey: .seconds)
            try c.encode(from, forKey: .from)
            try c.encode(betweenGames, forKey: .betweenGames)
        }
    }

    struct CardOutput: Encodable {
        let card: BadmintonCard

        private enum CodingKeys: String, CodingKey { case side, player, kind, game, score }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(card.side, forKey: .side)
            try c.encode(card.player, forKey: .player)
            try c.encode(card.kind, forKey: .kind)
            try c.encode(card.game, forKey: .game)
            try c.encode(card.score, forKey: .score)
        }
    }

    init(_ s: BadmintonState, board: Scoreboard) {
        matchId = s.setup.matchId
        status = s.phase
        format = s.format.name
        game = s.game.number
        games = s.wonGames.map { GameOutput(a: $0.score.a, b: $0.score.b, winner: $0.winner) }
        current = s.game.score
        if s.phase == .inPlay {
            let g = s.game
            server = ServerOutput(side: g.serving, player: s.player(g.serving, g.server), court: g.serviceCourt)
            receiver = ReceiverOutput(side: g.serving.other, player: s.player(g.serving.other, g.receiver))
        } else {
            server = nil
            receiver = nil
        }
        gamesWon = s.gamesWon
        leftEnd = s.game.leftEnd(s.format)
        winner = s.result?.winner
        result = s.result?.how
        interval = s.interval.map { IntervalOutput(seconds: $0.seconds, from: $0.from?.text, betweenGames: $0.betweenGames) }
        changeEnds = s.changeEnds
        paused = s.clock.paused
        // A logged match has no match time: unknown, not the zero the clock would say.
        elapsedSeconds = s.clock.latest == nil || s.logged ? nil : s.clock.elapsedSeconds
        cards = s.cards.map(CardOutput.init)
        logged = s.logged
        scoreboard = board
    }

    private enum CodingKeys: String, CodingKey {
        case sport, matchId, status, format, game, games, current, server, receiver, gamesWon, leftEnd
        case winner, result, interval, changeEnds, paused, elapsedSeconds, cards, logged, scoreboard
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("badminton", forKey: .sport)
        try c.encode(matchId, forKey: .matchId)
        try c.encode(status, forKey: .status)
        try c.encode(format, forKey: .format)
        try c.encode(game, forKey: .game)
        try c.encode(games, forKey: .games)
        try c.encode(current, forKey: .current)
        try c.encode(server, forKey: .server)
        try c.encode(receiver, forKey: .receiver)
        try c.encode(gamesWon, forKey: .gamesWon)
        try c.encode(leftEnd, forKey: .leftEnd)
        try c.encode(winner, forKey: .winner)
        try c.encode(result, forKey: .result)
        try c.encode(interval, forKey: .interval)
        try c.encode(changeEnds, forKey: .changeEnds)
        try c.encode(paused, forKey: .paused)
        try c.encode(elapsedSeconds, forKey: .elapsedSeconds)
        try c.encode(cards, forKey: .cards)
        try c.encode(logged, forKey: .logged)
        try c.encode(scoreboard, forKey: .scoreboard)
    }
}
