import Testing
@testable import MatchEngine

/// The stream overlay's score bug from real boards, worked out by hand.
@Suite struct BoardSummaryTests {
    static func texts(_ board: Scoreboard) -> [String: String] {
        Dictionary(uniqueKeysWithValues: board.fields.map { ($0.key.rawValue, $0.text) })
    }

    @Test func aBadmintonGameShowsPointsGamesTheServerAndTheGame() throws {
        let bug = BoardSummary.bug(try FollowBoards.badmintonTwoOne())
        #expect(bug.layout == .scoreBug)
        #expect(Self.texts(bug) == [
            "nameA": "Ana", "scoreA": "2", "gamesA": "0", "nameB": "Bea*", "scoreB": "1", "gamesB": "0", "detail": "Game 1",
        ])
        #expect(bug["nameB"]?.flag == true)
        #expect(bug["nameA"]?.flag == false)
    }

    @Test func aFinishedBadmintonMatchShowsGamesWonAndTheResult() throws {
        let bug = BoardSummary.bug(try FollowBoards.badmintonRetired())
        #expect(Self.texts(bug) == ["nameA": "Ana", "scoreA": "0", "nameB": "Bea", "scoreB": "0", "detail": "Ana won: Bea retired"])
        #expect(bug["detail"]?.role == .result)
        #expect(bug["nameA"]?.flag == false)
    }

    @Test func cricketShowsTheBattingSideMarkedWithScoreAndOvers() throws {
        let bug = BoardSummary.bug(try FollowBoards.cricketFour())
        #expect(Self.texts(bug) == ["nameA": "Riverside", "scoreA": "4/0", "nameB": "v Hillcrest", "detail": "0.1 ov"])
        #expect(bug["nameA"]?.flag == true)
    }

    @Test func aChaseShowsWhatIsNeededAfterTheOvers() {
        let banner = Scoreboard(layout: .cricketBanner, fields: [
            BoardField("battingTeam", "Hillcrest", compact: "HIL", priority: 2),
            BoardField("bowlingTeam", "v Riverside", priority: 5),
            BoardField("score", "142/6", priority: 1), BoardField("overs", "18.2", priority: 1),
            BoardField("need", "Need 38 from 10 balls", priority: 1, role: .notice),
        ])
        let bug = BoardSummary.bug(banner)
        #expect(bug["detail"]?.text == "18.2 ov · Need 38 from 10 balls")
        #expect(bug["nameA"]?.compact == "HIL")
        // A balls format's overs are already labelled.
        var hundred = banner
        hundred.fields[3] = BoardField("overs", "37 balls", priority: 1)
        #expect(BoardSummary.bug(hundred)["detail"]?.text == "37 balls · Need 38 from 10 balls")
    }

    @Test func anIdleBoardShowsTheTitleAndTheNextMatch() {
        let bug = BoardSummary.bug(IdleBoard.build(venue: "Riverside", next: "Ana v Bea"))
        #expect(Self.texts(bug) == ["nameA": "Scoreline", "detail": "Next: Ana v Bea"])
    }
}
