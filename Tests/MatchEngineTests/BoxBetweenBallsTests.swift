import Foundation
import Testing
@testable import MatchEngine

/// The keys that record what happens between balls (penalty runs, the house rules' warning
/// and P5/P10) and badminton's pause, through `boxPlan` as the kiosk drives it. Lines and
/// scores are worked out by hand from docs/actions.md ("penaltyRuns", "House rules") and
/// docs/inputs.md.
@Suite struct BoxBetweenBallsTests {
    typealias Box<S: SportSession> = BoxPlanTests.Box<S>

    /// One over an innings, three players a side: short enough to reach the second innings.
    static let oneOver = #"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":1,"playersPerSide":3}}"#
    static let house = #"{"type":"newMatch","sport":"cricket","matchId":"h","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":4,"playersPerSide":4,"houseRules":{"bowlerWarning":true,"p5":true,"p10":true}}}"#

    @Test func penaltyGoesToTheBattingSideAndHeldToTheFieldingSide() throws {
        var box = try Box<CricketSession>(Self.oneOver)
        // The first press of a match brings the openers and the bowler, as a ball's does.
        #expect(box.press(.penalty) == .recorded([
            #"{"type":"openers"}"#, #"{"type":"bowler"}"#, #"{"type":"penaltyRuns","runs":5,"to":"batting"}"#,
        ]))
        // Hillcrest has not batted: its 5 wait for its innings (Law 41.17).
        #expect(box.press(.penalty, .long) == .recorded([#"{"type":"penaltyRuns","runs":5,"to":"fielding"}"#]))
        #expect(box.session.state.current?.runs == 5 && box.session.state.current?.extras.penalty == 5)
        for _ in 0..<6 { box.press(.dot) }
        // The over is up: Riverside 5/0. Between innings the key waits for the held Advance.
        #expect(box.press(.penalty) == .ignored("hold Advance to start the next innings"))
        #expect(box.press(.penalty, .long) == .ignored("hold Advance to start the next innings"))
        #expect(box.press(.advance, .long) == .recorded([#"{"type":"openers"}"#, #"{"type":"bowler"}"#]))
        // Hillcrest start on the 5 awarded to them, chasing 6.
        let chase = box.session.state.current
        #expect(chase?.battingTeam == 1 && chase?.runs == 5 && chase?.extras.penalty == 5 && chase?.target?.runs == 6)
    }

    @Test func anArmedExtraWaitsForItsRunsBeforeAPenalty() throws {
        var box = try Box<CricketSession>(Self.house)
        box.press(.dot)
        #expect(box.press(.wide) == .armed("wide"))
        for (key, kind) in [(BoxKey.penalty, BoxPressKind.press), (.penalty, .long), (.warn, .press), (.housePenalty, .press), (.housePenalty, .long)] {
            #expect(box.press(key, kind) == .ignored("wide first: press its runs, or Undo to cancel it"))
        }
        // Still armed: the 1 is a wide that ran one (two wides).
        #expect(box.press(.run1) == .recorded([#"{"type":"delivery","wides":2}"#]))
        #expect(box.session.state.current?.runs == 2 && box.session.state.current?.legalBalls == 1)
    }

    @Test func houseRuleKeysRecordNothingInAMatchWithoutThem() throws {
        var box = try Box<CricketSession>(Self.oneOver)
        #expect(box.press(.warn) == .ignored("bowler warning is not a house rule of this match"))
        #expect(box.press(.housePenalty) == .ignored("P5 is not a house rule of this match"))
        #expect(box.press(.housePenalty, .long) == .ignored("P10 is not a house rule of this match"))
        // Not even the openers a first press would bring.
        #expect(box.session.state.innings.isEmpty)
        #expect(box.session.boxIdlePresses() == [BoxPress(.warn), BoxPress(.warn, .long), BoxPress(.housePenalty), BoxPress(.housePenalty, .long)])
    }

    @Test func warnP5AndHeldP10InAMatchThatPlaysThem() throws {
        var box = try Box<CricketSession>(Self.house)
        box.press(.run1)
        // Batter 2 now faces (one run). Warn flags Bowler 1 and changes no score.
        #expect(box.press(.warn) == .recorded([#"{"type":"warn"}"#]))
        #expect(box.session.state.warnedBowlers == ["Bowler 1"])
        // P5: 1 - 5 = -4, the ball counts (2 legal balls).
        #expect(box.press(.housePenalty) == .recorded([#"{"type":"housePenalty","runs":5}"#]))
        #expect(box.session.state.current?.runs == -4 && box.session.state.current?.legalBalls == 2)
        // P10: -4 - 10 = -14, the ball counts, the striker (Batter 2) is out and Batter 3 comes in.
        #expect(box.press(.housePenalty, .long) == .recorded([#"{"type":"housePenalty","runs":10}"#, #"{"type":"newBatter"}"#]))
        let inn = box.session.state.current
        #expect(inn?.runs == -14 && inn?.wickets == 1 && inn?.legalBalls == 3)
        #expect(inn?.batters.first { $0.name == "Batter 2" }?.status == .out)
        #expect(box.session.boxIdlePresses().isEmpty)
        #expect(box.session.boxKeyNotes() == [
            BoxPress(.penalty): "+5 batting", BoxPress(.penalty, .long): "+5 fielding",
            BoxPress(.housePenalty): "P5", BoxPress(.housePenalty, .long): "P10",
        ])
    }

    // MARK: Badminton

    @Test func pauseSuspendsPlayAndTheSameKeyResumesIt() throws {
        var box = try Box<BadmintonSession>(BoxPlanTests.badminton)
        #expect(box.press(.plusA) == .recorded([#"{"type":"point","side":"A"}"#]))
        #expect(box.press(.pause) == .recorded([#"{"type":"pause"}"#]))
        #expect(box.session.scoreboard["paused"]?.text == "Play suspended")
        // A rally key says how to go on rather than the engine's refusal; nothing is recorded.
        #expect(box.press(.plusB) == .ignored("play is suspended: hold -A and -B (or Pause) to resume"))
        #expect(box.press(.plusA) == .ignored("play is suspended: hold -A and -B (or Pause) to resume"))
        #expect(box.session.state.game.score.a == 1 && box.session.state.game.score.b == 0)
        #expect(box.press(.pause) == .recorded([#"{"type":"resume"}"#]))
        #expect(box.session.scoreboard["paused"] == nil)
        #expect(box.press(.plusB) == .recorded([#"{"type":"point","side":"B"}"#]))
        // Undo takes back the point, then the resume: paused again.
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.session.scoreboard["paused"]?.text == "Play suspended")
    }
}
