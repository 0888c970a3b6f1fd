import Testing
@testable import MatchEngine

/// Two-innings matches (follow-on, innings victories, draws), revised targets, and
/// matches the scorer ends (no result, abandoned, DLS, award).
@Suite struct CricketResultTests {
    private func twoInnings(followOnLead: Int = 200, players: Int = 11) throws -> CricketMatch {
        try CricketMatch.afterTwoDeclarations(followOnLead: followOnLead, players: players)
    }

    @Test func followOnAndAnInningsVictory() throws {
        var m = try twoInnings(followOnLead: 5)
        try m.apply(.followOn)
        #expect(m.board["status"]?.text == "Innings break: Hillcrest to bat")
        try m.open("Hana", "Ivo")
        #expect(m.inn.kind == .followOn && m.inn.battingTeam == 1 && m.inn.target == nil)
        try m.bowler("Kofi")
        try m.ball(bat: 6)
        try m.apply(.endInnings(reason: .declared))
        // Hillcrest 2 + 6 = 8 against Riverside's 20: an innings and 12 runs.
        #expect(m.state.result == MatchResult(winner: "Riverside", text: "Riverside won by an innings and 12 runs"))
    }

    @Test func followOnNeedsTheLead() throws {
        var m = try twoInnings()
        #expect(m.rejection(.followOn) == .followOnLeadTooSmall(lead: 18, needed: 200))
        let oneInnings = try CricketMatch()
        #expect(oneInnings.rejection(.followOn) == .followOnNotAvailable)
        try m.open()
        #expect(m.rejection(.followOn) == .followOnNotAvailable)   // only between innings 2 and 3
    }

    @Test func sideBattingTwiceBehindLosesByAnInningsWithoutAFollowOn() throws {
        var m = try CricketMatch { $0.inningsPerSide = 2 }
        try m.open()
        try m.bowler("Hana")
        try m.ball(bat: 4)
        try m.apply(.endInnings(reason: .declared))      // Riverside 4
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        for _ in 0..<5 { try m.ball(bat: 6) }
        try m.apply(.endInnings(reason: .declared))      // Hillcrest 30
        try m.open("Chen", "Dev")
        try m.bowler("Hana")
        try m.ball(bat: 6)
        try m.apply(.endInnings(reason: .allOut))        // Riverside 4 + 6 = 10
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by an innings and 20 runs"))
    }

    @Test func fourthInningsChaseAndDraw() throws {
        var m = try twoInnings()
        try m.open("Chen", "Dev")
        #expect(m.inn.battingTeam == 0 && m.inn.kind == .regular && m.inn.target == nil)
        try m.bowler("Hana")
        try m.ball(bat: 6)
        try m.apply(.endInnings(reason: .declared))      // Riverside 20 + 6 = 26
        try m.open("Hana", "Ivo")
        // Hillcrest need 26 − 2 + 1 = 25, with no overs limit.
        #expect(m.inn.target == Target(runs: 25, overs: nil))
        #expect(m.board["need"]?.text == "Need 25 runs")
        var drawn = m
        try drawn.apply(.endMatch(reason: .draw, winner: nil, parScore: nil))
        #expect(drawn.state.result == MatchResult(winner: nil, text: "Match drawn"))
        #expect(drawn.inn.closed == .matchEnded)
        try m.bowler("Kofi")
        for runs in [6, 6, 6, 6, 1] { try m.ball(bat: runs) }
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 10 wickets"))
    }

    @Test func twoInningsMatchTiedWhenTheLastSideIsAllOutLevel() throws {
        // Two a side, so one wicket is all out.
        var m = try twoInnings(players: 2)
        try m.open("Chen", "Dev")
        try m.bowler("Hana")
        try m.ball(bat: 6)
        try m.apply(.endInnings(reason: .declared))      // Riverside 20 + 6 = 26
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        for runs in [6, 6, 6, 6] { try m.ball(bat: runs) }
        try m.out(.bowled)                               // Hillcrest 2 + 24 = 26, all out
        #expect(m.inn.closed == .allOut)
        #expect(m.state.result == MatchResult(winner: nil, text: "Match tied", tied: true))
    }

    /// Riverside 8 in a 20-over match before rain ends their innings.
    private func rainAfterEight() throws -> CricketMatch {
        var m = try CricketMatch { $0.oversPerInnings = 20 }
        try m.open()
        try m.bowler("Hana")
        try m.ball(bat: 4)
        try m.ball(bat: 4)
        try m.apply(.endInnings(reason: .rain))
        return m
    }

