import Foundation
import InputKeys
import Testing
@testable import MatchEngine
@testable import ProjectionCenter

/// Whole-match flows on a few buttons, driving the real engines through `apply(line:)`.
/// Expected lines and scores are worked out by hand from docs/actions.md and docs/inputs.md.
@Suite struct ButtonActionsTests {
    /// A session and the box's button handling, recording into the session as the kiosk does.
    struct Box<S: SportSession> {
        var session: S
        var actions: ButtonActions
        var time: Int64 = 0

        init(_ newMatch: String, alternateEnds: Bool = false) throws {
            session = try S(newMatch: Data(newMatch.utf8))
            actions = ButtonActions(alternateEnds: alternateEnds)
        }

        @discardableResult
        mutating func press(_ button: Button, _ kind: PressKind = .press) -> ButtonActions.Outcome {
            time += 1_000
            let event = ButtonEvent(button, kind, at: .milliseconds(time))
            var copy = session
            let outcome = actions.perform(event, session: { copy }) { line in
                do throws(LineRejection) {
                    try copy.apply(line: Data(line.utf8))
                    return nil
                } catch {
                    return error.message
                }
            }
            session = copy
            return outcome
        }
    }

    static let cricket = #"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":4,"playersPerSide":3,"maxOversPerBowler":2}}"#

    @Test func theFirstPressBringsOpenersAndBowlerAndAnOverEndsWithTheNextBowler() throws {
        var box = try Box<CricketSession>(Self.cricket)
        #expect(box.press(.run1) == .recorded([#"{"type":"openers"}"#, #"{"type":"bowler"}"#, #"{"type":"delivery","bat":1}"#]))
        #expect(box.press(.wide) == .armed("wide"))
        // A wide that ran two: three wides in all.
        #expect(box.press(.run2) == .recorded([#"{"type":"delivery","wides":3}"#]))
        #expect(box.press(.wicket) == .recorded([#"{"type":"delivery","wicket":{"kind":"out"}}"#, #"{"type":"newBatter"}"#]))
        box.press(.dot)
        box.press(.dot)
        box.press(.run4)
        #expect(box.press(.run6) == .recorded([#"{"type":"delivery","bat":6}"#, #"{"type":"bowler"}"#]))
        let s = box.session.state
        // 1 + 3 wides + 0 + 0 + 4 + 6 = 14 for 1, six legal balls.
        #expect(s.current?.runs == 14 && s.current?.wickets == 1 && s.current?.legalBalls == 6)
        #expect(s.bowler == "Bowler 2")
    }

    @Test func undoTakesBackTheBallAndTheBowlerTheBoxAdded() throws {
        var box = try Box<CricketSession>(Self.cricket)
        for b in [Button.run1, .run1, .run1, .run1, .run1, .run6] { box.press(b) }
        #expect(box.session.state.bowler == "Bowler 2")
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#, #"{"type":"undo"}"#]))
        #expect(box.session.state.current?.runs == 5 && box.session.state.current?.legalBalls == 5)
        #expect(box.session.state.bowler == "Bowler 1")
    }

    @Test func undoDisarmsAnExtraBeforeTakingBackABall() throws {
        var box = try Box<CricketSession>(Self.cricket)
        box.press(.run2)
        #expect(box.press(.noBall) == .armed("noBall"))
        #expect(box.press(.undo) == .armed(nil))
        #expect(box.session.state.current?.runs == 2)
        #expect(box.press(.noBall) == .armed("noBall"))
        #expect(box.press(.run4) == .recorded([#"{"type":"delivery","noBalls":1,"bat":4}"#]))
        #expect(box.press(.wide) == .armed("wide"))
        #expect(box.press(.wide) == .recorded([#"{"type":"delivery","wides":1}"#]))
        // 2 + (1 + 4) + 1 = 8, one legal ball.
        #expect(box.session.state.current?.runs == 8 && box.session.state.current?.legalBalls == 1)
    }

