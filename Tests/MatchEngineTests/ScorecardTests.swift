import Testing
@testable import MatchEngine

/// A small match scored by hand, its card worked out on paper (in the comments) before the
/// engine built it.
@Suite("Scorecard: a hand-worked match")
struct ScorecardTests {
    /// Riverside (Asha, Bilal, Chen, Dev, Eli) v Hillcrest (Kofi, Lena, Mo, Nia, Oto), five a
    /// side (all out at 4 wickets), two overs an innings.
    static func match() throws -> CricketMatch {
        var m = try CricketMatch(players: [["Asha", "Bilal", "Chen", "Dev", "Eli"], ["Kofi", "Lena", "Mo", "Nia", "Oto"]]) {
            $0.oversPerInnings = 2
            $0.playersPerSide = 5
        }
        try m.open("Asha", "Bilal")
        // Over 1, Kofi.
        try m.bowler("Kofi")
        try m.ball(bat: 4)             // Asha 4 (1), a four; total 4
        try m.ball(wides: 1)           // wide: w 1, Kofi +1, not a ball to Asha; total 5
        try m.ball(bat: 1)             // Asha 5 (2), strike to Bilal; total 6
        try m.ball(legByes: 1)         // Bilal 0 (1), lb 1 (not Kofi's); strike to Asha; total 7
        try m.out(.caught, fielder: "Lena")  // Asha c Lena b Kofi 5 (3); FOW 1-7 at 0.4 (4th legal ball)
        //   1st wkt Asha & Bilal: 7 runs; balls 1, 3, 4, 5 of the over (not the wide) = 4
        try m.apply(.newBatter(name: "Chen", onStrike: nil))  // into the catch's empty place: faces
        try m.ball(bat: 6, noBalls: 1) // Chen 6 (1), a six; nb 1; Kofi +7; total 14
        try m.ball()                   // free hit, dot: Chen 6 (2); 5th legal ball
        try m.ball(bat: 2)             // Chen 8 (3); over done; total 16; Bilal faces next
        //   Kofi: 6 legal balls (1.0), runs 4+1+1+7+2 = 15, 1 wicket, wd 1, nb 1, econ 15.00
        // Over 2, Lena.
        try m.bowler("Lena")
        try m.ball()                   // Bilal 0 (2)
        try m.ball(byes: 4)            // Bilal 0 (3), b 4 (not Lena's); total 20
        try m.ball(bat: 1, wicket: WicketEvent(kind: .runOut, playerOut: "Bilal", fielder: "Mo"))
        //   Bilal 1 (4) run out (Mo); total 21; FOW 2-21 at 1.3
        //   2nd wkt Bilal & Chen: 21 - 7 = 14 runs; balls: the no-ball, 2 more in over 1, 3 here = 6
        try m.apply(.newBatter(name: "Dev", onStrike: true))
        try m.out(.lbw)                // Dev lbw b Lena 0 (1); FOW 3-21 at 1.4
        //   3rd wkt Chen & Dev: 0 runs, 1 ball
        try m.apply(.newBatter(name: "Eli", onStrike: true))
        try m.ball(bat: 3)             // Eli 3 (1); Chen faces; total 24
        try m.ball(bat: 1)             // Chen 9 (4); total 25; two overs: innings over
        //   4th wkt Chen & Eli unbroken: 4 runs, 2 balls
        //   Lena: 6 balls (1.0), runs 0+0+1+0+3+1 = 5, 1 wicket (the run out is not hers), econ 5.00
        //   Extras b 4, lb 1, w 1, nb 1 = 7; bat 5+1+9+0+3 = 18; total 25/3 in 2 overs, RR 12.50
        // Hillcrest's chase: Lena retires hurt after the first ball, Mo comes in.
        try m.open("Kofi", "Lena")
        try m.bowler("Asha")
        try m.ball(bat: 1)             // Kofi 1 (1); total 1
        try m.apply(.retire(batter: "Lena", out: false))
        try m.apply(.newBatter(name: "Mo", onStrike: nil))
        return m
    }

