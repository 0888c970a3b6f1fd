import Foundation
import Testing
@testable import MatchEngine

/// Every refusal, with the sentence the scorer reads; and undo across a game boundary.
@Suite struct BadmintonRejectionTests {
    typealias R = BadmintonRejection

    @Test func pointAfterTheGameIsWonWaitsForAdvance() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "B", count: 19) + String(repeating: "A", count: 21))
        let before = m.state
        let error = Badminton.rejection { () throws(R) in try m.apply(.point(.a)) }
        #expect(error == .gameWon(game: 1, winner: "Ana", score: "21-19"))
        #expect(error?.message == "Game 1 is won (Ana 21-19): advance to the next game first, or use minus to correct the score.")
        #expect(m.state == before)
        // A fault is a point too.
        #expect(Badminton.rejection { () throws(R) in try m.apply(.init(.fault(.b, player: nil))) } == error)
    }

    @Test func minusReopensAWonGame() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "A", count: 21))
        #expect(m.state.phase == .gameWon)
        try m.apply(.minus(.a))
        #expect(m.state.phase == .inPlay)
        #expect(m.state.game.score == PerSide(a: 20, b: 0))
        try Badminton.play(&m, "B")
        #expect(m.state.game.score == PerSide(a: 20, b: 1))
    }

    @Test func pointAfterTheMatchIsOver() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        for _ in 0..<2 {
            try Badminton.play(&m, String(repeating: "A", count: 21))
            if m.state.result == nil { try m.apply(.advanceGame()) }
        }
        #expect(m.state.result == BadmintonResult(winner: .a, how: .played))
        let error = Badminton.rejection { () throws(R) in try m.apply(.point(.b)) }
        #expect(error == .matchOver)
        #expect(error?.message == "The match is over; undo the last action to change it.")
        #expect(Badminton.rejection { () throws(R) in try m.apply(.advanceGame()) } == .matchOver)
        #expect(Badminton.rejection { () throws(R) in try m.apply(.init(.retire(.b))) } == .matchOver)
    }

    @Test func advanceWhileTheGameIsInPlay() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, "AAB")
        let error = Badminton.rejection { () throws(R) in try m.apply(.advanceGame()) }
        #expect(error?.message == "Game 1 is still in play at 2-1; the next game starts only once this one is won.")
    }

    @Test func minusWithNoPointInThisGame() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, "AA")
        let error = Badminton.rejection { () throws(R) in try m.apply(.minus(.b)) }
        #expect(error == .noPointToRemove(side: "Bea", game: 1))
        #expect(error?.message == "Bea has no point in game 1 to take away; use undo to go back into the previous game.")
    }

    @Test func minusThatWouldEndTheGameEarlier() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.level(&m, to: 19)
        // 20-19, 20-20, 21-20, 22-20: without B's point at 20-20, A would have won at 21-19
        // and the last rally could not have been played.
        try Badminton.play(&m, "ABAA")
        let before = m.state
        let error = Badminton.rejection { () throws(R) in try m.apply(.minus(.b)) }
        #expect(error == .minusEndsGameEarlier(side: "Bea", game: 1, winner: "Ana", score: "21-19"))
        #expect(error?.message == "Without Bea's latest point, Ana would have won game 1 at 21-19, before the rallies recorded after it; use undo to go back instead.")
        #expect(m.state == before)
        // Taking A's last point is fine: 21-20 is no win.
        try m.apply(.minus(.a))
        #expect(m.state.game.score == PerSide(a: 21, b: 20))
        #expect(m.state.phase == .inPlay)
    }

    @Test func minusThatLeavesTheGameWon() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, String(repeating: "A", count: 21))
        try m.apply(.advanceGame())
        // 20-19, then a point given to B by mistake (20-20), then A: 21-20, not yet won.
        try Badminton.level(&m, to: 19)
        try Badminton.play(&m, "ABA")
        #expect(m.state.game.score == PerSide(a: 21, b: 20))
        #expect(m.state.result == nil)
        // Without B's point at 20-20 the game is 21-19 to A, and so is the match.
        try m.apply(.minus(.b))
        #expect(m.state.game.score == PerSide(a: 21, b: 19))
        #expect(m.state.result == BadmintonResult(winner: .a, how: .played))
    }

    @Test func minusInTheMiddleOfAGame() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        // A B B A A: 3-2, A serving from the left (3 is odd).
        try Badminton.play(&m, "ABBAA")
        #expect(m.state.game.serving == .a)
        #expect(m.state.game.serviceCourt == .left)
        // Without B's latest point (rally 3): A B A A, 3-1, A still serving from the left.
        try m.apply(.minus(.b))
        #expect(m.state.game.score == PerSide(a: 3, b: 1))
        #expect(m.state.game.points.map(\.side) == [.a, .b, .a, .a])
        // Without A's latest point too: A B A, 2-1, A serving from the right.
        try m.apply(.minus(.a))
        #expect(m.state.game.score == PerSide(a: 2, b: 1))
        #expect(m.state.game.serving == .a)
        #expect(m.state.game.serviceCourt == .right)
        // Without A's next latest: A B — B won the last rally, so B serves, from the left.
        try m.apply(.minus(.a))
        #expect(m.state.game.score == PerSide(a: 1, b: 1))
        #expect(m.state.game.serving == .b)
        #expect(m.state.game.serviceCourt == .left)
    }

    @Test func pauseAndResumeRefusals() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        #expect(Badminton.rejection { () throws(R) in try m.apply(.init(.resume)) }?.message == "Play is not paused, so there is nothing to resume.")
        try m.apply(.init(.pause))
        #expect(Badminton.rejection { () throws(R) in try m.apply(.init(.pause)) }?.message == "Play is already paused.")
        #expect(Badminton.rejection { () throws(R) in try m.apply(.point(.a)) }?.message == "Play is paused: resume before recording a rally.")
        try m.apply(.init(.resume))
        try m.apply(.point(.a))
    }

    @Test func namesMustBeOnTheRightSide() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try Badminton.play(&m, String(repeating: "A", count: 21))
        let error = Badminton.rejection { () throws(R) in try m.apply(.advanceGame(server: "B1")) }
        #expect(error?.message == "B1 cannot be the server (the side that won the game serves first): not a player of Aces.")
        let receiver = Badminton.rejection { () throws(R) in try m.apply(.advanceGame(server: "A2", receiver: "A1")) }
        #expect(receiver?.message == "A1 cannot be the receiver (the side that lost the game receives first): not a player of Bats.")
        let card = Badminton.rejection { () throws(R) in try m.apply(.init(.warning(.b, player: "A1"))) }
        #expect(card?.message == "A1 cannot be the carded player: not a player of Bats.")
    }

    @Test func walkoverOnlyBeforePlay() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        try Badminton.play(&m, "A")
        let error = Badminton.rejection { () throws(R) in try m.apply(.init(.walkover(.b))) }
        #expect(error?.message == "A walkover is given only before the first rally; use retire once play has started.")
    }

    @Test func typedSetUpsAreCheckedLikeNewMatchLines() {
        var uneven = Badminton.doubles()
        uneven.sides.b.players = ["B1"]
        #expect(Badminton.rejection { () throws(R) in _ = try BadmintonRules.start(uneven) }?.message
            == "The match set-up is not valid: each side lists one player (singles) or two (doubles), the same number on both sides.")
        let even = Badminton.singles(Badminton.format(.bwf21) { $0.games = 2 })
        #expect(Badminton.rejection { () throws(R) in _ = try BadmintonRules.start(even) }?.message
            == "The match set-up is not valid: rules.games must be 1, 3 or 5, not 2.")
    }

    @Test func nothingToUndo() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles())
        let error = Badminton.rejection { () throws(R) in try m.undo() }
        #expect(error?.message == "Nothing to undo: no action is left since the match started.")
    }

    @Test func undoAcrossAGameBoundary() throws {
        var m = try MatchHistory<BadmintonRules>(setup: Badminton.singles(), checkpointInterval: 8)
        try Badminton.play(&m, String(repeating: "A", count: 20))
        let atGamePoint = m.state
        try Badminton.play(&m, "A")
        let won = m.state
        try m.apply(.advanceGame())
        try Badminton.play(&m, "BB")
        try m.undo()
        try m.undo()
        try m.undo()
        #expect(m.state == won)
        #expect(m.state.phase == .gameWon)
        try m.undo()
        #expect(m.state == atGamePoint)

        // With automatic advance the game closes on the point itself; undo reopens it.
        var auto = try MatchHistory<BadmintonRules>(setup: Badminton.singles(Badminton.format(.bwf21) { $0.autoAdvance = true }))
        try Badminton.play(&auto, String(repeating: "A", count: 20))
        let before = auto.state
        try Badminton.play(&auto, "AB")
        #expect(auto.state.game.number == 2)
        try auto.undo()
        try auto.undo()
        #expect(auto.state == before)
        #expect(auto.state.game.number == 1)
    }
}
