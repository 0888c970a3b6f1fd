import Testing
@testable import MatchEngine

/// Which courts get the hall's twelve tiles, and how many are counted past them (issue 38,
/// item 6): stray retained courts must not push the courts in play off the screen.
@Suite struct HallSelectionTests {
    static func inPlay(_ points: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftName", "Ana", priority: BoardPriority.essential, role: .normal),
            BoardField("rightName", "Bea", priority: BoardPriority.essential, role: .normal),
            BoardField("leftPoints", points, priority: BoardPriority.essential, role: .emphasis),
            BoardField("rightPoints", "0", priority: BoardPriority.essential, role: .emphasis),
        ])
    }

    static func courtNames(_ board: Scoreboard) -> [String] {
        (1...HallBoard.maxTiles).compactMap { board[BoardKey(rawValue: "tile\($0)Court")]?.text }
    }

    @Test func courtsScoredNowComeBeforeRetainedOnesAndJunk() throws {
        let since = try FollowBoards.at("2026-11-25T09:05:00Z")
        // 100 retained courts of old tournaments: boards in play (retained only), results,
        // idle boards, scorers gone.
        var courts = (1...100).map { n -> HallCourt in
            switch n % 4 {
            case 0: HallCourt(name: "old\(n)", board: Self.inPlay("\(n)"))
            case 1: HallCourt(name: "old\(n)", board: Scoreboard(layout: .result, fields: []))
            case 2: HallCourt(name: "old\(n)", board: IdleBoard.build(venue: "Riverside", next: nil))
            default: HallCourt(name: "old\(n)", board: Self.inPlay("\(n)"), link: .scorerOffline(since: since), fresh: true)
            }
        }
        // The hall's real courts, being scored now.
        courts += ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"].map { HallCourt(name: $0, board: Self.inPlay("1"), fresh: true) }
        let shown = HallBoard.tiles(courts.shuffled())
        #expect(Set(shown.map(\.name)) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "old4", "old8"])
        #expect(shown.map(\.name) == shown.map(\.name).sorted(by: CourtOrder.precedes))
        let board = HallBoard.board(venue: "Riverside", courts: courts)
        #expect(Set(Self.courtNames(board)).isSuperset(of: (1...10).map { "Court \($0)" }))
        #expect(board["more"]?.text == "+98 more courts")
    }

    @Test func aBrokerGoneDoesNotReorderTheTiles() throws {
        let lost = CourtLink.linkLost(since: try FollowBoards.at("2026-11-25T09:05:00Z"))
        let live = HallCourt(name: "5", board: Self.inPlay("3"), link: lost, fresh: true)
        let junk = (1...12).map { HallCourt(name: "a\($0)", board: Self.inPlay("1"), link: lost) }
        #expect(HallBoard.tiles([live] + junk).map(\.name).contains("5"))
    }

    @Test func twelveOrFewerCourtsAreAllShownInNameOrder() {
        let courts = ["10", "2", "x"].map { HallCourt(name: $0, board: nil) }
        #expect(HallBoard.tiles(courts).map(\.name) == ["2", "10", "x"])
    }

    /// The count was of the courts kept (at most 64) less 12: courts past the follower's cap
    /// were never counted, so 112 courts read "+52 more courts".
    @Test func moreCountsEveryCourtKnownWithoutATileKeptOrNot() {
        let kept = (1...64).map { HallCourt(name: "\($0)", board: Self.inPlay("1")) }
        let board = HallBoard.board(venue: "Riverside", courts: kept, unseen: 48)
        #expect(board["more"]?.text == "+100 more courts")
        let thirteen = HallBoard.board(venue: "Riverside", courts: Array(kept.prefix(13)))
        #expect(thirteen["more"]?.text == "+1 more court")
        let twelve = HallBoard.board(venue: "Riverside", courts: Array(kept.prefix(12)))
        #expect(twelve["more"] == nil)
    }

    @Test func aHallWithNoCourtSaysItWaitsAndWhetherTheBrokerAnswers() throws {
        let connecting = HallBoard.board(venue: "Riverside", courts: [], broker: .connecting, following: "scoreline/riverside/+")
        #expect(connecting.layout == .hallOverview)
        #expect(connecting["title"]?.text == "Riverside")
        #expect(connecting["waiting"]?.text == "Waiting for the courts' scorers")
        #expect(connecting["following"]?.text == "Following scoreline/riverside/+")
        #expect(connecting["broker"]?.text == "Connecting to the broker…")
        let answering = HallBoard.board(venue: "Riverside", courts: [], broker: .answering, following: "scoreline/riverside/+")
        #expect(answering["broker"]?.text == "The broker answers; no court has published yet")
        let gone = HallBoard.board(venue: nil, courts: [], broker: .notAnswering(since: try FollowBoards.at("2026-11-25T14:02:33+01:00")))
        #expect(gone["title"]?.text == "All courts")
        #expect(gone["broker"]?.text == "The broker does not answer (since 14:02); trying again")
        #expect(gone["broker"]?.role == .warning)
        #expect(gone["tile1Court"] == nil)
    }
}
