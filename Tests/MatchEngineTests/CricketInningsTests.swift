import Testing
@testable import MatchEngine

/// How innings end (Laws 12–16): all out, last man stands, overs up, target reached,
/// declaration, forfeit; and the limited-overs results.
@Suite struct CricketInningsTests {
    @Test func allOutWithFewerPlayers() throws {
        var m = try CricketMatch { $0.playersPerSide = 3 }
        try m.open()
        try m.bowler()
        try m.out(.bowled)
        try m.newBatter("Chen")
        try m.out(.bowled)
        // Three players: two wickets and nobody is left to bat with Bilal.
        #expect(m.inn.closed == .allOut && m.inn.wickets == 2)
        #expect(m.state.phase == .awaitingOpeners)
        #expect(m.board["status"]?.text == "Innings break: Hillcrest to bat")
    }

    @Test func lastManStandsBatsAloneAndAlwaysFaces() throws {
        var m = try CricketMatch {
            $0.playersPerSide = 3
            $0.lastManStands = true
        }
        try m.open()
        try m.bowler()
        try m.out(.bowled)
        try m.newBatter("Chen")
        try m.out(.bowled)
        // Two down of three: Bilal carries on alone and takes strike.
        #expect(m.inn.closed == nil)
        #expect(m.striker == "Bilal" && m.nonStriker == nil)
        try m.ball(bat: 1)            // a single: nobody to cross with
        #expect(m.striker == "Bilal")
        try m.dots(3)                 // the over ends: still Bilal
        #expect(m.striker == "Bilal" && m.inn.completedOvers == 1)
        #expect(m.rejection(.newBatter(name: "Dev", onStrike: nil)) == .noBattersLeft)
        try m.bowler("Lena")
        try m.out(.bowled)
        #expect(m.inn.closed == .allOut && m.inn.wickets == 3)
        #expect(m.innings(0).batters.first { $0.name == "Bilal" }?.balls == 5)
    }

    @Test func oversUpEndsTheInningsAndSetsTheTarget() throws {
        var m = try CricketMatch { $0.oversPerInnings = 2 }
        try m.open()
        try m.bowler("Hana")
        try m.ball(bat: 3)
        try m.bowlOut("Hana", "Ivo")
        #expect(m.inn.closed == .oversUp && m.inn.legalBalls == 12)
        try m.open("Hana", "Ivo")
        #expect(m.inn.battingTeam == 1)
        #expect(m.inn.target == Target(runs: 4, overs: OversNotation(overs: 2)))
    }

    /// Riverside 23/0 off two overs: 6, 6, 6, 4, 1, then dots.
    private func riverside23() throws -> CricketMatch {
        var m = try CricketMatch { $0.oversPerInnings = 2 }
        try m.open()
        try m.bowler("Hana")
        for runs in [6, 6, 6, 4, 1] { try m.ball(bat: runs) }
        try m.bowlOut("Hana", "Ivo")
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        return m
    }

    @Test func chaseWonByWicketsInHand() throws {
        var m = try riverside23()
        for batter in ["Jo", "Kai", "Lu", "Max", "Nia", "Oli"] {
            try m.out(.bowled)
            try m.newBatter(batter)
        }
        try m.bowler("Lena")
        for _ in 0..<4 { try m.ball(bat: 6) }
        // 24 ≥ 24 with six down: 10 − 6 = 4 wickets in hand.
        #expect(m.inn.closed == .targetReached)
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 4 wickets"))
        #expect(m.board.layout == .result)
        #expect(m.board["status"]?.text == "Hillcrest won by 4 wickets")
    }

    @Test func defenceWonByRuns() throws {
        var m = try riverside23()
        try m.bowlOut("Kofi", "Lena")
        // Target 24, Hillcrest 0: won by 24 − 1 − 0 = 23 runs.
        #expect(m.state.result == MatchResult(winner: "Riverside", text: "Riverside won by 23 runs"))
    }

