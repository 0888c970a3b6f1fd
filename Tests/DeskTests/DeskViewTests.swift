import Testing
@testable import Desk

/// The desk page's picture of the day: each state in words, the courts free or holding a
/// match, and the waiting matches a free court is offered.
@Suite struct DeskViewTests {
    @Test func theViewSaysEachStateAndOffersTheNextMatchesToFreeCourts() throws {
        var day = DeskDay(courts: 3)
        let side = { (name: String) in DeskSide(player: name) }
        try day.apply(.add(matches: (1...8).map { DeskMatch(number: "\($0)", event: "MS", round: "R1", scheduled: "", side1: side("A\($0)"), side2: side("B\($0)")) }))
        try day.apply(.call(match: "1", court: 1))
        try day.apply(.call(match: "2", court: 2))
        try day.apply(.start(match: "2", court: 2, key: "2@2#2"))
        try day.apply(.result(match: "1", court: 1, key: "1@1#1", games: [GameScore(15, 21), GameScore(21, 19), GameScore(18, 21)], retiredWinner: nil))
        try day.apply(.walkover(match: "3", winner: 2))
        let view = DeskView(day)
        // By hand: court 1 freed by match 1's result, court 2 plays match 2, court 3 never used.
        #expect(view.freeCourts == [1, 3])
        #expect(view.courts.map(\.shown) == ["free", "playing: match 2, A2 v B2", "free"])
        #expect(view.next.map(\.number) == ["4", "5", "6", "7", "8"])
        #expect(view.matches.map(\.shown).prefix(4) == ["finished on court 1: 15-21 21-19 18-21", "on court 2", "walkover: side 2 through", "waiting"])
        #expect(view.matches[0].winner == 2 && view.matches[0].scores == "15-21 21-19 18-21" && view.matches[0].court == 1)
        #expect((view.waiting, view.done) == (5, 2))
    }
}
