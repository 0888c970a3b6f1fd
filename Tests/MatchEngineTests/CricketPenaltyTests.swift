import Testing
@testable import MatchEngine

/// Five-run penalties between balls (Law 41.17): to the batting side now, to the fielding
/// side's most recently completed innings, or to its next innings if it has none yet.
@Suite struct CricketPenaltyTests {
    @Test func penaltyToTheBattingSideBetweenBalls() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 1)
        try m.apply(.penaltyRuns(runs: 5, to: .batting))
        #expect(m.inn.runs == 6 && m.inn.extras.penalty == 5)
        #expect(m.inn.legalBalls == 1)                       // no ball was bowled
        #expect(m.bowlerScore("Kofi")?.runs == 1)            // not the bowler's runs
        #expect(m.striker == "Bilal")                        // nobody ran
    }

    /// Riverside make 10 in a one-over innings; Hillcrest field.
    private func firstInningsOf10(penaltyToFielders: Bool) throws -> CricketMatch {
        var m = try CricketMatch { $0.oversPerInnings = 1 }
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 4)
        if penaltyToFielders { try m.apply(.penaltyRuns(runs: 5, to: .fielding)) }
        try m.ball(bat: 6)
        try m.dots(4)
        return m
    }

    @Test func fieldingSideThatHasNotBattedGetsThemInItsNextInnings() throws {
        var m = try firstInningsOf10(penaltyToFielders: true)
        #expect(m.innings(0).runs == 10 && m.innings(0).extras.penalty == 0)
        #expect(m.state.pendingPenalty == [0, 5])
        try m.open("Hana", "Ivo")
        // Hillcrest start on 5; the target is still Riverside's 10 + 1.
        #expect(m.inn.battingTeam == 1)
        #expect(m.inn.runs == 5 && m.inn.extras.penalty == 5)
        #expect(m.inn.target?.runs == 11)
        #expect(m.state.pendingPenalty == [0, 0])
        try m.bowler("Asha")
        try m.ball(bat: 6)
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 10 wickets"))
    }

    @Test func fieldingSideInTheChaseGetsThemOnItsCompletedInnings() throws {
        var m = try firstInningsOf10(penaltyToFielders: false)
        try m.open("Hana", "Ivo")
        try m.bowler("Asha")
        try m.ball(bat: 1)
        try m.apply(.penaltyRuns(runs: 5, to: .fielding))
        #expect(m.innings(0).runs == 15 && m.innings(0).extras.penalty == 5)
        #expect(m.inn.runs == 1)
        #expect(m.inn.target?.runs == 16)
        #expect(m.board["target"]?.text == "Target 16")
    }

    /// Two innings a side, follow-on enforced: Riverside 20 declared, Hillcrest 2 declared,
    /// Hillcrest follow on.
    private func followOnMatch() throws -> CricketMatch {
        var m = try CricketMatch.afterTwoDeclarations(followOnLead: 5)
        try m.apply(.followOn)
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        return m
    }

    @Test func fieldingPenaltyDuringAFollowOnGoesToTheLeadersFirstInnings() throws {
        var m = try followOnMatch()
        #expect(m.inn.kind == .followOn && m.inn.battingTeam == 1)
        try m.apply(.penaltyRuns(runs: 5, to: .fielding))
        // Riverside's most recently completed innings is their first: 20 + 5.
        #expect(m.innings(0).runs == 25 && m.innings(0).extras.penalty == 5)
        #expect(m.state.pendingPenalty == [0, 0])
        try m.ball(bat: 6)
        try m.apply(.endInnings(reason: .declared))
        // Hillcrest 2 + 6 = 8 against 25: an innings and 17 runs.
        #expect(m.state.result == MatchResult(winner: "Riverside", text: "Riverside won by an innings and 17 runs"))
    }

    @Test func fieldingPenaltyInTheFourthInningsGoesToTheFollowOnInnings() throws {
        var m = try followOnMatch()
        for _ in 0..<4 { try m.ball(bat: 6) }
        try m.apply(.endInnings(reason: .declared))
        // Hillcrest 2 + 24 = 26 against 20: Riverside need 7.
        try m.open()
        #expect(m.inn.target?.runs == 7)
        try m.bowler("Hana")
        try m.apply(.penaltyRuns(runs: 5, to: .fielding))
        #expect(m.innings(2).runs == 29 && m.innings(2).extras.penalty == 5)
        #expect(m.innings(1).runs == 2)
        #expect(m.inn.target?.runs == 12)
    }
}
