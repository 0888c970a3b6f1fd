import Testing
@testable import Desk

/// The desk's rules on a pure day. Keys are worked out by hand from the rule "match@court#n",
/// n counting the day's calls from 1.
@Suite struct DeskDayTests {
    static func side(_ name: String) -> DeskSide { DeskSide(player: name, club: "BK") }

    /// Four waiting matches on a hall of three courts.
    static func day() throws -> DeskDay {
        var day = DeskDay(courts: 3)
        try day.apply(.add(matches: (1...4).map {
            DeskMatch(number: "M\($0)", event: "MS", round: "R1", scheduled: "09:00", side1: side("A\($0)"), side2: side("B\($0)"))
        }))
        return day
    }

    /// Applies `action`, expects `refusal`, and checks the day is exactly as before.
    static func expectRefused(_ day: DeskDay, _ action: DeskAction, _ refusal: DeskRefusal) {
        var copy = day
        #expect(throws: refusal) { try copy.apply(action) }
        #expect(copy == day)
    }

    @Test func aCallPutsTheMatchOnOneCourtWithAKey() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 2))
        #expect(day.match("M1")?.state == .called(court: 2, key: "M1@2#1"))
        #expect(day.holder(ofCourt: 2)?.number == "M1")
        #expect(day.freeCourts == [1, 3])
        #expect(day.waiting().map(\.number) == ["M2", "M3", "M4"])
    }

    @Test func aMatchIsNeverOnTwoCourts() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        Self.expectRefused(day, .call(match: "M1", court: 2), .matchNotWaiting("M1", state: "called to court 1"))
        try day.apply(.start(match: "M1", court: 1, key: "M1@1#1"))
        Self.expectRefused(day, .call(match: "M1", court: 3), .matchNotWaiting("M1", state: "on court 1"))
    }

    @Test func aCourtHoldsOneMatch() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        Self.expectRefused(day, .call(match: "M2", court: 1), .courtBusy(1, holder: "M1"))
        #expect(DeskRefusal.courtBusy(1, holder: "M1").sentence == "Court 1 already holds match M1; a court takes one match at a time.")
    }

    @Test func aCourtOrMatchThatDoesNotExistIsRefused() throws {
        let day = try Self.day()
        Self.expectRefused(day, .call(match: "M1", court: 7), .noSuchCourt(7, courts: 3))
        Self.expectRefused(day, .call(match: "M1", court: 0), .noSuchCourt(0, courts: 3))
        Self.expectRefused(day, .call(match: "M99", court: 1), .noSuchMatch("M99"))
        #expect(DeskRefusal.noSuchCourt(7, courts: 3).sentence == "Court 7 does not exist: this hall has courts 1 to 3.")
    }

    @Test func aResultFinishesTheMatchAndFreesTheCourt() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        let games = [GameScore(21, 15), GameScore(18, 21), GameScore(21, 19)]
        try day.apply(.result(match: "M1", court: 1, key: "M1@1#1", games: games, retiredWinner: nil))
        #expect(day.match("M1")?.state == .finished(court: 1, games: games, key: "M1@1#1"))
        #expect(day.freeCourts == [1, 2, 3])
    }

    @Test func aResultFromAnotherCourtIsRefused() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        let games = [GameScore(21, 15), GameScore(21, 19)]
        Self.expectRefused(
            day, .result(match: "M1", court: 2, key: "M1@1#1", games: games, retiredWinner: nil),
            .notOnThatCourt("M1", court: 2, state: "called to court 1"))
        #expect(
            DeskRefusal.notOnThatCourt("M1", court: 2, state: "called to court 1").sentence
                == "Match M1 is not on court 2 (it is called to court 1); nothing changed.")
    }

    @Test func aReplayedResultChangesNothing() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        let result = DeskAction.result(match: "M1", court: 1, key: "M1@1#1", games: [GameScore(21, 15), GameScore(21, 19)], retiredWinner: nil)
        try day.apply(result)
        Self.expectRefused(day, result, .replayed("M1", court: 1))
        // A replay carrying other scores is still the same delivery: the first one stands.
        Self.expectRefused(
            day, .result(match: "M1", court: 1, key: "M1@1#1", games: [GameScore(15, 21), GameScore(19, 21)], retiredWinner: nil),
            .replayed("M1", court: 1))
    }

    @Test func aForgedKeyIsRefused() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        let games = [GameScore(21, 15), GameScore(21, 19)]
        Self.expectRefused(day, .result(match: "M1", court: 1, key: "M1@1#2", games: games, retiredWinner: nil), .forged("M1", court: 1))
        Self.expectRefused(day, .start(match: "M1", court: 1, key: "guess"), .forged("M1", court: 1))
        // Taken back and called again: the first call's key is void.
        try day.apply(.uncall(match: "M1"))
        try day.apply(.call(match: "M1", court: 1))
        #expect(day.match("M1")?.state == .called(court: 1, key: "M1@1#2"))
        Self.expectRefused(day, .result(match: "M1", court: 1, key: "M1@1#1", games: games, retiredWinner: nil), .forged("M1", court: 1))
    }

    @Test func impossibleGamesAreRefused() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        // 21-20 is one point clear; a game to 21 needs two (22-20), so it is not over.
        Self.expectRefused(
            day, .result(match: "M1", court: 1, key: "M1@1#1", games: [GameScore(21, 20), GameScore(21, 10)], retiredWinner: nil),
            .badGames("M1", why: "21-20 is not a finished game to 21 (2 clear, at most 30-29)"))
        // One game each: nobody has won.
        Self.expectRefused(
            day, .result(match: "M1", court: 1, key: "M1@1#1", games: [GameScore(21, 10), GameScore(10, 21)], retiredWinner: nil),
            .badGames("M1", why: "no side has won 2 games"))
    }

    @Test func gamesAreCheckedByTheLaws() {
        // Worked by hand from the laws: 21 with the loser at 19 or less; past 20-all, 2 clear;
        // at 29-all the next point wins 30-29.
        let complete: [(Int, Int, Bool)] = [
            (21, 0, true), (21, 19, true), (21, 20, false), (22, 20, true), (23, 20, false),
            (29, 27, true), (30, 28, true), (30, 29, true), (31, 29, false), (20, 18, false), (19, 21, true),
        ]
        for (a, b, ok) in complete {
            #expect(DeskResultCheck.isComplete(GameScore(a, b)) == ok, "\(a)-\(b)")
        }
        #expect(DeskResultCheck.problem([GameScore(21, 1), GameScore(21, 2)]) == nil)
        #expect(DeskResultCheck.problem([GameScore(21, 1), GameScore(21, 2), GameScore(21, 3)]) == "21-1 21-2 21-3 goes on after a side had won 2 games")
        #expect(DeskResultCheck.problemRetired([GameScore(21, 17), GameScore(4, 2)]) == nil)
        #expect(DeskResultCheck.problemRetired([GameScore(20, 17), GameScore(4, 2)]) == "20-17 is not a finished game to 21 (2 clear, at most 30-29)")
    }

    @Test func aRetirementKeepsThePartGame() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M2", court: 3))
        let games = [GameScore(21, 17), GameScore(4, 2)]
        try day.apply(.result(match: "M2", court: 3, key: "M2@3#1", games: games, retiredWinner: 1))
        #expect(day.match("M2")?.state == .retired(court: 3, games: games, winner: 1, key: "M2@3#1"))
        #expect(day.freeCourts == [1, 2, 3])
    }

    @Test func aWalkoverFreesTheCourtOfACalledMatch() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        try day.apply(.walkover(match: "M1", winner: 2))
        try day.apply(.walkover(match: "M2", winner: 1))
        #expect(day.match("M1")?.state == .walkover(winner: 2))
        #expect(day.match("M2")?.state == .walkover(winner: 1))
        #expect(day.freeCourts == [1, 2, 3])
        Self.expectRefused(day, .walkover(match: "M3", winner: 3), .badWinner("M3", winner: 3))
        Self.expectRefused(day, .call(match: "M1", court: 1), .matchNotWaiting("M1", state: "walkover"))
        try day.apply(.call(match: "M3", court: 2))
        try day.apply(.start(match: "M3", court: 2, key: "M3@2#2"))
        Self.expectRefused(day, .walkover(match: "M3", winner: 1), .noWalkover("M3", state: "on court 2"))
        #expect(DeskRefusal.noWalkover("M3", state: "on court 2").sentence == "Match M3 cannot be given as a walkover: it is on court 2; only a waiting or called match can.")
    }

    @Test func aCorrectionReplacesTheGamesOfAFinishedMatchOnly() throws {
        var day = try Self.day()
        try day.apply(.call(match: "M1", court: 1))
        try day.apply(.result(match: "M1", court: 1, key: "M1@1#1", games: [GameScore(21, 15), GameScore(21, 19)], retiredWinner: nil))
        try day.apply(.correct(match: "M1", games: [GameScore(21, 15), GameScore(23, 21)]))
        #expect(day.match("M1")?.state == .finished(court: 1, games: [GameScore(21, 15), GameScore(23, 21)], key: "M1@1#1"))
        Self.expectRefused(day, .correct(match: "M2", games: [GameScore(21, 15), GameScore(21, 19)]), .notFinished("M2", state: "waiting"))
    }

    @Test func anAddWithARepeatedNumberAddsNothing() throws {
        let day = try Self.day()
        let again = DeskMatch(number: "M5", event: "MS", round: "R1", scheduled: "", side1: Self.side("x"), side2: Self.side("y"))
        var old = again
        old.number = "M2"
        Self.expectRefused(day, .add(matches: [again, old]), .duplicateMatch("M2"))
        Self.expectRefused(day, .add(matches: [again, again]), .duplicateMatch("M5"))
    }
}
