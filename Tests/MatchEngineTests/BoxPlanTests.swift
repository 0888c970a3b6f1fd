import Foundation
import Testing
@testable import MatchEngine

/// Whole-match flows on a few box keys, driving the real engines through `boxPlan` and
/// `boxFollowUps` as the kiosk does. Expected lines and scores are worked out by hand from
/// docs/actions.md and docs/inputs.md (ported from the kiosk's ButtonActionsTests).
@Suite struct BoxPlanTests {
    /// A session and a box: presses go through the engine's `BoxRun`, as the kiosk's do; the
    /// follow-up look-ups (`fillGaps`, `record`) stay for the tests that step by hand.
    struct Box<S: SportSession> {
        var session: S
        var armed: BoxExtra?
        let alternateEnds: Bool

        enum Outcome: Equatable {
            /// These lines were recorded (primary first, then follow-ups).
            case recorded([String])
            case refused(line: String, why: String)
            case armed(String?)
            case ignored(String)
            case startNextMatch
        }

        init(_ newMatch: String, alternateEnds: Bool = false) throws {
            session = try S(newMatch: Data(newMatch.utf8))
            self.alternateEnds = alternateEnds
        }

        static func text(_ action: MatchAction) -> String { String(decoding: action.line(at: nil), as: UTF8.self) }

        /// The engine's refusal, or nil when recorded.
        mutating func record(_ action: MatchAction) -> String? {
            do throws(LineRejection) {
                try session.apply(action, at: nil)
                return nil
            } catch {
                return error.message
            }
        }

        /// One press through the engine's own runner (`BoxRun`, as the kiosk runs it); the
        /// staged copy becomes the session, as the kiosk takes it once the group is durable.
        @discardableResult
        mutating func press(_ key: BoxKey, _ kind: BoxPressKind = .press) -> Outcome {
            let run: BoxRun
            do throws(LineRejection) {
                run = try BoxRun(BoxPress(key, kind), on: session, armed: armed, alternateEnds: alternateEnds, at: nil)
            } catch {
                return .refused(line: Self.text(.undo), why: error.message)
            }
            guard let staged = run.session as? S else { return .ignored("the run changed the sport") }
            session = staged
            armed = run.armed
            switch run.result {
            case .armed(let extra): return .armed(extra?.rawValue)
            case .ignored(let why): return .ignored(why)
            case .startNext: return .startNextMatch
            case .refused(let action, let why, _): return .refused(line: Self.text(action), why: why)
            case .recorded: return .recorded(run.staged.map { String(decoding: $0.line, as: UTF8.self) })
            }
        }

