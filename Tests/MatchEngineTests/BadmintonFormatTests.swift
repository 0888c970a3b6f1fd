import Testing
@testable import MatchEngine

/// Every preset at its edges: where a game is won, and where it is not yet.
@Suite struct BadmintonFormatTests {
    @Test func bwf21NeedsTwoClearAt20All() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf21))
        try Badminton.level(&m, to: 20)
        #expect(m.state.game.score == PerSide(a: 20, b: 20))
        try Badminton.play(&m, "A")
        #expect(m.state.game.winner == nil)
        #expect(m.state.phase == .inPlay)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 22, b: 20))
        #expect(m.state.game.winner == .a)
        #expect(m.state.phase == .gameWon)
    }

    @Test func bwf21IsCappedAt30() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf21))
        try Badminton.level(&m, to: 29)
        #expect(m.state.game.winner == nil)
        try Badminton.play(&m, "B")
        #expect(m.state.game.score == PerSide(a: 29, b: 30))
        #expect(m.state.game.winner == .b)
    }

    @Test func bwf21WinsAt21WithTwoClear() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf21))
        try Badminton.level(&m, to: 19)
        try Badminton.play(&m, "A")
        #expect(m.state.game.winner == nil)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 21, b: 19))
        #expect(m.state.game.winner == .a)
    }

    @Test func bwf15IsCappedAt21() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf15))
        try Badminton.level(&m, to: 20)
        #expect(m.state.game.winner == nil)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 21, b: 20))
        #expect(m.state.game.winner == .a)
    }

    @Test func bwf15WinsAt15AndPlaysOnFrom14All() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf15))
        try Badminton.level(&m, to: 14)
        try Badminton.play(&m, "B")
        #expect(m.state.game.winner == nil)
        try Badminton.play(&m, "B")
        #expect(m.state.game.score == PerSide(a: 14, b: 16))
        #expect(m.state.game.winner == .b)

        var short = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.bwf15))
        try Badminton.play(&short, String(repeating: "A", count: 15))
        #expect(short.state.game.winner == .a)
    }

    @Test func noCapPlaysOnPast30() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(.noCap))
        try Badminton.level(&m, to: 30)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 31, b: 30))
        #expect(m.state.game.winner == nil)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 32, b: 30))
        #expect(m.state.game.winner == .a)
    }

    @Test func bestOfFiveNeedsThreeGamesAndChangesEndsAfterEach() throws {
        let format = Badminton.format(.bwf21) { $0.games = 5 }
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(format))
        let a21 = String(repeating: "A", count: 21)
        let b21 = String(repeating: "B", count: 21)
        var ends: [BadmintonSide] = []
        for (index, game) in [a21, b21, a21, b21].enumerated() {
            ends.append(m.state.game.leftEnd(format))
            try Badminton.play(&m, game)
            #expect(m.state.phase == .gameWon, "game \(index + 1)")
            #expect(m.state.result == nil)
            try m.apply(.advanceGame())
        }
        #expect(m.state.gamesWon == PerSide(a: 2, b: 2))
        #expect(m.state.game.number == 5)
        #expect(m.state.game.start.decider)
        // Game 4 went to B, so B serves first in game 5.
        #expect(m.state.game.serving == .b)
        ends.append(m.state.game.leftEnd(format))
        #expect(ends == [.a, .b, .a, .b, .a])
        // In the decider the ends change when the leader first reaches 11.
        try Badminton.play(&m, String(repeating: "A", count: 10))
        #expect(m.state.game.leftEnd(format) == .a)
        try Badminton.play(&m, "A")
        #expect(m.state.game.leftEnd(format) == .b)
        #expect(m.state.changeEnds)
        try Badminton.play(&m, String(repeating: "A", count: 10))
        #expect(m.state.result == BadmintonResult(winner: .a, how: .played))
        #expect(m.state.gamesWon == PerSide(a: 3, b: 2))
        #expect(m.state.wonGames.map(\.score) == [
            PerSide(a: 21, b: 0), PerSide(a: 0, b: 21), PerSide(a: 21, b: 0), PerSide(a: 0, b: 21), PerSide(a: 21, b: 0),
        ])
    }

    @Test func bestOfOneIsItsOwnDecider() throws {
        let format = Badminton.format(.bwf15) { $0.games = 1 }
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(format))
        try Badminton.play(&m, String(repeating: "B", count: 8))
        #expect(m.state.game.leftEnd(format) == .b)
        try Badminton.play(&m, String(repeating: "B", count: 7))
        #expect(m.state.result?.winner == .b)
    }

    @Test func autoAdvanceClosesTheGameOnItsOwn() throws {
        let format = Badminton.format(.bwf21) { $0.autoAdvance = true }
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(format))
        try Badminton.play(&m, String(repeating: "B", count: 21))
        #expect(m.state.phase == .inPlay)
        #expect(m.state.game.number == 2)
        #expect(m.state.game.score == PerSide(a: 0, b: 0))
        #expect(m.state.game.serving == .b)
        #expect(m.state.gamesWon == PerSide(a: 0, b: 1))
        #expect(m.state.interval?.seconds == 120)
        #expect(m.state.changeEnds)
    }
}
