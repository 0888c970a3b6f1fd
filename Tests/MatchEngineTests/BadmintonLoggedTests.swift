import Foundation
import Testing
@testable import MatchEngine

/// A match logged by its game scores (`loggedResult`, ADR 016): each score must be a game
/// that just ended under the format, the last game must decide the match, and nothing about
/// rallies is made up. Expected values are worked out by hand from the format tables in
/// docs/actions.md.
@Suite struct BadmintonLoggedTests {
    typealias M = MatchHistory<BadmintonRules>

    static func games(_ text: String) -> [PerSide<Int>] {
        text.split(separator: ",").map { game in
            let parts = game.split(separator: "-").compactMap { Int($0) }
            return PerSide(a: parts[0], b: parts[1])
        }
    }

    static func log(_ text: String, _ format: BadmintonFormat = .bwf21) -> BadmintonRejection? {
        var m: M
        do { m = try M(setup: Badminton.singles(format)) } catch { return error }
        return Badminton.rejection { () throws(BadmintonRejection) in try m.apply(.init(.loggedResult(games(text)))) }
    }

    static let elevenByOne = Badminton.format(.noCap) { $0.name = "custom"; $0.pointsToWin = 11; $0.winBy = 1; $0.intervalAt = 6 }
    static let bestOfFive = Badminton.format(.bwf15) { $0.games = 5 }

    // MARK: Game scores per format

    @Test(arguments: [
        // bwf21: 21 by 2, capped at 30.
        ("21-19,21-0", BadmintonFormat.bwf21), ("30-29,29-30,22-20", .bwf21), ("20-22,29-27,30-28", .bwf21),
        // bwf15: 15 by 2, capped at 21.
        ("15-13,21-20", .bwf15), ("16-14,13-15,15-0", .bwf15),
        // noCap: deuce forever, up to the highest cap a format may set.
        ("40-38,21-5", .noCap), ("199-197,0-21,21-19", .noCap),
        // 11 by 1 with no cap, and a best of 5.
        ("11-10,11-0", elevenByOne), ("15-0,0-15,15-13,21-20", bestOfFive),
    ])
    func legalGamesAreAccepted(_ games: String, _ format: BadmintonFormat) {
        #expect(Self.log(games, format) == nil)
    }

