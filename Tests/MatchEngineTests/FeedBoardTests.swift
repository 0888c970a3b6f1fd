import Testing
@testable import MatchEngine

/// The board for the scorer's app (issue 18): the engine's cricket banner from what the app
/// sent, and the idle and warning boards around a link.
@Suite struct FeedBoardTests {
    /// What the app sends on connecting at the start of the 31st over of a 50-over chase:
    /// Aston on Trent 120/3 after 30 overs, chasing Hillcrest's 197.
    static let onConnect = [
        "BTNAston on Trent 1st XI", "FTNHillcrest CC", "FTS197", "BTT198", "BTS120/3", "OVB30", "OVR20", "RRQ78", "RRR3.90", "CRR4.00",
        "B1NJ Smith", "B1S45", "B1B60", "B1K1", "B2NR Patel", "B2S12", "B2B20", "B2K0",
        "F1NT Brown", "F1S1/30 (6)", "F2NK Ahmed", "F2S2/25 (7)",
        "LWK88", "LWNA Jones", "LWS30 (41)", "LWDc", "COV ",
    ]

    /// Over 31, T Brown, ball by ball, each ball's writes as the app sends them. The rates are
    /// runs × 6 / balls, rounded: ball 1, 78 × 6 / 119 = 3.93 and 120 × 6 / 181 = 3.98.
    static let over31: [[String]] = [
        // Smith dot: 30.1, 119 balls left.
        ["COV.", "OVB30.1", "OVR19.5", "B1B61", "F1S1/30 (6.1)", "RRR3.93", "CRR3.98"],
        // Smith four: 124/3, need 74 off 118.
        ["COV. 4", "BTS124/3", "OVB30.2", "OVR19.4", "RRQ74", "B1S49", "B1B62", "F1S1/34 (6.2)", "RRR3.76", "CRR4.09"],
        // A wide: 125/3, no ball faced, need 73.
        ["COV. 4 wd", "BTS125/3", "RRQ73", "F1S1/35 (6.2)", "RRR3.71", "CRR4.12"],
        // Smith a single to 50, Patel on strike: 126/3, need 72 off 117.
        ["COV. 4 wd 1", "BTS126/3", "OVB30.3", "OVR19.3", "RRQ72", "B1S50", "B1B63", "B1K0", "B2K1", "F1S1/36 (6.3)", "RRR3.69", "CRR4.13"],
        // Patel caught for 12 (21); M Khan in, on strike (caught: the batters did not cross).
        ["COV. 4 wd 1 W", "BTS126/4", "OVB30.4", "OVR19.2", "F1S2/36 (6.4)", "LWK126", "LWNR Patel", "LWS12 (21)", "LWDc",
         "B2NM Khan", "B2S0", "B2B0", "B2K1", "RRR3.72", "CRR4.11"],
        // Khan dot.
        ["COV. 4 wd 1 W .", "OVB30.5", "OVR19.1", "B2B1", "F1S2/36 (6.5)", "RRR3.76", "CRR4.09"],
        // Khan two off the last ball: 128/4 after 31, need 70 off 114; Smith to face.
        ["COV. 4 wd 1 W . 2", "BTS128/4", "OVB31", "OVR19", "RRQ70", "B2S2", "B2B2", "F1S2/38 (7)", "B1K1", "B2K0", "RRR3.68", "CRR4.13"],
    ]

    /// Over 32, K Ahmed.
    static let over32: [[String]] = [
        // The new over: the bowlers swap rows and the over line is cleared.
        ["F1NK Ahmed", "F1S2/25 (7)", "F2NT Brown", "F2S2/38 (7)", "COV "],
        // Smith six: 134/4, need 64 off 113.
        ["COV6", "BTS134/4", "OVB31.1", "OVR18.5", "RRQ64", "B1S56", "B1B64", "F1S2/31 (7.1)", "RRR3.40", "CRR4.30"],
        // A leg bye: 135/4, Smith's ball faced, not the bowler's run; Khan on strike.
        ["COV6 1lb", "BTS135/4", "OVB31.2", "OVR18.4", "RRQ63", "B1B65", "B1K0", "B2K1", "F1S2/31 (7.2)", "RRR3.38", "CRR4.31"],
        // A no ball Khan hits for two: 3 runs, 138/4, Khan keeps the strike.
        ["COV6 1lb 2nb", "BTS138/4", "RRQ60", "B2S4", "B2B3", "F1S2/34 (7.2)", "RRR3.21", "CRR4.40"],
        // Khan dot.
        ["COV6 1lb 2nb .", "OVB31.3", "OVR18.3", "B2B4", "F1S2/34 (7.3)", "RRR3.24", "CRR4.38"],
        // Khan four: 142/4, need 56 off 110.
        ["COV6 1lb 2nb . 4", "BTS142/4", "OVB31.4", "OVR18.2", "RRQ56", "B2S8", "B2B5", "F1S2/38 (7.4)", "RRR3.05", "CRR4.48"],
        // Khan bowled for 8 (6); S Evans in, on strike.
        ["COV6 1lb 2nb . 4 W", "BTS142/5", "OVB31.5", "OVR18.1", "F1S3/38 (7.5)", "LWK142", "LWNM Khan", "LWS8 (6)", "LWDb",
         "B2NS Evans", "B2S0", "B2B0", "RRR3.08", "CRR4.46"],
        // Evans dot to end the over: 142/5 after 32, need 56 off 108; Smith to face.
        ["COV6 1lb 2nb . 4 W .", "OVB32", "OVR18", "B2B1", "F1S3/38 (8)", "B1K1", "B2K0", "RRR3.11", "CRR4.44"],
    ]

