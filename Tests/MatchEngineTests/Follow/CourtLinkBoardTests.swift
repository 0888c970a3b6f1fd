import Testing
@testable import MatchEngine

/// The single-court follower's notices (docs/mqtt.md, "Following").
@Suite struct CourtLinkBoardTests {
    @Test func aLiveLinkLeavesTheBoardAsItIs() throws {
        let board = try FollowBoards.badmintonTwoOne()
        #expect(board.withLink(.live) == board)
    }

    @Test func aScorerGoneAddsAWarningLineWithTheLocalTime() throws {
        let board = try FollowBoards.badmintonTwoOne()
        let since = try FollowBoards.at("2026-11-25T14:02:59+05:30")
        let offline = board.withLink(.scorerOffline(since: since))
        #expect(offline["error"]?.text == "Scorer offline since 14:02")
        #expect(offline["error"]?.role == .warning)
        #expect(offline["leftPoints"]?.text == "2")
        let lost = board.withLink(.linkLost(since: try FollowBoards.at("2026-11-25T23:59:01Z")))
        #expect(lost["error"]?.text == "Scoreboard link lost since 23:59")
        #expect(lost["error"]?.role == .warning)
    }

    @Test func beforeTheFirstBoardTheFollowerSaysWhatItWaitsFor() {
        let board = Scoreboard.waitingForScorer(topic: "scoreline/riverside/3")
        #expect(board.layout == .idle)
        #expect(board["title"]?.text == "Waiting for the scorer")
        #expect(board["venue"]?.text == "Following scoreline/riverside/3")
    }
}