    @Test func aGameThatIsNotOverIsRefusedWithWhatWinsOne() {
        #expect(Self.log("21-20,21-0") == .loggedNotFinished(
            game: 1, score: "21-20", format: "bwf21", rule: "a game is won by the first side to reach 21 with a 2-point lead, or to reach 30."))
        #expect(Self.log("15-0,15-15", .bwf15) == .loggedNotFinished(
            game: 2, score: "15-15", format: "bwf15", rule: "a game is won by the first side to reach 15 with a 2-point lead, or to reach 21."))
        #expect(Self.log("10-9,11-0", Self.elevenByOne) == .loggedNotFinished(
            game: 1, score: "10-9", format: "custom", rule: "a game is won by the first side to reach 11; there is no cap."))
        // Past the target level by 1: whoever reached 11 first had won.
        #expect(Self.log("12-11,11-0", Self.elevenByOne) == .loggedNotFinished(
            game: 1, score: "12-11", format: "custom", rule: "a game is won by the first side to reach 11; there is no cap."))
        // Both at the cap: whoever got there first had already won.
        #expect(Self.log("21-0,30-30") == .loggedNotFinished(
            game: 2, score: "30-30", format: "bwf21", rule: "a game is won by the first side to reach 21 with a 2-point lead, or to reach 30."))
        #expect(Self.log("21-5,21-20").map(\.message)
            == "Logged game 2 (21-20) is not a score a game ends at under bwf21: a game is won by the first side to reach 21 with a 2-point lead, or to reach 30.")
    }

    @Test func aScorePastTheEndOfItsGameNamesWhereItEnded() {
        let rule21 = "a game is won by the first side to reach 21 with a 2-point lead, or to reach 30."
        #expect(Self.log("23-20,21-0") == .loggedEndsEarlier(game: 1, score: "23-20", earlier: "22-20", format: "bwf21", rule: rule21))
        #expect(Self.log("25-3,21-0") == .loggedEndsEarlier(game: 1, score: "25-3", earlier: "21-3", format: "bwf21", rule: rule21))
        #expect(Self.log("15-0,17-14", .bwf15) == .loggedEndsEarlier(
            game: 2, score: "17-14", earlier: "16-14", format: "bwf15", rule: "a game is won by the first side to reach 15 with a 2-point lead, or to reach 21."))
        #expect(Self.log("41-38,21-0", .noCap) == .loggedEndsEarlier(
            game: 1, score: "41-38", earlier: "40-38", format: "noCap", rule: "a game is won by the first side to reach 21 with a 2-point lead; there is no cap."))
        #expect(Self.log("12-10,11-0", Self.elevenByOne) == .loggedEndsEarlier(
            game: 1, score: "12-10", earlier: "11-10", format: "custom", rule: "a game is won by the first side to reach 11; there is no cap."))
        #expect(Self.log("23-20,21-0").map(\.message)
            == "Logged game 1 (23-20) would have ended at 22-20 under bwf21: a game is won by the first side to reach 21 with a 2-point lead, or to reach 30.")
    }

    @Test func pointsOutsideTheFormatsRangeAreRefused() {
        // 31-29 under a cap of 30 is past the cap before anything else.
        #expect(Self.log("31-29,21-0") == .loggedOutOfRange(game: 1, side: "Ana", points: 31, maximum: 30))
        #expect(Self.log("15-0,22-20", .bwf15) == .loggedOutOfRange(game: 2, side: "Ana", points: 22, maximum: 21))
        #expect(Self.log("21-0,200-198", .noCap) == .loggedOutOfRange(game: 2, side: "Ana", points: 200, maximum: 199))
        var m = try? M(setup: Badminton.singles())
        let negative = Badminton.rejection { () throws(BadmintonRejection) in
            try m?.apply(.init(.loggedResult([PerSide(a: 21, b: -1), PerSide(a: 21, b: 0)])))
        }
        #expect(negative == .loggedOutOfRange(game: 1, side: "Bea", points: -1, maximum: 30))
        #expect(negative?.message == "Logged game 1 gives Bea -1 points: a side's points in a game are from 0 to 30 in this format.")
    }

    // MARK: The match

    @Test func theLastGameMustDecideTheMatch() {
        #expect(Self.log("21-19,21-17,21-0") == .loggedAfterDecided(game: 3, winner: "Ana", games: "2-0"))
        #expect(Self.log("19-21,21-17,15-21,21-0") == .loggedAfterDecided(game: 4, winner: "Bea", games: "2-1"))
        #expect(Self.log("21-19") == .loggedUndecided(games: "Ana 1, Bea 0", bestOf: 3, needed: 2))
        #expect(Self.log("21-19,19-21") == .loggedUndecided(games: "Ana 1, Bea 1", bestOf: 3, needed: 2))
        #expect(Self.log("15-0,0-15,15-13,13-15", Self.bestOfFive) == .loggedUndecided(games: "Ana 2, Bea 2", bestOf: 5, needed: 3))
        #expect(Self.log("") == .loggedNoGames)
        #expect(Self.log("21-19,19-21").map(\.message)
            == "The logged games do not decide the match (Ana 1, Bea 1): best of 3 is won by the first side to win 2 games.")
        #expect(Self.log("21-19,21-17,21-0").map(\.message) == "Logged game 3 could not be played: Ana had already won the match 2-0.")
        // A best of 1 is decided by its one game.
        #expect(Self.log("21-15", Badminton.format(.bwf21) { $0.games = 1 }) == nil)
    }

    @Test func aLoggedMatchIsFinishedWithItsGamesAndNoRallies() throws {
        var setup = Badminton.singles()
        setup.at = Badminton.time("14:00:00")
        var m = try M(setup: setup)
        try m.apply(.init(.loggedResult(Self.games("21-19,18-21,21-15")), at: Badminton.time("20:00:00")))
        let s = m.state
        #expect(s.phase == .finished)
        #expect(s.logged)
        #expect(s.result == BadmintonResult(winner: .a, how: .played))
        #expect(s.wonGames.map(\.score) == [PerSide(a: 21, b: 19), PerSide(a: 18, b: 21), PerSide(a: 21, b: 15)])
        #expect(s.wonGames.map(\.winner) == [.a, .b, .a])
        #expect(s.gamesWon == PerSide(a: 2, b: 1))
        #expect(s.wonGames.allSatisfy { $0.points.isEmpty })
        // When it was keyed in says nothing about when it was played.
        #expect(s.clock.elapsedSeconds == 0)

        let board = BadmintonBoard.build(s, now: Badminton.time("21:00:00"))
        #expect(board.layout == .result)
        #expect(board.fields.first { $0.key == "status" }?.text == "Ana won 21-19, 18-21, 21-15")
        #expect(board.fields.first { $0.key == "logged" }?.text == "Logged from the game scores: no rallies recorded")
        #expect(board.fields.first { $0.key == "leftGameScores" }?.text == "21 18 21")
        #expect(board.fields.first { $0.key == "rightGameScores" }?.text == "19 21 15")
        #expect(board.fields.first { $0.key == "leftName" }?.text == "Ana")
        #expect(board.fields.first { $0.key == "leftGames" }?.text == "2")
        for absent: BoardKey in ["elapsed", "serviceCourt", "interval", "changeEnds", "gamePoint", "game"] {
            #expect(!board.fields.contains { $0.key == absent }, "\(absent.rawValue)")
        }

        let session = try BadmintonSession(setup: setup)
        var logged = session
        try logged.apply(.init(.loggedResult(Self.games("21-19,18-21,21-15"))))
        #expect(logged.resultLine == "Ana won 21-19, 18-21, 21-15 (logged)")
        let output = try JSONSerialization.jsonObject(with: logged.encodedState(using: Badminton.encoder)) as? [String: Any]
        #expect(output?["logged"] as? Bool == true)
        #expect(output?["elapsedSeconds"] is NSNull)
        #expect(output?["server"] is NSNull)
        #expect(output?["status"] as? String == "finished")
    }

    @Test func theExportHasTheGamesAndNoRallyRows() throws {
        var session = try BadmintonSession(setup: Badminton.singles())
        try session.apply(.init(.loggedResult(Self.games("18-21,21-19,22-24"))))
        let tables = try #require(session.exportTables())
        #expect(tables.events.rows.isEmpty)
        #expect(tables.summary.header == ["matchId", "sides", "format", "games", "result", "winner", "logged"])
        #expect(tables.summary.rows == [["test", "Ana v Bea", "bwf21", "18-21, 21-19, 22-24", "Bea won 21-18, 19-21, 24-22", "Bea", "yes"]])
    }

    // MARK: Rallies and the logged result exclude each other

    @Test func aLoggedResultIsRefusedOnceARallyWasScored() throws {
        var m = try M(setup: Badminton.singles())
        try Badminton.play(&m, "AB")
        let refused = Badminton.rejection { () throws(BadmintonRejection) in try m.apply(.init(.loggedResult(Self.games("21-0,21-0")))) }
        #expect(refused == .loggedAfterRallies(game: 1, score: "1-1"))
        #expect(refused?.message
            == "Rallies are already scored (game 1 at 1-1): a match is logged by its game scores only before its first rally; undo them first.")
        // A red card scores a rally too; a finished match refuses it as any action.
        var carded = try M(setup: Badminton.singles())
        try carded.apply(.init(.fault(.b, player: nil)))
        #expect(Badminton.rejection { () throws(BadmintonRejection) in try carded.apply(.init(.loggedResult(Self.games("21-0,21-0")))) }
            == .loggedAfterRallies(game: 1, score: "1-0"))
        var retired = try M(setup: Badminton.singles())
        try retired.apply(.init(.retire(.a)))
        #expect(Badminton.rejection { () throws(BadmintonRejection) in try retired.apply(.init(.loggedResult(Self.games("21-0,21-0")))) }
            == .matchOver)
    }

    /// A pause before the first rally would otherwise be carried into a finished record.
    @Test func aLoggedResultIsRefusedWhilePlayIsSuspended() throws {
        var m = try M(setup: Badminton.singles())
        try m.apply(.init(.pause))
        #expect(Badminton.rejection { () throws(BadmintonRejection) in try m.apply(.init(.loggedResult(Self.games("21-0,21-0")))) }
            == .paused)
        try m.apply(.init(.resume))
        try m.apply(.init(.loggedResult(Self.games("21-0,21-0"))))
        #expect(m.state.result?.winner == .a)
    }

    @Test func nothingButUndoFollowsALoggedResult() throws {
        var m = try M(setup: Badminton.doubles())
        let fresh = m.state
        try m.apply(.init(.loggedResult(Self.games("21-0,21-0"))))
        let logged = m.state
        let kinds: [BadmintonAction.Kind] = [
            .point(.a), .point(.b), .minus(.a), .minus(.b), .advanceGame(server: nil, receiver: nil), .retire(.b),
            .walkover(.b), .pause, .resume, .warning(.a, player: nil), .fault(.a, player: nil),
            .loggedResult(Self.games("21-0,21-0")),
        ]
        for kind in kinds {
            #expect(Badminton.rejection { () throws(BadmintonRejection) in try m.apply(.init(kind)) } == .loggedMatch, "\(kind)")
            #expect(m.state == logged)
        }
        try m.undo()
        #expect(m.state == fresh)
        try Badminton.play(&m, "A")
        #expect(m.state.game.score == PerSide(a: 1, b: 0))
    }

    // MARK: The line

    @Test func theLineRoundTripsAndBadLinesNameTheField() throws {
        let action = MatchAction.badminton(.loggedResult(Self.games("21-19,18-21,21-15")))
        let line = String(decoding: action.line(at: nil), as: UTF8.self)
        #expect(line == #"{"type":"loggedResult","games":[{"a":21,"b":19},{"a":18,"b":21},{"a":21,"b":15}]}"#)
        #expect(try BadmintonSession.decode(line: Data(line.utf8)).action == action)

        func refusal(_ text: String) -> String? {
            do {
                _ = try BadmintonSession.decode(line: Data(text.utf8))
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal(#"{"type":"loggedResult"}"#)?.contains("games") == true)
        #expect(refusal(#"{"type":"loggedResult","games":[{"a":21}]}"#)?.contains("\"b\"") == true)
        #expect(refusal(#"{"type":"loggedResult","games":[{"a":"21","b":19}]}"#)?.contains("games[0].a") == true)
    }
}
