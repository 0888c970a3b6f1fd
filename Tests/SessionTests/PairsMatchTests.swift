import Foundation
import MatchEngine
import Session
import Store
import Testing

/// Issue 24: the button box scores an U11 pairs match from presses alone, through the session
/// the kiosk runs, the pairs changing on a held Advance. Every figure below is worked out by
/// hand from the u11-pairs rules (docs/actions.md, "Club formats"; docs/inputs.md, "Cricket
/// flows"): 8 a side, 16 overs, 4 pairs of 4 overs, each innings from 200, a wicket costs 5
/// and the batter stays in, the batters then change ends (not on an over's last ball), a wide
/// is one of the over's balls except in the last over, three overs a bowler.
@Suite struct PairsMatchTests {
    /// What `--preset u11-pairs` starts (Settings' `DemoPresets`, checked in SettingsTests).
    static let u11Pairs = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"format":"u11-pairs"}}"#.utf8)

    /// A scorer at the box. An over is written ball by ball: `.` dot, a digit the runs, `W` a
    /// wicket (the striker, kind "out"), `Wd` a plain wide (Wide pressed twice: 1 run).
    struct Scorer {
        let session: ScoringSession

        var state: CricketState? { (session.current?.session as? CricketSession)?.state }

        func bowl(_ over: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for ball in over.split(separator: " ") {
                let keys = switch ball {
                case ".": ["dot"]
                case "W": ["wicket"]
                case "Wd": ["wide", "wide"]
                default: ["run\(ball)"]
                }
                var reply: SessionReply?
                for key in keys { reply = session.send(Fixture.press(key)) }
                #expect(reply?.acknowledged == true, "\(ball) in \(over): \(String(describing: reply?.outcome))", sourceLocation: sourceLocation)
            }
        }

        /// A held Advance; the lines it recorded.
        func holdAdvance() -> [String] {
            guard case .recorded(let done) = session.send(Fixture.press("advance", .long)).outcome else { return [] }
            return done.map { String(decoding: $0.action.line(at: nil), as: UTF8.self) }
        }
    }

    @Test func theBoxScoresAnU11PairsMatchWithThePairsChangingOnAHeldAdvance() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Self.u11Pairs
        // Alternate ends, so the three-over cap decides who bowls (below).
        session.alternateEnds = true
        try session.start()
        let box = Scorer(session: session)

        // MARK: Riverside bat. Pair 1: Batter 1 and Batter 2, overs 1-4.
        box.bowl("4 . 1 . . .")     // 5. B1 4, dot, 1; B2 faces 3 dots; the over's end: B1 faces.
        #expect(box.state?.striker == "Batter 1")
        box.bowl(". . W")           // B1 out off the third ball, stays in; the ends change: B2 faces.
        #expect(box.state?.striker == "Batter 2" && box.state?.nonStriker == "Batter 1")
        box.bowl(". 2 .")           // over 2: 2 and a wicket. B2 2; the over's end: B1 faces.
        box.bowl("6 . . . . W")     // 6 and a wicket. B1 6, out off the last ball: no change for
        // the wicket, only the over's, so B2 faces over 4 with B1 at the other end.
        #expect(box.state?.striker == "Batter 2" && box.state?.nonStriker == "Batter 1")
        #expect(box.state?.current?.batters.first { $0.name == "Batter 1" }?.outs == 2)
        box.bowl("1 1 . . . .")     // 2. B2 1, B1 1.
        // Pair 1: 5 + 2 + 6 + 2 = 15 runs, 2 wickets: 15 - 2 x 5 = 5. B1 4+1+6+1 = 12, B2 2+1 = 3.
        // Total 200 + 15 - 10 = 205 after 24 balls.
        #expect(box.state?.current?.runs == 205 && box.state?.current?.legalBalls == 24)
        #expect(box.state?.current?.batters.filter { $0.name == "Batter 1" || $0.name == "Batter 2" }.map(\.runs) == [12, 3])

        // The pair's overs are done: a ball waits for the next pair, and the board says how.
        #expect(session.send(Fixture.press("run1")).outcome == .ignored("hold Advance for the next pair"))
        #expect(session.board["error"]?.text == "Hold Advance for the next pair")
        #expect(session.send(Fixture.press("advance")).outcome == .ignored("hold Advance for the next pair"))
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])
        #expect(session.board["error"] == nil)
        #expect(box.state?.striker == "Batter 3" && box.state?.nonStriker == "Batter 4")

        // Pair 2: Batter 3 and Batter 4, overs 5-8.
        box.bowl("Wd")              // a wide in a middle over is one of the over's six balls
        #expect(box.state?.current?.ballsInOver == 1 && box.state?.current?.legalBalls == 25)
        box.bowl("1 . . . .")       // 2 in all. B3 faced one ball (the wide is no ball faced), B4 four.
        #expect(box.state?.current?.completedOvers == 5 && box.state?.current?.legalBalls == 30)
        #expect(box.state?.current?.batters.filter { $0.name == "Batter 3" || $0.name == "Batter 4" }.map(\.balls) == [1, 4])
        box.bowl("4 4 . . . .")     // 8
        box.bowl(". . . W . .")     // 0 and a wicket
        box.bowl("2 . . . . .")     // 2. Pair 2: 2 + 8 + 0 + 2 = 12 runs, 1 wicket: 7.
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])

        // Pair 3: Batter 5 and Batter 6, overs 9-12: 6 + 1 + 1 + 1 = 9 runs, no wicket: 9.
        box.bowl("6 . . . . .")
        for _ in 0..<3 { box.bowl("1 . . . . .") }
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])

        // Pair 4: Batter 7 and Batter 8, overs 13-16.
        box.bowl("1 . . . . .")     // 1
        box.bowl("W . . . . .")     // 0 and a wicket
        box.bowl("2 . . . . .")     // 2
        box.bowl(".")
        box.bowl("Wd")              // the last over: a wide is bowled again
        #expect(box.state?.current?.ballsInOver == 1 && box.state?.current?.legalBalls == 91)
        box.bowl("4 . . . .")       // 5 in the over. Pair 4: 1 + 0 + 2 + 5 = 8 runs, 1 wicket: 3.

        // Riverside: 15 + 12 + 9 + 8 = 44 runs, 4 wickets: 200 + 44 - 4 x 5 = 224, the pairs
        // 5 + 7 + 9 + 3 = 24 of it. 16 overs of 6 balls = 96, the middle wide one of them.
        let first = try #require(box.state?.innings.first)
        #expect(first.closed == .oversUp)
        #expect(first.runs == 224 && first.wickets == 4 && first.legalBalls == 96 && first.extras.wides == 2)
        #expect(first.format?.pairs.map(\.runs) == [5, 7, 9, 3])
        #expect(first.format?.pairs.map(\.wickets) == [2, 1, 0, 1])
        #expect(first.format?.pairs.map(\.batters) == [
            ["Batter 1", "Batter 2"], ["Batter 3", "Batter 4"], ["Batter 5", "Batter 6"], ["Batter 7", "Batter 8"],
        ])
        #expect(first.batters.allSatisfy { $0.status == .batting })
        // Alternate ends under the three-over cap: Bowler 1 and 2 from each end for six overs,
        // then the one from two overs ago has had three and a new bowler comes on: four
        // bowlers of three overs and two of two.
        #expect(first.overLog.map { $0.bowlers.joined() } == [1, 2, 1, 2, 1, 2, 3, 4, 3, 4, 3, 4, 5, 6, 5, 6].map { "Bowler \($0)" })
        #expect(first.bowlers.map(\.legalBalls) == [18, 18, 18, 18, 12, 12])

        // MARK: Hillcrest need 225, and every pair bats its 4 overs.
        #expect(box.holdAdvance() == [#"{"type":"openers"}"#, #"{"type":"bowler"}"#])
        #expect(box.state?.current?.target?.runs == 225 && box.state?.current?.runs == 200)
        box.bowl("1 . . . . .")     // B1 1; B2 faces 5; the over's end: B1 faces.
        box.bowl("1 W")             // B1 1, B2 out off the second ball: the ends change, B1 faces.
        #expect(box.state?.striker == "Batter 1" && box.state?.nonStriker == "Batter 2")
        box.bowl(". . . .")
        for _ in 0..<2 { box.bowl("1 . . . . .") }      // Pair 1: 4 runs, 1 wicket: -1.
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])
        for _ in 0..<2 { box.bowl("1 . . . . .") }
        box.bowl("1 . . . W .")
        box.bowl("1 . . . . .")                         // Pair 2: 4 runs, 1 wicket: -1.
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])
        for _ in 0..<3 { box.bowl("1 . . . . .") }
        box.bowl("4 . . . . .")                         // Pair 3: 7 runs: 7.
        #expect(box.holdAdvance() == [#"{"type":"newPair"}"#])
        for _ in 0..<4 { box.bowl("1 . . . . .") }      // Pair 4: 4 runs: 4.

        // Hillcrest: 4 + 4 + 7 + 4 = 19 runs, 2 wickets: 200 + 19 - 10 = 209 (pairs -1 - 1 + 7
        // + 4 = 9). Short of 225: Riverside win by 224 - 209 = 15 runs.
        let state = try #require(box.state)
        let chase = try #require(state.innings.last)
        #expect(state.innings.count == 2)
        #expect(chase.runs == 209 && chase.wickets == 2 && chase.legalBalls == 96 && chase.closed == .oversUp)
        #expect(chase.format?.pairs.map(\.runs) == [-1, -1, 7, 4])
        #expect(state.phase == .finished)
        #expect(state.result?.winner == "Riverside")
        #expect(state.result?.text == "Riverside won by 15 runs")
        #expect(session.board["status"]?.text == "Riverside won by 15 runs")
    }
}
