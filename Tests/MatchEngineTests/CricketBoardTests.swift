import Foundation
import Testing
@testable import MatchEngine

/// The display model: every string is formatted by `CricketBoard`, so these are the exact
/// texts a screen shows.
@Suite struct CricketBoardTests {
    /// Riverside 200 declared (33 sixes and a two); Hillcrest 187/6 after 18.4 overs of a
    /// 20-over chase, Zara bowling her fourth over: 3.4-0-31-2.
    static func lateChase(_ configure: @escaping (inout CricketRulesConfig) -> Void = { _ in }) throws -> CricketMatch {
        var m = try CricketMatch {
            $0.oversPerInnings = 20
            $0.maxOversPerBowler = 4
            configure(&$0)
        }
        try m.open()
        for ball in 0..<34 {
            if m.state.needsBowler { try m.bowler(m.inn.completedOvers % 2 == 0 ? "Hana" : "Ivo") }
            try m.ball(bat: ball < 33 ? 6 : 2)
        }
        try m.apply(.endInnings(reason: .declared))
        try m.open("Noor", "Omar")

        // nil is a wicket (bowled); the new batter comes in at once.
        let ten: [Int?] = [4, 4, 1, 1, 0, 0], eleven: [Int?] = [4, 4, 1, 1, 1, 0]
        let tenW: [Int?] = [4, 4, 1, 1, 0, nil], elevenW: [Int?] = [4, 4, 1, 1, 1, nil]
        let overs: [(String, [Int?])] = [
            ("Kofi", ten), ("Lena", ten), ("Kofi", tenW), ("Lena", ten), ("Mo", eleven),
            ("Ned", ten), ("Mo", elevenW), ("Ned", ten), ("Kofi", eleven), ("Lena", tenW),
            ("Mo", eleven), ("Ned", elevenW), ("Zara", [4, 4, 0, 0, 0, 1]), ("Kofi", ten),
            ("Zara", [4, 4, 1, 0, 0, 0]), ("Lena", eleven), ("Zara", [6, 4, 1, nil, 0, 0]),
            ("Mo", ten), ("Zara", [1, 1, nil, 0]),
        ]
        for (bowler, balls) in overs {
            try m.bowler(bowler)
            for ball in balls {
                if let runs = ball {
                    try m.ball(bat: runs)
                } else {
                    try m.out(.bowled)
                    try m.newBatter(nil)
                }
            }
        }
        return m
    }

    @Test func lateChaseShowsScoreOversRatesAndNeed() throws {
        let m = try Self.lateChase()
        let board = m.board
        #expect(board.layout == .cricketBanner)
        #expect(board["battingTeam"]?.text == "Hillcrest" && board["battingTeam"]?.compact == "HIL")
        #expect(board["score"]?.text == "187/6")
        #expect(board["overs"]?.text == "18.4")
        #expect(board["oversLimit"]?.text == "of 20")
        // 187 off 112 balls = 10.017… an over; 14 off 8 balls = 10.5 an over.
        #expect(board["crr"]?.text == "CRR 10.02")
        #expect(board["target"]?.text == "Target 201" && board["target"]?.compact == "T201")
        #expect(board["need"]?.text == "Need 14 off 8 balls" && board["need"]?.compact == "14 off 8")
        #expect(board["rrr"]?.text == "RRR 10.50")
        #expect(board["bowler"]?.text == "Zara 3.4-0-31-2" && board["bowler"]?.compact == "3.4-0-31-2")
        #expect(board["previousInnings"]?.text == "Riverside 200/0 (5.4)")
        for key: BoardKey in ["score", "overs", "target", "need"] {
            #expect(board[key]?.priority == 1, "\(key.rawValue)")
        }
        #expect(board.schemaVersion == Scoreboard.currentSchemaVersion)
    }

    @Test func busyBannerStaysUnderFourKilobytes() throws {
        var m = try Self.lateChase()
        try m.ball(bat: 4, noBalls: 1)       // a flash, a free hit and a full last-balls strip
        let json = try JSONEncoder().encode(m.board)
        #expect(json.count < 4096, "\(json.count) bytes")
        #expect(m.board["lastBalls"]?.items?.count == 12)
    }

    @Test func scoreIsTheSumOfItsParts() throws {
        var m = try Self.lateChase()
        try m.ball(wides: 3)
        try m.ball(legByes: 1)
        let inn = m.inn
        // 187 + 3 wides + 1 leg-bye.
        #expect(inn.runs == 191)
        #expect(inn.runs == inn.batters.reduce(0) { $0 + $1.runs } + inn.extras.total + inn.adjustments)
        #expect(inn.legalBalls == inn.bowlers.reduce(0) { $0 + $1.legalBalls })
        #expect(inn.wickets == inn.batters.filter { $0.status == .out }.count)
        #expect(inn.bowlers.reduce(0) { $0 + $1.wickets } == 6)
    }

