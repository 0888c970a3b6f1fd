/// The Laws of Badminton (rally scoring) as a pure fold.
public enum BadmintonRules: MatchRules {
    public typealias Setup = BadmintonSetup
    public typealias Action = BadmintonAction
    public typealias State = BadmintonState
    public typealias Rejection = BadmintonRejection

    public static func admitted(_ setup: BadmintonSetup) -> BadmintonSetup { setup.mappingNames(NameText.cleaned) }
    public static func admitted(_ action: BadmintonAction) -> BadmintonAction {
        BadmintonAction(action.kind.mappingNames(NameText.cleaned), at: action.at)
    }

    public static func start(_ setup: BadmintonSetup) throws(BadmintonRejection) -> BadmintonState {
        if let problem = setup.format.problem() { throw .invalidSetup(problem) }
        let count = setup.sides.a.players.count
        guard (1...2).contains(count), setup.sides.b.players.count == count else {
            throw .invalidSetup(BadmintonMessages.playersPerSide)
        }
        guard (0..<count).contains(setup.firstServerPlayer), (0..<count).contains(setup.firstReceiverPlayer) else {
            throw .invalidSetup(BadmintonMessages.playersPerSide)
        }
        let start = BadmintonGame.Start(
            server: setup.firstServer, serverPlayer: setup.firstServerPlayer,
            receiverPlayer: setup.firstReceiverPlayer, leftEnd: setup.leftEnd,
            doubles: count == 2, decider: setup.format.games == 1)
        var state = BadmintonState(setup: setup, game: BadmintonGame(number: 1, start: start))
        state.clock.observe(setup.at)
        return state
    }

    public static func apply(_ action: BadmintonAction, to state: BadmintonState)
        throws(BadmintonRejection) -> BadmintonState
    {
        var s = state
        // A logged match has no rallies to correct; only undo (outside the rules) reopens it.
        if s.logged { throw .loggedMatch }
        // Times first, so a correction that reopens the match restarts the clock at its own time.
        // Not a logged result's: when it was keyed in says nothing about when play happened.
        if case .loggedResult = action.kind {} else { s.clock.observe(action.at) }
        switch action.kind {
        case .point(let side):
            try requireRally(s)
            score(&s, BadmintonGame.PointRecord(side: side, byFault: false, at: action.at))
        case .minus(let side): try minus(&s, side)
        case .advanceGame(let server, let receiver): try advance(&s, server: server, receiver: receiver)
        case .retire(let side):
            guard s.result == nil else { throw .matchOver }
            s.result = BadmintonResult(winner: side.other, how: .retired)
        case .walkover(let side):
            guard s.result == nil else { throw .matchOver }
            guard s.closedGames.isEmpty, s.game.points.isEmpty else { throw .walkoverAfterPlay }
            s.result = BadmintonResult(winner: side.other, how: .walkover)
        case .loggedResult(let scores): try log(&s, scores)
        case .pause:
            guard s.result == nil else { throw .matchOver }
            guard !s.clock.paused else { throw .alreadyPaused }
            s.clock.pause()
        case .resume:
            guard s.clock.paused else { throw .notPaused }
            s.clock.resume()
        case .warning(let side, let player):
            guard s.result == nil else { throw .matchOver }
            try card(&s, .yellow, side, player)
        case .fault(let side, let player):
            try requireRally(s)
            try card(&s, .red, side, player)
            score(&s, BadmintonGame.PointRecord(side: side.other, byFault: true, at: action.at))
        }
        if s.result != nil, !s.clock.stopped { s.clock.stop() }
        return s
    }

    /// A rally can be scored: the match and the game are open and play is not paused.
    private static func requireRally(_ s: BadmintonState) throws(BadmintonRejection) {
        guard s.result == nil else { throw .matchOver }
        if let winner = s.game.winner {
            throw .gameWon(game: s.game.number, winner: s.name(winner), score: BadmintonMessages.score(s.game.score, winner))
        }
        if s.clock.paused { throw .paused }
    }

    private static func score(_ s: inout BadmintonState, _ point: BadmintonGame.PointRecord) {
        s.game.record(point, s.format)
        settle(&s)
    }

