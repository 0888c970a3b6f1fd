import Foundation
import Testing
@testable import MatchEngine

/// JSON lines through `Replay`: decoding refusals name the action and the field, and a
/// refused line changes nothing while the run goes on.
@Suite struct CricketReplayTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV","players":[]},{"name":"Hillcrest","players":[]}],"rules":{"oversPerInnings":2}}"#
    static let started = [
        newMatch,
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
        #"{"type":"bowler","name":"Kofi"}"#,
    ]

    /// Runs `lines` (after the started match) one output line per input line, and returns
    /// the refusal messages with their line numbers.
    private func refusals(_ lines: [String]) -> [Replay.Rejected] {
        Replay().run((Self.started + lines).joined(separator: "\n"), each: true).rejections
    }

    private func finalState(_ lines: [String]) throws -> [String: Any] {
        let outcome = Replay().run((Self.started + lines).joined(separator: "\n"), each: false)
        let last = try #require(outcome.lines.last)
        return try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    }

    @Test func unknownActionListsTheKnownOnes() {
        let r = refusals([#"{"type":"sixer"}"#])
        #expect(r.count == 1 && r.first?.line == 4)
        let message = r.first?.error ?? ""
        #expect(message.hasPrefix(#"Unknown action "sixer": use one of openers, bowler, delivery,"#))
        #expect(message.hasSuffix("undo."))
    }

    @Test func wrongFieldTypeNamesTheField() {
        let r = refusals([
            #"{"type":"delivery","bat":"four"}"#,
            #"{"type":"delivery","wicket":{"kind":"caught","fielder":7}}"#,
            #"{"type":"openers","striker":true}"#,
        ])
        #expect(r.map(\.error) == [
            #"In "delivery", "bat" must be a whole number."#,
            #"In "delivery", "wicket.fielder" must be text in quotes."#,
            #"In "openers", "striker" must be text in quotes."#,
        ])
        #expect(r.map(\.line) == [4, 5, 6])
    }

    @Test func missingFieldAndMissingType() {
        let r = refusals([#"{"type":"renamePlayer","from":"Asha"}"#, #"{"bat":1}"#, "not json"])
        #expect(r.map(\.error) == [
            #""renamePlayer" needs "to"."#,
            #"The action has no "type" field."#,
            #"Each line must be one JSON object, such as {"type":"undo"}."#,
        ])
    }

    @Test func unknownDismissalKindListsTheKinds() {
        let r = refusals([#"{"type":"delivery","wicket":{"kind":"stumpd"}}"#])
        let message = r.first?.error ?? ""
        #expect(message.hasPrefix(#"Unknown dismissal "stumpd": use one of out, bowled, caught,"#))
    }

    @Test(arguments: [
        ("caught and bowled", DismissalKind.caughtAndBowled), ("c&b", .caughtAndBowled),
        ("handled the ball", .obstructingTheField), ("Stumped", .stumped), ("run out", .runOut),
        ("hit the ball twice", .hitBallTwice), ("LBW", .lbw), ("p10", .houseP10),
    ])
    func dismissalKindsAreReadLoosely(raw: String, kind: DismissalKind) {
        #expect(DismissalKind(loose: raw) == kind)
    }

    @Test func refusedLineChangesNothingAndTheRunGoesOn() throws {
        let outcome = Replay().run((Self.started + [
            #"{"type":"delivery","bat":1}"#,
            #"{"type":"bowler","name":"Kofi"}"#,    // Kofi is already bowling
            #"{"type":"delivery","bat":2}"#,
        ]).joined(separator: "\n"), each: true)
        #expect(outcome.lines.count == 6)
        #expect(outcome.rejections == [Replay.Rejected(error: "Kofi is already bowling.", line: 5)])
        let state = try #require(try JSONSerialization.jsonObject(with: Data(outcome.lines[5].utf8)) as? [String: Any])
        let innings = try #require((state["innings"] as? [[String: Any]])?.first)
        #expect(innings["runs"] as? Int == 3 && innings["overs"] as? String == "0.2")
        #expect(state["striker"] as? String == "Bilal")
    }

    @Test func undoLinesAndNothingToUndo() {
        let r = Replay().run([Self.newMatch, #"{"type":"undo"}"#].joined(separator: "\n"), each: true)
        #expect(r.rejections == [Replay.Rejected(error: "Nothing to undo: no action is left since the match started.", line: 2)])
    }

    @Test func oversForATargetAsStringOrNumber() throws {
        let rain = [#"{"type":"delivery","bat":4}"#, #"{"type":"endInnings","reason":"rain"}"#]
        for overs in [#""9.2""#, "9.2"] {
            let state = try finalState(rain + [
                #"{"type":"setTarget","runs":48,"overs":\#(overs)}"#,
                #"{"type":"openers"}"#,
            ])
            let chase = try #require((state["innings"] as? [[String: Any]])?.last)
            let target = try #require(chase["target"] as? [String: Any])
            #expect(target["runs"] as? Int == 48 && target["overs"] as? String == "9.2")
        }
        let bad = refusals(rain + [#"{"type":"setTarget","runs":48,"overs":"nine"}"#])
        #expect(bad.first?.error == #""nine" is not in overs.balls form, such as "9.2"."#)
    }

    @Test(arguments: [
        (#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside"}]}"#,
         "The match set-up is not valid: a match needs exactly two teams, each with a name."),
        (#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside"},{"name":"Riverside"}]}"#,
         "The match set-up is not valid: the two teams need different names."),
        (#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"ballsPerOver":0}}"#,
         "The match set-up is not valid: rules.ballsPerOver must be from 1 to 12, not 0."),
        (#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"battingFirst":"C"}"#,
         #"The match set-up is not valid: battingFirst "C" is not one of the two teams."#),
    ])
    func invalidSetupIsRefusedWithTheReason(line: String, message: String) {
        let r = Replay().run(line, each: true)
        #expect(r.rejections == [Replay.Rejected(error: message, line: 1)])
    }

    @Test func outputFollowsTheContract() throws {
        let state = try finalState([
            #"{"type":"delivery","bat":4}"#,
            #"{"type":"delivery","wides":2}"#,
            #"{"type":"delivery","legByes":1,"wicket":{"kind":"run out","playerOut":"Bilal"}}"#,
        ])
        #expect(state["sport"] as? String == "cricket")
        // The leg-bye single put Asha back on strike; Bilal, run out at the other end,
        // leaves the non-striker's place empty.
        #expect(state["striker"] as? String == "Asha")
        #expect(state["nonStriker"] == nil || state["nonStriker"] is NSNull)
        let innings = try #require((state["innings"] as? [[String: Any]])?.first)
        #expect(innings["runs"] as? Int == 7 && innings["wickets"] as? Int == 1)
        #expect(innings["legalBalls"] as? Int == 2 && innings["battingTeam"] as? String == "Riverside")
        let extras = try #require(innings["extras"] as? [String: Int])
        #expect(extras == ["wides": 2, "noBalls": 0, "byes": 0, "legByes": 1, "penalty": 0])
        let bowler = try #require((innings["bowlers"] as? [[String: Any]])?.first)
        #expect(bowler["runs"] as? Int == 6 && bowler["overs"] as? String == "0.2" && bowler["wides"] as? Int == 2)
        let bilal = try #require((innings["batters"] as? [[String: Any]])?.last)
        #expect(bilal["out"] as? Bool == true && bilal["howOut"] as? String == "run out")
    }
}