    @Test func needWordingIsSingularForOne() {
        #expect(CricketMessages.need(1, balls: 1) == "Need 1 off 1 ball")
        #expect(CricketMessages.needRuns(1) == "Need 1 run")
        #expect(CricketMessages.needCompact(5, balls: nil) == "Need 5")
    }

    @Test func australianScoreFormat() throws {
        let m = try Self.lateChase { $0.scoreFormat = .wicketsRuns }
        #expect(m.board["score"]?.text == "6/187")
        #expect(m.board["previousInnings"]?.text == "Riverside 0/200 (5.4)")
    }

    @Test func battersWithStrikeMarkerAndFlag() throws {
        var m = try CricketMatch()
        try m.open("Asha Rao", "Bilal Khan")
        try m.bowler()
        try m.ball(bat: 4)
        try m.ball(bat: 1)
        let striker = try #require(m.board["batter1"])
        let other = try #require(m.board["batter2"])
        #expect(striker.text == "Bilal Khan* 0 (0)" && striker.compact == "Khan* 0" && striker.flag == true)
        #expect(other.text == "Asha Rao 5 (2)" && other.compact == "Rao 5" && other.flag == false)
        #expect(m.board["partnership"]?.text == "P'ship 5 (2)")
        #expect(m.board["bowler"]?.text == "Kofi 0.2-0-5-0")
    }

    @Test func lastBallsTokensWithRoles() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 4)
        try m.out(.bowled)
        try m.newBatter("Chen")
        try m.ball(wides: 1)
        try m.ball(bat: 1, noBalls: 1)
        try m.ball(legByes: 1)
        try m.ball()
        try m.ball(bat: 4, boundary: false)
        let strip = try #require(m.board["lastBalls"])
        #expect(strip.text == "4 W 1wd 2nb 1lb • 4")
        #expect(strip.items?.map(\.role) == [.boundary, .wicket, .extra, .extra, .extra, .normal, .normal])
        #expect(m.board["extras"]?.text == "Extras 3 (wd 1, nb 1, b 0, lb 1, pen 0)")
    }

    @Test func stripKeepsTheLastTwelveBalls() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 6)
        try m.dots(5)
        try m.bowler("Lena")
        try m.ball(bat: 2)
        try m.dots(5)
        try m.bowler("Kofi")
        try m.ball(bat: 3)
        // 13 balls: the six drops off, the strip starts at Kofi's first dot.
        #expect(m.board["lastBalls"]?.items?.count == 12)
        #expect(m.board["lastBalls"]?.text == "• • • • • 2 • • • • • 3")
    }

    @Test func maidensCountOnlyWholeOversWithNothingOffTheBowler() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.ball(byes: 1)          // byes are not the bowler's: still a maiden
        try m.dots(5)
        try m.bowler("Lena")
        try m.ball(wides: 1)         // a wide is: no maiden
        try m.dots(6)
        try m.bowler("Kofi")
        try m.dots(3)                // an unfinished over is no maiden yet
        #expect(m.board["bowler"]?.text == "Kofi 1.3-1-0-0")
        #expect(CricketFormat.bowlerFigures(try #require(m.bowlerScore("Lena")), m.inn, ballsPerOver: 6) == "1.0-0-1-0")
        try m.dots(3)
        #expect(m.board["bowler"]?.text == "Kofi 2.0-2-0-0")
    }

    @Test func freeHitAndFlashes() throws {
        var m = try CricketMatch()
        try m.open()
        try m.bowler()
        try m.ball(bat: 6, noBalls: 1)
        #expect(m.board["freeHit"]?.text == "FREE HIT" && m.board["freeHit"]?.role == .notice)
        #expect(m.board["flash"]?.text == "SIX")
        try m.ball(wides: 1)
        #expect(m.board["freeHit"] != nil && m.board["flash"] == nil)
        try m.ball(bat: 4)
        #expect(m.board["freeHit"] == nil && m.board["flash"]?.text == "FOUR")
        try m.out(.bowled)
        #expect(m.board["flash"]?.text == "WICKET" && m.board["flash"]?.role == .wicket)
    }

    @Test func beforeTheMatchBetweenInningsAndAtTheEnd() throws {
        var m = try CricketMatch(battingFirst: 1) { $0.oversPerInnings = 1 }
        #expect(m.board.layout == .cricketBreak)
        #expect(m.board["status"]?.text == "Hillcrest to bat" && m.board["status"]?.priority == 1)
        try m.open()
        try m.bowler()
        try m.ball(bat: 4)
        try m.dots(5)
        #expect(m.board.layout == .cricketBreak)
        #expect(m.board["status"]?.text == "Innings break: Riverside to bat")
        #expect(m.board["score"]?.text == "4/0" && m.board["batter1"] == nil)
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        try m.dots(6)
        let status = try #require(m.board["status"])
        #expect(m.board.layout == .result)
        #expect(status.text == "Hillcrest won by 4 runs" && status.role == .result && status.priority == 1)
    }
}