        mutating func fillGaps(_ done: inout [String]) {
            for _ in 0..<4 {
                let candidates = session.boxFollowUps(alternateEnds: alternateEnds)
                guard let taken = candidates.first(where: { record($0) == nil }) else { return }
                done.append(Self.text(taken))
            }
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
        for key in [BoxKey.run1, .run1, .run1, .run1, .run1, .run6] { box.press(key) }
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
        // The engine's encoder writes bat before noBalls (the kiosk's hand-written line had
        // them the other way round; the decoder reads either).
        #expect(box.press(.run4) == .recorded([#"{"type":"delivery","bat":4,"noBalls":1}"#]))
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

    @Test func anArmedExtraGoesWithTheWicket() throws {
        var box = try Box<CricketSession>(Self.cricket)
        box.press(.dot)
        box.press(.wide)
        // A wicket off an armed extra is recorded as a run out, possible off any ball.
        #expect(box.press(.wicket) == .recorded([
            #"{"type":"delivery","wides":1,"wicket":{"kind":"runOut"}}"#, #"{"type":"newBatter"}"#,
        ]))
        // Byes armed before a wicket add nothing: the ball is a plain wicket.
        #expect(box.session.boxPlan(for: BoxPress(.wicket), armed: .bye)
            == .record(.cricket(.delivery(Delivery(wicket: WicketEvent(kind: .runOut))))))
        // Batter 1 was run out (the striker, by default); Batter 3 faces, Batter 2 is still in.
        // A second wicket of three players ends the innings, so no batter follows.
        box.press(.noBall)
        #expect(box.press(.wicket, .long) == .recorded([
            #"{"type":"delivery","noBalls":1,"wicket":{"kind":"runOut","playerOut":"Batter 2"}}"#,
        ]))
        #expect(box.session.state.phase == .awaitingOpeners)
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
        // After the sixth ball of the second over: the bowler of two overs ago, then a new one.
        var atOverEnd = try Box<CricketSession>(Self.cricket, alternateEnds: true)
        for _ in 0..<11 { atOverEnd.press(.dot) }
        _ = atOverEnd.record(.cricket(.delivery(Delivery())))
        #expect(atOverEnd.session.boxFollowUps(alternateEnds: true) == [.cricket(.bowler(name: "Bowler 1")), .cricket(.bowler(name: nil))])
        #expect(atOverEnd.session.boxFollowUps(alternateEnds: false) == [.cricket(.bowler(name: nil))])
    }

    // MARK: Club formats

    static let u11Pairs = #"{"type":"newMatch","sport":"cricket","matchId":"p","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"format":"u11-pairs"}}"#

    @Test func aHeldAdvanceBringsTheNextPairAndABallWaitsForIt() throws {
        var box = try Box<CricketSession>(Self.u11Pairs)
        // u11-pairs: 4 overs a pair. The 24th ball ends the first pair's overs; the next
        // over's bowler still comes on by itself, the next pair does not.
        for _ in 0..<23 { box.press(.dot) }
        #expect(box.press(.dot) == .recorded([#"{"type":"delivery"}"#, #"{"type":"bowler"}"#]))
        #expect(box.session.boxFollowUps(alternateEnds: false).isEmpty)
        // Every scoring key says what to do rather than the engine's {"type":"newPair"}.
        for key in [BoxKey.dot, .run1, .run6, .wide, .noBall, .bye, .legBye, .wicket] {
            #expect(box.press(key) == .ignored("hold Advance for the next pair"))
        }
        #expect(box.press(.wicket, .long) == .ignored("hold Advance for the next pair"))
        #expect(box.press(.advance) == .ignored("hold Advance for the next pair"))
        #expect(box.press(.advance, .long) == .recorded([#"{"type":"newPair"}"#]))
        // Placeholders after the first pair's Batter 1 and 2; the first named faces.
        #expect(box.session.state.striker == "Batter 3" && box.session.state.nonStriker == "Batter 4")
        #expect(box.press(.run1) == .recorded([#"{"type":"delivery","bat":1}"#]))
        #expect(box.session.state.current?.format?.pairs.map(\.batters) == [["Batter 1", "Batter 2"], ["Batter 3", "Batter 4"]])
        // Undo takes back the ball, then the pair (which the scorer brought, so alone).
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.press(.run1) == .ignored("hold Advance for the next pair"))
        // Within a pair's overs a held Advance still ends the innings.
        var early = try Box<CricketSession>(Self.u11Pairs)
        early.press(.run4)
        #expect(early.press(.advance, .long) == .recorded([#"{"type":"endInnings","reason":"declared"}"#]))
    }

    @Test func keyHelpSaysAHeldAdvanceBringsTheNextPairOnlyInAPairsGame() throws {
        // Every cricket match notes the penalty key's sides; neither match plays a house rule.
        let penalty = [BoxPress(.penalty): "+5 batting", BoxPress(.penalty, .long): "+5 fielding"]
        let pairs = try Box<CricketSession>(Self.u11Pairs)
        #expect(pairs.session.boxKeyNotes() == penalty.merging([BoxPress(.advance, .long): "next pair"]) { a, _ in a })
        #expect(try Box<CricketSession>(Self.cricket).session.boxKeyNotes() == penalty)
        #expect(try Box<BadmintonSession>(Self.badminton).session.boxKeyNotes().isEmpty)
    }

    @Test func alternateEndsUnderATwoOverCapBringsOnANewBowler() throws {
        // A league that allows each bowler 2 overs. Overs 1-4: Bowler 1, 2, 1, 2 (two overs
        // ago); over 5's bowler from that end, Bowler 1, has had both, so the next placeholder.
        let twoEach = Self.u11Pairs.replacingOccurrences(of: #""u11-pairs""#, with: #""u11-pairs","maxOversPerBowler":2"#)
        var box = try Box<CricketSession>(twoEach, alternateEnds: true)
        for _ in 0..<23 { box.press(.dot) }
        _ = box.record(.cricket(.delivery(Delivery())))
        #expect(box.session.boxFollowUps(alternateEnds: true) == [.cricket(.bowler(name: nil))])
        var done: [String] = []
        box.fillGaps(&done)
        #expect(done == [#"{"type":"bowler"}"#])
        #expect(box.session.state.bowler == "Bowler 3")
        #expect(box.session.state.current?.overLog.map { $0.bowlers } == [["Bowler 1"], ["Bowler 2"], ["Bowler 1"], ["Bowler 2"]])
    }

    @Test func alternateEndsAfterTwoSetsRunningBringsOnANewBowler() throws {
        // The Hundred lets a bowler have two sets of five running, not a third.
        var box = try Box<CricketSession>(Self.u11Pairs.replacingOccurrences(of: "u11-pairs", with: "hundred"), alternateEnds: true)
        for action in [CricketAction.openers(striker: nil, nonStriker: nil), .bowler(name: "Kofi")] + Array(repeating: .delivery(Delivery()), count: 5)
            + [.bowler(name: "Kofi")] + Array(repeating: .delivery(Delivery()), count: 5)
        {
            #expect(box.record(.cricket(action)) == nil)
        }
        #expect(box.session.boxFollowUps(alternateEnds: true) == [.cricket(.bowler(name: nil))])
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
        #expect(box.press(.startNext) == .ignored("the match is not over"))
        box.press(.advance, .long)
        box.press(.advance, .long)
        // The chase: 2 to win, off the first ball.
        #expect(box.press(.run2) == .recorded([#"{"type":"delivery","bat":2}"#]))
        #expect(box.session.state.phase == .finished)
        #expect(box.press(.dot) == .ignored("hold Advance for the next match"))
        #expect(box.press(.advance, .long) == .startNextMatch)
        #expect(box.press(.startNext) == .startNextMatch)
    }

    @Test func cricketKeysWithoutAMeaning() throws {
        var box = try Box<CricketSession>(Self.cricket)
        // Before the first ball there is no non-striker to run out.
        #expect(box.press(.wicket, .long) == .ignored("no non-striker to run out"))
        box.press(.dot)
        #expect(box.press(.plusA) == .ignored("plusA does nothing in cricket"))
        #expect(box.press(.wide, .long) == .ignored("wide does nothing in cricket"))
        #expect(box.press(.run4, .repeat) == .ignored("run4 does nothing in cricket"))
        #expect(box.press("someday") == .ignored("someday does nothing in cricket"))
    }

    static let badminton = #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"winBy":1,"games":1},"matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}],"firstServer":{"side":"A"}}"#

    @Test func badmintonBoxScoresAGameAndStartsTheNextOnlyWhenHeld() throws {
        var box = try Box<BadmintonSession>(Self.badminton.replacingOccurrences(of: #","games":1"#, with: #","games":3"#))
        #expect(box.press(.plusA) == .recorded([#"{"type":"point","side":"A"}"#]))
        box.press(.plusB)
        #expect(box.press(.minusB) == .recorded([#"{"type":"minus","side":"B"}"#]))
        #expect(box.press(.advance, .long) == .ignored("the game is not won yet"))
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

    @Test func badmintonKeysWithoutAMeaning() throws {
        var box = try Box<BadmintonSession>(Self.badminton)
        #expect(box.press(.plusA, .long) == .ignored("plusA does nothing in badminton"))
        #expect(box.press(.run4) == .ignored("run4 does nothing in badminton"))
        #expect(box.session.boxFollowUps(alternateEnds: true).isEmpty)
        // A held minus takes a point away like a press (the − key repeats).
        box.press(.plusB)
        #expect(box.press(.minusB, .repeat) == .recorded([#"{"type":"minus","side":"B"}"#]))
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.press(.undo) == .recorded([#"{"type":"undo"}"#]))
        #expect(box.press(.undo) == .refused(line: #"{"type":"undo"}"#, why: "Nothing to undo: no action is left since the match started."))
    }

    // MARK: Copy

    @Test func whatAPressThatRecordsNothingSays() {
        #expect(BoxMessages.armed(.wide) == "Wide: now press the runs (Dot for none, Undo cancels)")
        #expect(BoxMessages.armed(.noBall) == "No-ball: now press the runs (Dot for none, Undo cancels)")
        #expect(BoxMessages.armed(.bye) == "Byes: now press the runs (Dot for none, Undo cancels)")
        #expect(BoxMessages.armed(.legBye) == "Leg-byes: now press the runs (Dot for none, Undo cancels)")
        #expect(BoxMessages.ignored("hold Advance to end the innings") == "Hold Advance to end the innings")
        #expect(BoxMessages.ignored("") == "")
    }

    @Test func keyNamesAreTheInputButtonNames() {
        #expect(BoxKey.known.map(\.rawValue) == [
            "plusA", "minusA", "plusB", "minusB", "undo", "advance", "startNext",
            "dot", "run1", "run2", "run3", "run4", "run6", "wide", "noBall", "bye", "legBye", "wicket",
            "penalty", "warn", "housePenalty", "pause",
        ])
        #expect(BoxPressKind.allRawValues == ["press", "long", "repeat"])
    }

    // MARK: Idle board and the bottom line

    @Test func theIdleBoard() {
        let board = IdleBoard.build(venue: "Riverside Oval", next: "Riverside v Hillcrest")
        #expect(board.layout == .idle)
        #expect(board.fields == [
            BoardField("title", "Scoreline", priority: BoardPriority.essential, role: .emphasis),
            BoardField("venue", "Riverside Oval", priority: BoardPriority.high),
            BoardField("next", "Next: Riverside v Hillcrest", priority: BoardPriority.high, role: .notice),
        ])
        #expect(IdleBoard.build(venue: nil, next: nil).fields.map(\.key) == ["title"])
    }

    /// ADR 030: a kiosk with nothing to play says how to set a match up.
    @Test func theIdleBoardSaysHowToSetAMatchUp() {
        let phone = IdleBoard.build(venue: nil, next: nil, setup: .phone(origins: ["http://192.168.1.20:8080", "http://10.0.0.5:8080", "http://172.16.0.9:8080"]))
        #expect(phone.fields.map(\.key) == ["title", "setup", "setupAddress"])
        #expect(phone["setup"]?.text == "Set up a match on a phone on this network:")
        // Two addresses at most: a box on Ethernet and Wi-Fi.
        #expect(phone["setupAddress"]?.text == "http://192.168.1.20:8080/setup  or  http://10.0.0.5:8080/setup")
        let offline = IdleBoard.build(venue: nil, next: nil, setup: .phone(origins: []))
        #expect(offline.fields.map(\.key) == ["title", "setup"])
        #expect(offline["setup"]?.text == "Set up a match on a phone: waiting for a network connection")
        let config = IdleBoard.build(venue: "Riverside Oval", next: nil, setup: .configFile("/etc/scoreline/scoreline.toml"))
        #expect(config["setup"]?.text == "No match set up. Name a preset, or turn on the phone web app, in")
        #expect(config["setupAddress"]?.text == "/etc/scoreline/scoreline.toml (docs/deploy.md)")
        #expect(config["venue"]?.text == "Riverside Oval")
    }

    @Test func theBottomLineIsAnEssentialErrorField() {
        let idle = IdleBoard.build(venue: nil, next: nil)
        let warned = idle.withBottomLine("Storage is full", warning: true)
        #expect(warned.fields.dropLast() == idle.fields[...])
        #expect(warned.fields.last == BoardField("error", "Storage is full", priority: BoardPriority.essential, role: .warning))
        #expect(idle.withBottomLine("Wide", warning: false)["error"]?.role == .notice)
    }
}

extension BoxPressKind {
    static let allRawValues = [BoxPressKind.press, .long, .repeat].map(\.rawValue)
}
