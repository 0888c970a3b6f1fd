import Foundation
import Testing
@testable import MatchEngine

/// The badminton pad through a doubles game worked by hand: Aces (A1, A2) serve first.
struct BadmintonPadTests {
    func pad(_ h: MatchHistory<BadmintonRules>) -> BadmintonPad { BadmintonPadBuilder.build(h.state, canUndo: true) }

    @Test func atTheStartSideAServesFromA1ToB1() throws {
        let h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        let p = pad(h)
        #expect(p.waiting == .rally)
        #expect(p.a.name == "Aces" && p.b.name == "Bats")
        #expect(p.a.serving && !p.b.serving)
        #expect(p.server == "A1" && p.receiver == "B1")
        #expect(p.game == "Game 1")
        #expect(p.gamesLine == "Games 0-0")
    }

    /// A wins the first rally (1-0, A1 serves again from the left to B2), then B wins one (1-1,
    /// service passes to B: B's right-court player B1 serves, score 1 is odd → left court… the
    /// server is whoever stands in B's left court, B2, to A's left-court player A1).
    @Test func serviceFollowsTheRallies() throws {
        var h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try Badminton.play(&h, "A")
        #expect(pad(h).server == "A1" && pad(h).receiver == "B2")
        try Badminton.play(&h, "B")
        #expect(pad(h).b.serving)
        #expect(pad(h).a.points == 1 && pad(h).b.points == 1)
        #expect(pad(h).server == "B2" && pad(h).receiver == "A1")
    }

    @Test func theScoreIsReadOutWithTheSidesAndTheGame() throws {
        var h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try Badminton.play(&h, "A")
        try Badminton.play(&h, "A")
        try Badminton.play(&h, "B")
        #expect(pad(h).spoken == "Aces 2, Bats 1, game 1")
    }

    @Test func aWonGameAsksTheWinnerForTheServerAndTheLoserForTheReceiver() throws {
        var h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try Badminton.level(&h, to: 19)
        try Badminton.play(&h, "BB")
        let p = pad(h)
        #expect(p.waiting == .nextGame)
        #expect(p.winner == "B")
        #expect(p.serverChoices == ["B1", "B2"])
        #expect(p.receiverChoices == ["A1", "A2"])
        #expect(p.prompt == "Bats choose who serves, Aces who receives, then start the next game")
        #expect(p.b.games == 1 && p.gamesLine == "Games 0-1")
        #expect(p.b.gameScores == ["21"] && p.a.gameScores == ["19"])
        #expect(p.server == nil)
    }

    @Test func pausedPlayAndCardsShow() throws {
        var h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try h.apply(.init(.warning(.b, player: "B2")))
        try h.apply(.init(.pause))
        let p = pad(h)
        #expect(p.waiting == .paused)
        #expect(p.paused)
        #expect(p.b.cards == ["Y"])
    }

    @Test func aRetirementFinishesThePadWithTheResult() throws {
        var h = try MatchHistory<BadmintonRules>(setup: Badminton.doubles())
        try h.apply(.init(.retire(.a)))
        let p = pad(h)
        #expect(p.waiting == .finished)
        #expect(p.result == "Bats won: Aces retired")
        #expect(!p.a.serving && !p.b.serving)
    }
}
