import Testing
@testable import MatchEngine

/// Doubles service order and positions (Laws 10 and 11), against a game worked out by hand.
@Suite struct BadmintonDoublesTests {
    /// After each rally: its winner, the score, who serves from which court, who receives,
    /// and the court of A1, A2, B1, B2 (R or L).
    ///
    /// Worked by hand from the Laws, not from the engine: A1 serves to B1 at 0-0, both from the
    /// right. A side that wins its own serve scores and its server swaps courts with the
    /// partner; a side that wins the other's serve scores and nobody moves, and it serves
    /// from the court of its new score's parity (even right, odd left) — whoever stands there.
    /// The receiver is the opponent in the court of the same name.
    static let handWorked: [(winner: Character, a: Int, b: Int, server: String, court: String, receiver: String, positions: String)] = [
        ("A", 1, 0, "A1", "L", "B2", "LRRL"),   // A held serve: A1 and A2 swap
        ("A", 2, 0, "A1", "R", "B1", "RLRL"),   // swap back
        ("B", 2, 1, "B2", "L", "A2", "RLRL"),   // service over; B on 1 (odd): B2 in the left court
        ("B", 2, 2, "B2", "R", "A1", "RLLR"),   // B held serve: B1 and B2 swap
        ("A", 3, 2, "A2", "L", "B1", "RLLR"),   // service over; A on 3: A2 in the left court
        ("B", 3, 3, "B1", "L", "A2", "RLLR"),   // service over; B on 3: B1 in the left court
        ("A", 4, 3, "A1", "R", "B2", "RLLR"),   // service over; A on 4: A1 in the right court
        ("A", 5, 3, "A1", "L", "B1", "LRLR"),
        ("A", 6, 3, "A1", "R", "B2", "RLLR"),
        ("B", 6, 4, "B2", "R", "A1", "RLLR"),
        ("A", 7, 4, "A2", "L", "B1", "RLLR"),
        ("A", 8, 4, "A2", "R", "B2", "LRLR"),
        ("A", 9, 4, "A2", "L", "B1", "RLLR"),
        ("A", 10, 4, "A2", "R", "B2", "LRLR"),
        ("B", 10, 5, "B1", "L", "A1", "LRLR"),
        ("A", 11, 5, "A1", "L", "B1", "LRLR"),  // interval
        ("A", 12, 5, "A1", "R", "B2", "RLLR"),
        ("A", 13, 5, "A1", "L", "B1", "LRLR"),
        ("A", 14, 5, "A1", "R", "B2", "RLLR"),
        ("A", 15, 5, "A1", "L", "B1", "LRLR"),
        ("A", 16, 5, "A1", "R", "B2", "RLLR"),
        ("A", 17, 5, "A1", "L", "B1", "LRLR"),
        ("A", 18, 5, "A1", "R", "B2", "RLLR"),
        ("A", 19, 5, "A1", "L", "B1", "LRLR"),
        ("A", 20, 5, "A1", "R", "B2", "RLLR"),  // game point
    ]

    static func positions(_ s: BadmintonState) -> String {
        var text = ""
        for side in BadmintonSide.allCases {
            for player in 0..<2 {
                text += s.game.player(of: side, in: .right) == player ? "R" : "L"
            }
        }
        return text
    }

    static func serverName(_ s: BadmintonState) -> String { s.player(s.game.serving, s.game.server) }
    static func receiverName(_ s: BadmintonState) -> String { s.player(s.game.serving.other, s.game.receiver) }

    @Test func serviceOrderThroughAWholeGame() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        #expect(Self.serverName(m.state) == "A1")
        #expect(Self.receiverName(m.state) == "B1")
        #expect(m.state.game.serviceCourt == .right)
        #expect(Self.positions(m.state) == "RLRL")
        for (index, row) in Self.handWorked.enumerated() {
            try Badminton.play(&m, String(row.winner))
            let s = m.state
            let rally = "rally \(index + 1)"
            #expect(s.game.score == PerSide(a: row.a, b: row.b), "\(rally)")
            #expect(Self.serverName(s) == row.server, "\(rally)")
            #expect((s.game.serviceCourt == .right ? "R" : "L") == row.court, "\(rally)")
            #expect(Self.receiverName(s) == row.receiver, "\(rally)")
            #expect(Self.positions(s) == row.positions, "\(rally)")
        }
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 21, b: 5))
        #expect(m.state.game.winner == .a)

        // Laws 7 and 11: A won, so A serves first and chooses A2; B chooses B2 to receive. Both
        // start in their right courts.
        try m.apply(.advanceGame(server: "A2", receiver: "B2"))
        #expect(Self.serverName(m.state) == "A2")
        #expect(Self.receiverName(m.state) == "B2")
        #expect(m.state.game.serviceCourt == .right)
        #expect(Self.positions(m.state) == "LRLR")
    }

    @Test func advanceGameDefaultsToTheFirstListedPlayers() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try Badminton.play(&m, String(repeating: "B", count: 21))
        try m.apply(.advanceGame())
        #expect(Self.serverName(m.state) == "B1")
        #expect(Self.receiverName(m.state) == "A1")
        #expect(Self.positions(m.state) == "RLRL")
    }

    @Test func firstReceiverCanBeChosen() throws {
        var setup = Badminton.doubles()
        setup.firstServerPlayer = 1
        setup.firstReceiverPlayer = 1
        let m = try MatchHistory<BadmintonRules>(setup: setup)
        #expect(Self.serverName(m.state) == "A2")
        #expect(Self.receiverName(m.state) == "B2")
        #expect(Self.positions(m.state) == "LRLR")
    }

    @Test func minusRefoldsTheGameSoCourtsStayRight() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        // Rallies 1-5 of the hand-worked game: 3-2, A2 serving from the left to B1.
        try Badminton.play(&m, "AABBA")
        #expect(Self.serverName(m.state) == "A2")
        #expect(Self.receiverName(m.state) == "B1")
        // Take away B's latest point (rally 4, when B held serve and swapped). Without it:
        // A A B A — B won service at 2-1 (B2 left) and lost it at once, nobody on B moved,
        // and A on 3 serves from the left (A2) to B's left court, where B2 still stands.
        try m.apply(.minus(.b))
        #expect(m.state.game.score == PerSide(a: 3, b: 1))
        #expect(Self.serverName(m.state) == "A2")
        #expect(m.state.game.serviceCourt == .left)
        #expect(Self.receiverName(m.state) == "B2")
        #expect(Self.positions(m.state) == "RLRL")
    }

    @Test func aRedCardGivesTheOpponentTheRally() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try m.apply(.init(.fault(.a, player: "A1")))
        // As if B won the rally on A's serve: service over, B on 1 serves from the left (B2).
        #expect(m.state.game.score == PerSide(a: 0, b: 1))
        #expect(Self.serverName(m.state) == "B2")
        #expect(m.state.cards == [BadmintonCard(side: .a, player: "A1", kind: .red, game: 1, score: PerSide(a: 0, b: 0))])
        try m.apply(.init(.warning(.b, player: nil)))
        #expect(m.state.game.score == PerSide(a: 0, b: 1))
        #expect(m.state.cards.count == 2)
        #expect(m.state.cards.last?.kind == .yellow)
    }
}