    private static func play(_ balls: [[String]], into state: inout FeedState) {
        for writes in balls {
            for outcome in FeedWrites.apply(writes, to: &state) {
                if case .refused(let refusal) = outcome { Issue.record("refused: \(refusal.message)") }
            }
        }
    }

    @Test func twoOversOfWritesMakeTheEnginesBanner() {
        var state = FeedWrites.state(Self.onConnect)
        Self.play(Self.over31 + Self.over32, into: &state)
        let board = state.scoreboard(link: .live)
        #expect(board.layout == .cricketBanner)
        #expect(board.fields.map(\.key.rawValue) == [
            "battingTeam", "bowlingTeam", "score", "overs", "oversLimit", "crr", "target", "need", "rrr", "previousInnings",
            "batter1", "batter2", "bowler", "otherBowler", "lastWicket", "lastBalls",
        ])
        #expect(board["battingTeam"] == BoardField("battingTeam", "Aston on Trent 1st XI", priority: 2, role: .emphasis))
        #expect(board["bowlingTeam"] == BoardField("bowlingTeam", "v Hillcrest CC", priority: 5, role: .muted))
        #expect(board["score"] == BoardField("score", "142/5", priority: 1, role: .emphasis))
        #expect(board["overs"] == BoardField("overs", "32.0", priority: 1))
        #expect(board["oversLimit"] == BoardField("oversLimit", "18.0 ov left", priority: 5, role: .muted))
        #expect(board["crr"] == BoardField("crr", "CRR 4.44", priority: 3))
        #expect(board["target"] == BoardField("target", "Target 198", compact: "T198", priority: 1))
        // 18 overs left are 108 balls.
        #expect(board["need"] == BoardField("need", "Need 56 off 108 balls", compact: "56 off 108", priority: 1, role: .notice))
        #expect(board["rrr"] == BoardField("rrr", "RRR 3.11", priority: 2))
        #expect(board["previousInnings"] == BoardField("previousInnings", "Hillcrest CC 197", priority: 4, role: .muted))
        // Smith: 45 + 4 + 1 + 6 = 56 off 60 + 5 balls (the wide and the no ball were not his).
        #expect(board["batter1"] == BoardField("batter1", "J Smith* 56 (65)", compact: "Smith* 56", priority: 2, flag: true))
        #expect(board["batter2"] == BoardField("batter2", "S Evans 0 (1)", compact: "Evans 0", priority: 2, flag: false))
        #expect(board["bowler"] == BoardField("bowler", "K Ahmed 3/38 (8)", compact: "3/38 (8)", priority: 3, flag: true))
        #expect(board["otherBowler"] == BoardField("otherBowler", "T Brown 2/38 (7)", compact: "2/38 (7)", priority: 4, role: .muted, flag: false))
        #expect(board["lastWicket"] == BoardField("lastWicket", "Last wkt: M Khan bowled 8 (6), 142", compact: "Last wkt: M Khan 8 (6), 142",
                                                   priority: 4, role: .muted))
        #expect(board["lastBalls"] == BoardField("lastBalls", "6 1lb 2nb • 4 W •", priority: 3, items: [
            BoardToken("6", role: .boundary), BoardToken("1lb", role: .extra), BoardToken("2nb", role: .extra), BoardToken("•"),
            BoardToken("4", role: .boundary), BoardToken("W", role: .wicket), BoardToken("•"),
        ]))
    }

    @Test func afterTheFirstOverTheBoardHasItsEnd() {
        var state = FeedWrites.state(Self.onConnect)
        Self.play(Self.over31, into: &state)
        let board = state.scoreboard(link: .live)
        #expect(board["score"]?.text == "128/4")
        #expect(board["overs"]?.text == "31.0")
        #expect(board["oversLimit"]?.text == "19.0 ov left")
        #expect(board["need"]?.text == "Need 70 off 114 balls")
        #expect(board["rrr"]?.text == "RRR 3.68")
        #expect(board["crr"]?.text == "CRR 4.13")
        #expect(board["batter1"]?.text == "J Smith* 50 (63)")
        #expect(board["batter2"]?.text == "M Khan 2 (2)")
        #expect(board["bowler"]?.text == "T Brown 2/38 (7)")
        #expect(board["otherBowler"]?.text == "K Ahmed 2/25 (7)")
        #expect(board["lastWicket"]?.text == "Last wkt: R Patel caught 12 (21), 126")
        #expect(board["lastBalls"]?.text == "• 4 wd 1 W • 2")
        #expect(board["lastBalls"]?.items?.map(\.role) == [.normal, .boundary, .extra, .normal, .wicket, .normal, .normal])
    }

    @Test func theStrikerIsBatter1AsOnTheEnginesBanner() {
        var state = FeedWrites.state(Self.onConnect)
        // After Smith's single in over 31, Patel (the app's batter 2) is on strike.
        Self.play(Array(Self.over31.prefix(4)), into: &state)
        let board = state.scoreboard(link: .live)
        #expect(board["batter1"] == BoardField("batter1", "R Patel* 12 (20)", compact: "Patel* 12", priority: 2, flag: true))
        #expect(board["batter2"] == BoardField("batter2", "J Smith 50 (63)", compact: "Smith 50", priority: 2, flag: false))
    }

    @Test func withoutTheOversLeftTheChaseIsInRuns() {
        let board = FeedWrites.state(["BTS120/3", "RRQ78", "RRR3.90"]).scoreboard(link: .live)
        #expect(board["need"] == BoardField("need", "Need 78 runs", compact: "Need 78", priority: 1, role: .notice))
        #expect(board["rrr"]?.text == "RRR 3.90")
        #expect(FeedWrites.state(["RRQ1"]).scoreboard(link: .live)["need"]?.text == "Need 1 run")
        // Nothing needed, or no balls left to get it in: no "off 0 balls".
        #expect(FeedWrites.state(["RRQ0", "OVR3"]).scoreboard(link: .live)["need"] == nil)
        #expect(FeedWrites.state(["RRQ5", "OVR0"]).scoreboard(link: .live)["need"]?.text == "Need 5 runs")
        // A ball count that is not of a six-ball over is not turned into balls.
        #expect(FeedWrites.state(["RRQ5", "OVR2.7"]).scoreboard(link: .live)["need"]?.text == "Need 5 runs")
    }

    @Test func oversAreWrittenAsTheEngineWritesThem() {
        #expect(FeedWrites.state(["OVB5"]).scoreboard(link: .live)["overs"]?.text == "5.0")
        #expect(FeedWrites.state(["OVB05.3"]).scoreboard(link: .live)["overs"]?.text == "5.3")
        #expect(FeedWrites.state(["OVR0.4"]).scoreboard(link: .live)["oversLimit"]?.text == "0.4 ov left")
    }

    @Test func aBatterIsShownWithWhatWasSentOfHim() {
        #expect(FeedWrites.state(["B1NJ Smith"]).scoreboard(link: .live)["batter1"]?.text == "J Smith")
        #expect(FeedWrites.state(["B1NJ Smith", "B1S4"]).scoreboard(link: .live)["batter1"]?.text == "J Smith 4")
        // Runs and balls without a name put no batter on the board.
        #expect(FeedWrites.state(["B2S4", "B2B3"]).scoreboard(link: .live)["batter1"] == nil)
        // The app's batter 2 alone takes the first row.
        let second = FeedWrites.state(["B2NR Patel", "B2S4", "B2B3", "B2K1"]).scoreboard(link: .live)
        #expect(second["batter1"] == BoardField("batter1", "R Patel* 4 (3)", compact: "Patel* 4", priority: 2, flag: true))
        #expect(second["batter2"] == nil)
        let bowler = FeedWrites.state(["F1NT Brown"]).scoreboard(link: .live)
        #expect(bowler["bowler"] == BoardField("bowler", "T Brown", priority: 3, flag: true))
    }

    @Test func theFieldingSideWithoutANameIsTheOpposition() {
        #expect(FeedWrites.state(["FTS197"]).scoreboard(link: .live)["previousInnings"]?.text == "Opposition 197")
    }

    @Test func howOutIsShownInWords() {
        let words = ["b": "bowled", "lbw": "lbw", "c": "caught", "ro": "run out", "hw": "hit wicket", "ht": "hit the ball twice",
                     "to": "timed out", "of": "obstructing the field", "rt": "retired", "st": "stumped", "LBW": "lbw", "c&b": "caught and bowled",
                     "xx": "xx"]
        for (code, word) in words {
            let board = FeedWrites.state(["LWNA Batter", "LWD\(code)"]).scoreboard(link: .live)
            #expect(board["lastWicket"]?.text == "Last wkt: A Batter \(word)", "\(code)")
        }
        let bare = FeedWrites.state(["LWNA Batter"]).scoreboard(link: .live)
        #expect(bare["lastWicket"] == BoardField("lastWicket", "Last wkt: A Batter", compact: "Last wkt: A Batter", priority: 4, role: .muted))
    }

    @Test func eachBallOfTheOverHasTheEnginesColour() {
        let board = FeedWrites.state(["COV. 0 1 4 6 W 1W wd 1wd nb 2nb lb 3b Wd w 5 ?"]).scoreboard(link: .live)
        #expect(board["lastBalls"]?.items == [
            BoardToken("•"), BoardToken("0"), BoardToken("1"), BoardToken("4", role: .boundary), BoardToken("6", role: .boundary),
            BoardToken("W", role: .wicket), BoardToken("1W", role: .wicket), BoardToken("wd", role: .extra), BoardToken("1wd", role: .extra),
            BoardToken("nb", role: .extra), BoardToken("2nb", role: .extra), BoardToken("lb", role: .extra), BoardToken("3b", role: .extra),
            BoardToken("Wd", role: .extra), BoardToken("w", role: .wicket), BoardToken("5"), BoardToken("?"),
        ])
    }

    @Test func waitingTheBoardSaysWhatToPairWith() {
        let board = FeedWrites.state(Self.onConnect).scoreboard(link: .waiting(name: "Scoreline Pavilion"))
        #expect(board == Scoreboard(layout: .idle, fields: [
            BoardField("title", "Waiting for the scorer's app", priority: 1, role: .emphasis),
            BoardField("venue", "Pair with “Scoreline Pavilion” in Play-Cricket Scorer or MyCricket", priority: 2, role: .muted),
        ]))
    }

    @Test func connectedWithNothingSentTheBoardSaysSo() {
        let board = FeedState().scoreboard(link: .live)
        #expect(board == Scoreboard(layout: .idle, fields: [
            BoardField("title", "Scorer's app connected — waiting for the score", priority: 1, role: .emphasis),
        ]))
    }

    @Test func disconnectedTheLastBoardStaysWithAWarning() throws {
        let state = FeedWrites.state(Self.onConnect)
        let since = try #require(Timestamp("2026-11-28T14:02:59+01:00"))
        let board = state.scoreboard(link: .disconnected(since: since))
        #expect(board.fields.dropLast() == state.scoreboard(link: .live).fields[...])
        #expect(board.fields.last == BoardField("error", "Scorer's app disconnected at 14:02", compact: "APP OFFLINE", priority: 1, role: .warning))
        let empty = FeedState().scoreboard(link: .disconnected(since: since))
        #expect(empty == Scoreboard(layout: .idle, fields: [
            BoardField("title", "Waiting for the scorer's app", priority: 1, role: .emphasis),
            BoardField("error", "Scorer's app disconnected at 14:02", compact: "APP OFFLINE", priority: 1, role: .warning),
        ]))
    }

    /// Only keys the renderer's banner lays out (Renderer/CricketLayouts.swift).
    @Test func theBannerUsesOnlyTheBannersKeys() {
        let banner: Set<String> = ["battingTeam", "bowlingTeam", "score", "overs", "oversLimit", "flash", "freeHit", "need", "par", "target",
                                   "crr", "rrr", "partnership", "batter1", "batter1Boundaries", "batter2", "batter2Boundaries", "bowler",
                                   "otherBowler", "lastBalls", "lastWicket", "previousInnings", "extras"]
        var state = FeedWrites.state(Self.onConnect)
        Self.play(Self.over31, into: &state)
        let keys = Set(state.scoreboard(link: .live).fields.map(\.key.rawValue))
        #expect(keys.isSubset(of: banner), "\(keys.subtracting(banner))")
    }
}
