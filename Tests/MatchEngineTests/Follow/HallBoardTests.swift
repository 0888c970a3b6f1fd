import Testing
@testable import MatchEngine

/// The hall overview's tiles, from real courts' boards; every expectation worked out by hand
/// from the rallies played (docs/mqtt.md lists the keys).
@Suite struct HallBoardTests {
    static func texts(_ board: Scoreboard, _ n: Int) -> [String: String] {
        var out: [String: String] = [:]
        for field in board.fields where field.key.rawValue.hasPrefix("tile\(n)") {
            let suffix = field.key.rawValue.dropFirst("tile\(n)".count)
            // tile1… must not collect tile10…: the suffix starts with a letter.
            guard let first = suffix.first, first.isLetter else { continue }
            out[String(suffix)] = field.text
        }
        return out
    }

    @Test func courtsAreOrderedByNameWithNumbersNumerically() {
        let board = HallBoard.board(venue: "Riverside", courts: ["10", "2", "1"].map { HallCourt(name: $0, board: nil) })
        #expect(board.layout == .hallOverview)
        #expect(board["title"]?.text == "Riverside")
        #expect(board["tile1Court"]?.text == "Court 1")
        #expect(board["tile2Court"]?.text == "Court 2")
        #expect(board["tile3Court"]?.text == "Court 10")
        #expect(board["tile4Court"] == nil)
        #expect(board["more"] == nil)
    }

    @Test func namesWithLettersAndNumbersOrderByEachRun() {
        let names = ["b1", "a10", "a2", "main", "a2b"]
        let sorted = names.sorted(by: CourtOrder.precedes)
        #expect(sorted == ["a2", "a2b", "a10", "b1", "main"])
        let board = HallBoard.board(venue: nil, courts: names.map { HallCourt(name: $0, board: nil) })
        #expect(board["title"]?.text == "All courts")
        #expect(board["tile1Court"]?.text == "a2")
        #expect(board["tile5Court"]?.text == "main")
    }

    @Test func fourteenCourtsShowTwelveAndCountTwoMore() {
        let board = HallBoard.board(venue: "Hall", courts: (1...14).reversed().map { HallCourt(name: "\($0)", board: nil) })
        #expect(board["more"]?.text == "+2 more courts")
        #expect(board["tile12Court"]?.text == "Court 12")
        #expect(board["tile13Court"] == nil)
        let thirteen = HallBoard.board(venue: "Hall", courts: (1...13).map { HallCourt(name: "\($0)", board: nil) })
        #expect(thirteen["more"]?.text == "+1 more court")
    }

    @Test func aLiveBadmintonCourtShowsNamesServerGamesAndPoints() throws {
        let court = HallCourt(name: "3", board: try FollowBoards.badmintonTwoOne())
        let board = HallBoard.board(venue: "Riverside", courts: [court])
        #expect(Self.texts(board, 1) == [
            "Court": "Court 3", "NameA": "Ana", "NameB": "Bea*", "GamesA": "0", "GamesB": "0",
            "PointsA": "2", "PointsB": "1", "Status": "Game 1",
        ])
        #expect(board["tile1NameB"]?.flag == true)
        #expect(board["tile1NameB"]?.role == .server)
        #expect(board["tile1NameA"]?.flag == false)
    }

    @Test func anOfflineCourtKeepsItsBoardDimmedAndSaysSinceWhen() throws {
        let since = try FollowBoards.at("2026-11-25T14:02:33+01:00")
        let court = HallCourt(name: "3", board: try FollowBoards.badmintonTwoOne(), link: .scorerOffline(since: since))
        let board = HallBoard.board(venue: nil, courts: [court])
        #expect(board["tile1Status"]?.text == "Offline since 14:02")
        #expect(board["tile1Status"]?.role == .warning)
        #expect(board["tile1Court"]?.role == .warning)
        #expect(board["tile1NameA"]?.role == .muted)
        #expect(board["tile1PointsA"]?.text == "2")
        #expect(board["tile1PointsA"]?.role == .muted)
        // Nobody is known to be serving on a court whose scorer has gone.
        #expect(board["tile1NameB"]?.flag == false)
        #expect(board["tile1NameB"]?.role == .muted)

        let lost = HallBoard.board(venue: nil, courts: [HallCourt(name: "3", board: nil, link: .linkLost(since: try FollowBoards.at("2026-11-25T09:05:00Z")))])
        #expect(lost["tile1Status"]?.text == "Link lost since 09:05")
        #expect(lost["tile1Status"]?.role == .warning)
    }

    @Test func aCourtWithNoMatchOrNoBoardYetSaysSo() {
        let idle = HallCourt(name: "1", board: IdleBoard.build(venue: "Riverside", next: nil))
        let none = HallCourt(name: "2", board: nil)
        let board = HallBoard.board(venue: nil, courts: [idle, none])
        #expect(Self.texts(board, 1) == ["Court": "Court 1", "Status": "No match"])
        #expect(Self.texts(board, 2) == ["Court": "Court 2", "Status": "Waiting for the scorer"])
        #expect(board["tile1Status"]?.role == .muted)
    }

    /// The desk's call queued on a court (docs/desk.md): the idle board's next match, or the
    /// finished board's notice line naming it, is the tile's line.
    @Test func aCourtWithItsNextMatchQueuedSaysWhich() throws {
        let idle = HallCourt(name: "1", board: IdleBoard.build(venue: "Riverside", next: "Ana v Bea"))
        let finished = try FollowBoards.badmintonRetired().withBottomLine("Next: Cai v Dee", warning: false)
        let problem = try FollowBoards.badmintonRetired().withBottomLine("Not saved: disk full", warning: true)
        let board = HallBoard.board(venue: nil, courts: [idle, HallCourt(name: "2", board: finished), HallCourt(name: "3", board: problem)])
        #expect(Self.texts(board, 1)["Status"] == "Next: Ana v Bea")
        #expect(Self.texts(board, 2)["Status"] == "Next: Cai v Dee")
        // A warning is not the next match: the result stays the tile's line.
        #expect(Self.texts(board, 3)["Status"] == "Ana won: Bea retired")
    }

    @Test func aFinishedMatchShowsGamesWonAndTheResult() throws {
        let board = HallBoard.board(venue: nil, courts: [HallCourt(name: "5", board: try FollowBoards.badmintonRetired())])
        #expect(Self.texts(board, 1) == [
            "Court": "Court 5", "NameA": "Ana", "NameB": "Bea", "GamesA": "0", "GamesB": "0",
            "Status": "Ana won: Bea retired",
        ])
        #expect(board["tile1Status"]?.role == .result)
        #expect(board["tile1NameA"]?.flag == false)
    }

    @Test func aCricketCourtShowsTheBattingSideMarkedWithItsScoreAndOvers() throws {
        let board = HallBoard.board(venue: nil, courts: [HallCourt(name: "nets", board: try FollowBoards.cricketFour())])
        #expect(Self.texts(board, 1) == [
            "Court": "nets", "NameA": "Riverside", "NameB": "v Hillcrest", "PointsA": "4/0", "Status": "0.1 ov",
        ])
        #expect(board["tile1NameA"]?.flag == true)
    }

    @Test func aPausedMatchIsNewsNotAWarning() {
        let paused = Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftName", "Ana", priority: 1), BoardField("rightName", "Bea", priority: 1),
            BoardField("paused", "Play suspended", priority: 1, role: .warning),
        ])
        let board = HallBoard.board(venue: nil, courts: [HallCourt(name: "1", board: paused)])
        #expect(board["tile1Status"]?.text == "Play suspended")
        #expect(board["tile1Status"]?.role == .notice)
    }
}