    @Test func equalScoresAtTheEndAreATie() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4, 1] { try m.ball(bat: runs) }
        try m.bowlOut("Kofi", "Lena")
        #expect(m.state.result == MatchResult(winner: nil, text: "Match tied", tied: true))
    }

    @Test func runOutAfterTheWinningRunIsNoPartOfTheMatch() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4] { try m.ball(bat: runs) }
        // 22 of 24: two runs completed win it; Ivo run out going for a third comes after
        // the result (Law 16.6.1) and does not count.
        try m.ball(bat: 2, wicket: WicketEvent(kind: .runOut, playerOut: "Ivo"))
        #expect(m.inn.runs == 24 && m.inn.wickets == 0)
        #expect(m.batter("Ivo")?.status == .batting && m.inn.fallOfWickets.isEmpty)
        #expect(m.state.result == MatchResult(winner: "Hillcrest", text: "Hillcrest won by 10 wickets"))
        #expect(m.inn.lastBalls.last?.text == "2")
    }

    @Test func stumpingOffTheWinningWideIsNoPartOfTheMatch() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4, 1] { try m.ball(bat: runs) }
        // Level at 23: the wide wins the match when it is called, before the stumping.
        try m.ball(wides: 1, wicket: WicketEvent(kind: .stumped))
        #expect(m.inn.wickets == 0 && m.bowlerScore("Kofi")?.wickets == 0)
        #expect(m.state.result?.text == "Hillcrest won by 10 wickets")
    }

    @Test func runOutShortOfTheTargetStillCounts() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4] { try m.ball(bat: runs) }
        try m.ball(bat: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Ivo"))
        #expect(m.inn.runs == 23 && m.inn.wickets == 1 && m.state.result == nil)
    }

    @Test func singularMargins() {
        #expect(CricketMessages.wonByRuns("Riverside", 1) == "Riverside won by 1 run")
        #expect(CricketMessages.wonByWickets("Riverside", 1) == "Riverside won by 1 wicket")
        #expect(CricketMessages.wonByInnings("Riverside", 1) == "Riverside won by an innings and 1 run")
    }

    @Test func declarationClosesTheInnings() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 4)
        try m.apply(.endInnings(reason: .declared))
        #expect(m.inn.closed == .declared && m.state.phase == .awaitingOpeners)
        try m.open("Hana", "Ivo")
        #expect(m.inn.target?.runs == 5 && m.inn.target?.overs == nil)
    }

    @Test func forfeitedInningsHasNoBalls() throws {
        var m = try CricketMatch()
        try m.apply(.endInnings(reason: .forfeited))
        #expect(m.innings(0).closed == .forfeited && m.innings(0).runs == 0)
        #expect(m.innings(0).batters.isEmpty && m.innings(0).battingTeam == 0)
        try m.open("Hana", "Ivo")
        #expect(m.inn.battingTeam == 1 && m.inn.target?.runs == 1)
        try m.bowler()
        try m.ball()
        #expect(m.rejection(.endInnings(reason: .forfeited)) == .declareBeforeBall)
    }

    @Test func freeHitFollowsANoBallAndSurvivesAWide() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(noBalls: 1)
        #expect(m.state.freeHit)
        #expect(m.rejection(.delivery(Delivery(wicket: WicketEvent(kind: .caught)))) == .dismissalNotPossibleOnFreeHit(.caught))
        try m.ball(wides: 1)
        #expect(m.state.freeHit)   // the free hit is still to come
        #expect(m.rejection(.delivery(Delivery(wides: 1, wicket: WicketEvent(kind: .stumped)))) == .dismissalNotPossibleOnFreeHit(.stumped))
        try m.ball(bat: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Bilal"))   // run out still counts
        #expect(!m.state.freeHit && m.inn.wickets == 1)
    }

    @Test func freeHitCanBeSwitchedOff() throws {
        var m = try CricketMatch { $0.freeHit = false }
        try m.open()
        try m.bowler()
        try m.ball(noBalls: 1)
        #expect(!m.state.freeHit)
        try m.out(.caught, fielder: "Femi")
        #expect(m.inn.wickets == 1)
    }

    @Test func superOverAfterATieAndItsWinner() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4, 1] { try m.ball(bat: runs) }
        try m.bowlOut("Kofi", "Lena")
        #expect(m.rejection(.openers(striker: nil, nonStriker: nil)) == .matchOver)
        try m.apply(.superOver)
        #expect(m.board["status"]?.text == "Super over: Hillcrest to bat")
        // The side that batted second in the match bats first in the super over.
        try m.open("Hana", "Ivo")
        #expect(m.inn.kind == .superOver && m.inn.battingTeam == 1)
        #expect(m.inn.limit == OversNotation(overs: 1) && m.inn.allOutAt == 2 && m.inn.target == nil)
        try m.bowler("Kofi")   // a new innings: Kofi's last regular over does not count
        try m.ball(bat: 4)
        try m.ball(bat: 4)
        try m.dots(4)
        #expect(m.board["status"]?.text == "Super over: Riverside to bat")
        try m.open()
        #expect(m.inn.battingTeam == 0 && m.inn.target?.runs == 9)
        try m.bowler("Hana")
        try m.ball(bat: 6)
        try m.ball(bat: 4)
        #expect(m.state.result == MatchResult(winner: "Riverside", text: "Match tied; Riverside won the super over"))
    }

    @Test func tiedSuperOverIsFollowedByAnotherWithTheOrderReversed() throws {
        var m = try riverside23()
        for runs in [6, 6, 6, 4, 1] { try m.ball(bat: runs) }
        try m.bowlOut("Kofi", "Lena")
        try m.apply(.superOver)
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        try m.ball(bat: 6)
        try m.dots(5)
        try m.open()
        try m.bowler("Hana")
        try m.ball(bat: 6)
        try m.dots(5)
        #expect(m.state.result == MatchResult(winner: nil, text: "Match tied", tied: true))
        try m.apply(.superOver)
        try m.open()
        // Riverside batted second in the tied super over, so they bat first now.
        #expect(m.inn.battingTeam == 0 && m.inn.kind == .superOver && m.inn.target == nil)
    }

    @Test func superOverOnlyAfterATiedLimitedOversMatch() throws {
        var won = try riverside23()
        try won.bowlOut("Kofi", "Lena")
        #expect(won.rejection(.superOver) == .superOverNeedsTie)
        var timeless = try CricketMatch()
        #expect(timeless.rejection(.superOver) == .superOverNeedsTie)
        try timeless.apply(.endMatch(reason: .draw, winner: nil, parScore: nil))
        #expect(timeless.rejection(.superOver) == .superOverNeedsTie)
    }
}