    @Test("Batting: order, how out, R B 4s 6s SR")
    func batting() throws {
        let card = CricketScorecard.build(try Self.match().state)
        #expect(card.title == "Riverside v Hillcrest")
        #expect(card.result == nil)
        let first = try #require(card.innings.first)
        #expect(first.title == "Riverside innings")
        let rows = first.batting.map { "\($0.name) | \($0.howOut) | \($0.runs) \($0.balls) \($0.fours) \($0.sixes) \($0.strikeRate ?? "-")" }
        #expect(rows == [
            "Asha | c Lena b Kofi | 5 3 1 0 166.67",  // 500/3 = 166.666…
            "Bilal | run out (Mo) | 1 4 0 0 25.00",
            "Chen | not out | 9 4 0 1 225.00",
            "Dev | lbw b Lena | 0 1 0 0 0.00",
            "Eli | not out | 3 1 0 0 300.00",
        ])
        let asha = first.batting[0], bilal = first.batting[1], dev = first.batting[3]
        #expect(asha.dismissal == .caught && asha.bowler == "Kofi" && asha.fielder == "Lena")
        // A run out is the fielder's, never the bowler's.
        #expect(bilal.dismissal == .runOut && bilal.bowler == nil && bilal.fielder == "Mo")
        #expect(dev.dismissal == .lbw && dev.bowler == "Lena" && dev.fielder == nil)
        #expect(first.batting.map(\.notOut) == [false, false, true, false, true])
        // Everyone in the five batted.
        #expect(first.notBatted == nil)
    }

    @Test("Extras, total, fall of wickets, partnerships")
    func totals() throws {
        let first = try #require(CricketScorecard.build(try Self.match().state).innings.first)
        #expect(first.extras == ScorecardExtras(byes: 4, legByes: 1, wides: 1, noBalls: 1, penalty: 0, total: 7, detail: "(b 4, lb 1, w 1, nb 1)"))
        #expect(first.total == ScorecardTotal(runs: 25, wickets: 3, overs: "2", text: "25/3 (2 ov)", runRate: "12.50"))
        #expect(first.fallOfWickets.map(\.text) == ["1-7 (Asha, 0.4 ov)", "2-21 (Bilal, 1.3 ov)", "3-21 (Dev, 1.4 ov)"])
        #expect(first.partnerships.map(\.text) == [
            "1st wkt: 7 (4) Asha & Bilal",
            "2nd wkt: 14 (6) Bilal & Chen",
            "3rd wkt: 0 (1) Chen & Dev",
            "4th wkt: 4* (2) Chen & Eli",
        ])
    }

    @Test("Bowling: byes and leg-byes not charged, wides and no-balls are, run outs not credited")
    func bowling() throws {
        let first = try #require(CricketScorecard.build(try Self.match().state).innings.first)
        let rows = first.bowling.map { "\($0.name) \($0.overs)-\($0.maidens)-\($0.runs)-\($0.wickets) \($0.economy ?? "-") wd \($0.wides) nb \($0.noBalls)" }
        #expect(rows == ["Kofi 1.0-0-15-1 15.00 wd 1 nb 1", "Lena 1.0-0-5-1 5.00 wd 0 nb 0"])
    }

    @Test("An innings in play: yet to bat, a retirement, the partnership going on")
    func live() throws {
        let second = try #require(CricketScorecard.build(try Self.match().state).innings.last)
        #expect(second.title == "Hillcrest innings")
        #expect(second.notBatted == ScorecardNames(label: "Yet to bat", names: ["Nia", "Oto"]))
        #expect(second.batting.map(\.howOut) == ["not out", "retired hurt", "not out"])
        #expect(second.batting[1].retired && !second.batting[1].notOut)
        // A retirement is no wicket: both partnerships are for the first.
        #expect(second.partnerships.map(\.text) == ["1st wkt: 1 (1) Kofi & Lena", "1st wkt: 0* (0) Kofi & Mo"])
        #expect(second.fallOfWickets.isEmpty)
        #expect(second.total.text == "1/0 (0.1 ov)")
    }

    @Test("A wicket between overs falls on the last ball bowled: 0.6, not 1.0")
    func betweenOvers() throws {
        var m = try CricketMatch { $0.oversPerInnings = 2 }
        try m.open()
        try m.bowler()
        for _ in 0..<6 { try m.ball(bat: 1) }   // six singles: 6/0 after the over
        try m.apply(.retire(batter: "Asha", out: true))
        let inn = try #require(CricketScorecard.build(m.state).innings.first)
        #expect(inn.fallOfWickets.map(\.text) == ["1-6 (Asha, 0.6 ov)"])
        #expect(inn.batting[0].howOut == "retired out" && inn.batting[0].bowler == nil)
        #expect(inn.bowling[0].wickets == 0)
    }

    @Test("A renamed batter is renamed in the partnerships too")
    func rename() throws {
        var m = try Self.match()
        try m.apply(.renamePlayer(from: "Bilal", to: "B. Khan", team: nil))
        let first = try #require(CricketScorecard.build(m.state).innings.first)
        #expect(first.partnerships[0].batters == ["Asha", "B. Khan"])
        #expect(first.partnerships[1].batters == ["B. Khan", "Chen"])
    }

    @Test("The text fits 80 columns and shows every section")
    func text() throws {
        let lines = ScorecardText.lines(CricketScorecard.build(try Self.match().state))
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(lines.contains("Asha                 c Lena b Kofi                       5    3   1   0  166.67"))
        #expect(lines.contains("Kofi                   1.0   0   15   1  15.00   1   1"))
        #expect(lines.contains("Total                25/3 (2 ov)  RR 12.50"))
        #expect(lines.contains("Fall of wickets: 1-7 (Asha, 0.4 ov), 2-21 (Bilal, 1.3 ov), 3-21 (Dev, 1.4 ov)"))
        #expect(lines.contains("Yet to bat: Nia, Oto"))
    }

    @Test("A how-out too long for its column goes on a line of its own, the figures below it")
    func longHowOut() throws {
        var m = try Self.match()
        try m.apply(.renamePlayer(from: "Lena", to: "Lena Oyelaran-Fitzgerald", team: "Hillcrest"))
        let lines = ScorecardText.lines(CricketScorecard.build(m.state))
        let at = try #require(lines.firstIndex(of: "Asha  c Lena Oyelaran-Fitzgerald b Kofi"))
        // 20 for the name, 1 space, 32 for the how-out, then R B 4s 6s SR.
        #expect(lines[at + 1] == String(repeating: " ", count: 53) + "    5    3   1   0  166.67")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }
}