    @Test func holdingWicketRunsOutTheNonStriker() throws {
        var box = try Box<CricketSession>(Self.cricket)
        box.press(.dot)
        // Batter 1 faces, Batter 2 is the non-striker.
        #expect(box.press(.wicket, .long) == .recorded([
            #"{"type":"delivery","wicket":{"kind":"runOut","playerOut":"Batter 2"}}"#, #"{"type":"newBatter"}"#,
        ]))
        let batters = box.session.state.current?.batters ?? []
        #expect(batters.first { $0.name == "Batter 2" }?.status == .out)
        #expect(batters.first { $0.name == "Batter 1" }?.status == .batting)
        #expect(box.session.state.striker == "Batter 1" && box.session.state.nonStriker == "Batter 3")
    }

    @Test func alternateEndsBringsBackTheBowlerOfTwoOversAgo() throws {
        var alternate = try Box<CricketSession>(Self.cricket, alternateEnds: true)
        var fresh = try Box<CricketSession>(Self.cricket)
        for _ in 0..<12 {
            alternate.press(.dot)
            fresh.press(.dot)
        }
        #expect(alternate.session.state.bowler == "Bowler 1")
        #expect(fresh.session.state.bowler == "Bowler 3")
    }

    @Test func theEndOfAnInningsNeedsAHeldAdvance() throws {
        var box = try Box<CricketSession>(Self.cricket)
        box.press(.run4)
        #expect(box.press(.advance) == .ignored("hold Advance to end the innings"))
        #expect(box.press(.advance, .long) == .recorded([#"{"type":"endInnings","reason":"declared"}"#]))
        #expect(box.session.state.phase == .awaitingOpeners)
        // No ball can be scored until the next innings is started on purpose, and the
        // presses say how (not the engine's "name the openers", which a box cannot do).
        #expect(box.press(.run1) == .ignored("hold Advance to start the next innings"))
        #expect(box.press(.wide) == .ignored("hold Advance to start the next innings"))
        #expect(box.press(.wicket, .long) == .ignored("hold Advance to start the next innings"))
        #expect(box.press(.advance) == .ignored("hold Advance to start the next innings"))
        #expect(box.session.state.innings.count == 1)
        #expect(box.press(.advance, .long) == .recorded([#"{"type":"openers"}"#, #"{"type":"bowler"}"#]))
        box.press(.run1)
        #expect(box.session.state.innings.count == 2 && box.session.state.current?.runs == 1)
        #expect(box.session.state.current?.target?.runs == 5)
    }

    @Test func afterTheResultAPressSaysTheMatchIsOver() throws {
        var box = try Box<CricketSession>(Self.cricket)
        box.press(.run1)
        box.press(.advance, .long)
        box.press(.advance, .long)
        // The chase: 2 to win, off the first ball.
        #expect(box.press(.run2) == .recorded([#"{"type":"delivery","bat":2}"#]))
        #expect(box.session.state.phase == .finished)
        #expect(box.press(.dot) == .ignored("hold Advance for the next match"))
        #expect(box.press(.advance, .long) == .startNextMatch)
    }

    static let badminton = #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"winBy":1,"games":1},"matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}],"firstServer":{"side":"A"}}"#

    @Test func badmintonBoxScoresAGameAndStartsTheNextOnlyWhenHeld() throws {
        var box = try Box<BadmintonSession>(Self.badminton.replacingOccurrences(of: #","games":1"#, with: #","games":3"#))
        #expect(box.press(.plusA) == .recorded([#"{"type":"point","side":"A"}"#]))
        box.press(.plusB)
        #expect(box.press(.minusB) == .recorded([#"{"type":"minus","side":"B"}"#]))
        box.press(.plusA)
        box.press(.plusA)
        #expect(box.session.state.phase == .gameWon)
        #expect(box.press(.advance) == .ignored("hold Advance to start the next game"))
        #expect(box.press(.startNext) == .recorded([#"{"type":"advanceGame"}"#]))
        #expect(box.session.state.closedGames.count == 1 && box.session.state.phase == .inPlay)
    }

    @Test func aFinishedBadmintonMatchAsksForTheNextMatch() throws {
        var box = try Box<BadmintonSession>(Self.badminton)
        for _ in 0..<3 { box.press(.plusB) }
        #expect(box.session.state.phase == .finished)
        #expect(box.press(.advance, .long) == .startNextMatch)
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.session.state.phase == .gameWon || box.session.state.phase == .inPlay)
    }
}