    /// After a game's score changed: decide the match, or close the game when the format
    /// advances on its own.
    private static func settle(_ s: inout BadmintonState) {
        guard let winner = s.game.winner else { return }
        if s.gamesWon[winner] >= s.format.gamesToWin {
            s.result = BadmintonResult(winner: winner, how: .played)
        } else if s.format.autoAdvance {
            openNextGame(&s, serverPlayer: 0, receiverPlayer: 0)
        }
    }

    /// Finishes the match with the logged games, before any rally only.
    private static func log(_ s: inout BadmintonState, _ scores: [PerSide<Int>]) throws(BadmintonRejection) {
        guard s.result == nil else { throw .matchOver }
        // A finished match cannot stay suspended, and a pause before any rally was a mistake
        // to undo rather than something to carry into the record.
        guard !s.clock.paused else { throw .paused }
        guard s.closedGames.isEmpty, s.game.points.isEmpty else {
            throw .loggedAfterRallies(game: s.game.number, score: BadmintonMessages.score(s.game.score, nil))
        }
        let logged = try BadmintonLog.games(scores, in: s)
        guard let last = logged.games.last else { return }
        s.closedGames = Array(logged.games.dropLast())
        s.game = last
        s.result = BadmintonResult(winner: logged.winner, how: .played)
        s.logged = true
    }

    private static func minus(_ s: inout BadmintonState, _ side: BadmintonSide) throws(BadmintonRejection) {
        if let result = s.result, result.how != .played { throw .matchOver }
        let game: BadmintonGame
        switch s.game.removingLatestPoint(of: side, s.format) {
        case .removed(let refolded): game = refolded
        case .noPoint: throw .noPointToRemove(side: s.name(side), game: s.game.number)
        case .endsEarlier(let score):
            let winner = s.format.gameWinner(score) ?? side.other
            throw .minusEndsGameEarlier(
                side: s.name(side), game: s.game.number, winner: s.name(winner),
                score: BadmintonMessages.score(score, winner))
        }
        s.game = game
        if s.result != nil, game.winner == nil {
            s.result = nil
            s.clock.restart()
        }
        // Taking away the loser's point can leave the game won (21-20 becomes 21-19).
        settle(&s)
    }

    private static func advance(_ s: inout BadmintonState, server: String?, receiver: String?)
        throws(BadmintonRejection)
    {
        guard s.result == nil else { throw .matchOver }
        guard let winner = s.game.winner else {
            throw .gameInPlay(game: s.game.number, score: BadmintonMessages.score(s.game.score, nil))
        }
        // Law 7: the side that won the game serves first; in doubles (Law 11) it chooses its server
        // and the other side its receiver.
        let serverIndex = try playerIndex(s, server, on: winner, role: BadmintonMessages.roleServer)
        let receiverIndex = try playerIndex(s, receiver, on: winner.other, role: BadmintonMessages.roleReceiver)
        openNextGame(&s, serverPlayer: serverIndex, receiverPlayer: receiverIndex)
    }

    private static func openNextGame(_ s: inout BadmintonState, serverPlayer: Int, receiverPlayer: Int) {
        guard let winner = s.game.winner else { return }
        let number = s.game.number + 1
        // Ends change after every game but the last (Law 8.1).
        let start = BadmintonGame.Start(
            server: winner, serverPlayer: serverPlayer, receiverPlayer: receiverPlayer,
            leftEnd: s.game.leftEnd(s.format).other, doubles: s.setup.isDoubles,
            decider: number == s.format.games)
        s.closedGames.append(s.game)
        s.game = BadmintonGame(number: number, start: start)
    }

    private static func playerIndex(
        _ s: BadmintonState, _ name: String?, on side: BadmintonSide, role: String
    ) throws(BadmintonRejection) -> Int {
        guard let name else { return 0 }
        guard let index = s.setup.sides[side].players.firstIndex(of: name) else {
            throw .notOnSide(player: name, side: s.name(side), role: role)
        }
        return index
    }

    private static func card(
        _ s: inout BadmintonState, _ kind: BadmintonCard.Kind, _ side: BadmintonSide, _ player: String?
    ) throws(BadmintonRejection) {
        if let player, !s.setup.sides[side].players.contains(player) {
            throw .notOnSide(player: player, side: s.name(side), role: BadmintonMessages.roleCarded)
        }
        s.cards.append(BadmintonCard(side: side, player: player, kind: kind, game: s.game.number, score: s.game.score))
    }
}