    @Test func revisedTargetWithOversAndBalls() throws {
        var m = try rainAfterEight()
        try m.apply(.setTarget(runs: 48, overs: OversNotation(overs: 9, balls: 2)))
        try m.open("Hana", "Ivo")
        #expect(m.inn.target == Target(runs: 48, overs: OversNotation(overs: 9, balls: 2)))
        try m.bowler("Kofi")
        // 9.2 overs = 56 balls; 48 off 56 is 5.142… an over.
        #expect(m.board["need"]?.text == "Need 48 off 56 balls")
        #expect(m.board["rrr"]?.text == "RRR 5.14")
        try m.bowlOut("Kofi", "Lena")
        #expect(m.inn.legalBalls == 56 && m.inn.closed == .oversUp && m.inn.completedOvers == 9)
        #expect(m.state.result == MatchResult(winner: "Riverside", text: "Riverside won by 47 runs"))
    }

    @Test func targetRevisedDuringTheChase() throws {
        var m = try rainAfterEight()
        try m.open("Hana", "Ivo")
        #expect(m.inn.target == Target(runs: 9, overs: OversNotation(overs: 20)))
        try m.bowler("Kofi")
        try m.ball(bat: 2)
        try m.apply(.setTarget(runs: 3, overs: OversNotation(overs: 5)))
        #expect(m.inn.target?.runs == 3 && m.inn.limit == OversNotation(overs: 5))
        try m.ball(bat: 1)
        #expect(m.state.result?.text == "Hillcrest won by 10 wickets")
    }

    @Test func targetIsOnlyForAChaseAndMustMakeSense() throws {
        var m = try CricketMatch { $0.oversPerInnings = 20 }
        try m.open()
        #expect(m.rejection(.setTarget(runs: 40, overs: nil)) == .targetNotAllowed)
        try m.apply(.endInnings(reason: .rain))
        #expect(m.rejection(.setTarget(runs: 0, overs: nil)) == .outOfRange(.init(action: "setTarget", field: "runs", value: "0", accepted: "a whole number from 1 to 9999")))
        #expect(m.rejection(.setTarget(runs: 40, overs: OversNotation(overs: 9, balls: 6))) == .badTarget)
    }

    @Test func rainInTheChaseWaitsForTheScorersResult() throws {
        var m = try rainAfterEight()
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        try m.ball(bat: 2)
        try m.apply(.endInnings(reason: .rain))
        #expect(m.state.phase == .awaitingResult && m.state.result == nil)
        #expect(m.board["status"]?.text == "Play has stopped")
        #expect(m.rejection(.openers(striker: nil, nonStriker: nil)) == .awaitingResult)
        #expect(m.rejection(.delivery(Delivery())) == .awaitingResult)
        try m.apply(.endMatch(reason: .noResult, winner: nil, parScore: nil))
        #expect(m.state.result == MatchResult(winner: nil, text: "No result"))
    }

    @Test func dlsResultFromTheParScore() throws {
        // Behind par: Hillcrest 2 where par is 6, so Riverside win by 4 runs.
        var behind = try rainAfterEight()
        try behind.open("Hana", "Ivo")
        try behind.bowler("Kofi")
        try behind.ball(bat: 2)
        var ahead = behind
        var level = behind
        try behind.apply(.endMatch(reason: .dls, winner: "Riverside", parScore: 6))
        #expect(behind.state.result == MatchResult(winner: "Riverside", text: "Riverside won by 4 runs (DLS)", par: 6))
        // Ahead of par the chasing side wins by the runs it is ahead (as Australia did, 100
        // against a par of 72, "won by 28 runs (DLS method)" at the 2024 T20 World Cup).
        try ahead.apply(.endMatch(reason: .dls, winner: "HIL", parScore: 1))
        #expect(ahead.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 1 run (DLS)", par: 1))
        try level.apply(.endMatch(reason: .dls, winner: nil, parScore: 2))
        #expect(level.state.result == MatchResult(winner: nil, text: "Match tied (DLS)", tied: true, par: 2))
        #expect(level.rejection(.endMatch(reason: .draw, winner: nil, parScore: nil)) == .matchOver)
    }

    @Test(arguments: [
        (CricketAction.MatchEndReason.noResult, "No result"),
        (.abandoned, "Match abandoned"),
        (.draw, "Match drawn"),
    ])
    func matchEndedWithoutAWinner(reason: CricketAction.MatchEndReason, text: String) throws {
        var m = try CricketMatch()
        try m.open()
        try m.apply(.endMatch(reason: reason, winner: nil, parScore: nil))
        #expect(m.state.result == MatchResult(winner: nil, text: text))
        #expect(m.state.phase == .finished && m.inn.closed == .matchEnded)
        #expect(m.board.layout == .result && m.board["status"]?.text == text)
    }

    @Test func matchAwarded() throws {
        var m = try CricketMatch()
        #expect(m.rejection(.endMatch(reason: .award, winner: "Nobody", parScore: nil)) == .unknownTeam("Nobody"))
        #expect(m.rejection(.endMatch(reason: .dls, winner: nil, parScore: nil)) == .dlsNeedsWinner)
        try m.apply(.endMatch(reason: .award, winner: "Hillcrest", parScore: nil))
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest awarded the match"))
    }
}
