extension BadmintonState {
    /// The match's games and winner for the records. A retirement or walkover counts as a win
    /// for the other side, as the BWF's results do.
    public var record: MatchRecord {
        let sides = [setup.sides.a, setup.sides.b]
        var games = closedGames.map { [$0.score.a, $0.score.b] }
        if game.score.a + game.score.b > 0 || game.winner != nil { games.append([game.score.a, game.score.b]) }
        let outcome: RecordOutcome = result.map { .won(side: $0.winner == .a ? 0 : 1) } ?? .inPlay
        let doubles = setup.isDoubles
        return MatchRecord(
            sport: BadmintonSession.sport, sides: sides.map { RecordSide(name: $0.name, players: $0.players) },
            outcome: outcome, result: nil,
            format: doubles ? RecordFormat(key: "doubles", label: RecordMessages.formatDoubles)
                : RecordFormat(key: "singles", label: RecordMessages.formatSingles),
            badminton: BadmintonRecord(doubles: doubles, games: games))
    }
}
