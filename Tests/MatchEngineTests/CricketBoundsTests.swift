import Foundation
import Testing
@testable import MatchEngine

/// Every number a cricket line carries has a range (ADR 008): a number outside it is refused
/// when the line is read, with a sentence naming the field, the value and what is accepted,
/// and the rules refuse it too when an action arrives typed (from code, not a line).
@Suite struct CricketBoundsTests {
    static let newMatch = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#.utf8)

    static func decodeRefusal(_ line: String) -> String? {
        do throws(LineRejection) {
            _ = try CricketSession.decode(line: Data(line.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    /// A ball ready to be bowled: openers in, a bowler on.
    static func inPlay() throws -> CricketSession {
        var session = try CricketSession(newMatch: newMatch)
        try session.apply(line: Data(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#.utf8))
        try session.apply(line: Data(#"{"type":"bowler","name":"Kofi"}"#.utf8))
        return session
    }

    /// The issue's reproducer, in the engine: the ball passed the session's trial apply and the
    /// board then trapped on the innings' run rate.
    @Test func aBallOfTenQuadrillionRunsIsRefusedWhenReadNamingTheField() {
        #expect(Self.decodeRefusal(#"{"type":"delivery","bat":10000000000000000}"#)
            == #"In "delivery", "bat" must be a whole number from 0 to 99, not 10000000000000000."#)
    }

    @Test func aTypedBallOutOfRangeIsRefusedByTheTrialApply() throws {
        let session = try Self.inPlay()
        #expect(throws: LineRejection(#"In "delivery", "bat" must be a whole number from 0 to 99, not 10000000000000000."#)) {
            try session.check(.cricket(.delivery(Delivery(bat: 10_000_000_000_000_000))))
        }
    }

    @Test(arguments: [
        (#"{"type":"delivery","wides":100}"#, #"In "delivery", "wides" must be a whole number from 0 to 99, not 100."#),
        (#"{"type":"delivery","noBalls":9223372036854775807}"#, #"In "delivery", "noBalls" must be a whole number from 0 to 99, not 9223372036854775807."#),
        (#"{"type":"delivery","byes":-1}"#, #"In "delivery", "byes" must be a whole number from 0 to 99, not -1."#),
        (#"{"type":"delivery","legByes":-9223372036854775808}"#, #"In "delivery", "legByes" must be a whole number from 0 to 99, not -9223372036854775808."#),
        (#"{"type":"delivery","penalty":100}"#, #"In "delivery", "penalty" must be a whole number from 0 to 99, not 100."#),
        // Past what a whole number can hold: the number is named as JSON has it.
        (#"{"type":"delivery","bat":100000000000000000000}"#, #"In "delivery", "bat" must be a whole number from 0 to 99, not 1e+20."#),
        (#"{"type":"penaltyRuns","runs":0,"to":"batting"}"#, #"In "penaltyRuns", "runs" must be a whole number from 1 to 99, not 0."#),
        (#"{"type":"penaltyRuns","runs":100,"to":"fielding"}"#, #"In "penaltyRuns", "runs" must be a whole number from 1 to 99, not 100."#),
        (#"{"type":"deadBallRuns","runs":100}"#, #"In "deadBallRuns", "runs" must be a whole number from 1 to 99, not 100."#),
        (#"{"type":"bonusRuns","runs":-3}"#, #"In "bonusRuns", "runs" must be a whole number from 1 to 99, not -3."#),
        (#"{"type":"setTarget","runs":10000}"#, #"In "setTarget", "runs" must be a whole number from 1 to 9999, not 10000."#),
        (#"{"type":"setTarget","runs":48,"overs":1000}"#, #"In "setTarget", "overs" must be overs.balls with 0 to 999 overs and 0 to 11 balls, such as "9.2", not "1000.0"."#),
        (#"{"type":"setTarget","runs":48,"overs":"9.12"}"#, #"In "setTarget", "overs" must be overs.balls with 0 to 999 overs and 0 to 11 balls, such as "9.2", not "9.12"."#),
        (#"{"type":"endMatch","reason":"dls","winner":"Riverside","parScore":-9223372036854775808}"#,
         #"In "endMatch", "parScore" must be a whole number from 0 to 9999, not -9223372036854775808."#),
        (#"{"type":"endMatch","reason":"dls","winner":"Riverside","parScore":10000}"#,
         #"In "endMatch", "parScore" must be a whole number from 0 to 9999, not 10000."#),
    ])
    func everyNumberOfAnActionHasARange(line: String, message: String) {
        #expect(Self.decodeRefusal(line) == message)
    }

    /// The largest accepted values are read and recorded, not refused.
    @Test func theLimitsThemselvesAreAccepted() throws {
        var session = try Self.inPlay()
        try session.apply(line: Data(#"{"type":"delivery","bat":99,"penalty":99}"#.utf8))
        try session.apply(line: Data(#"{"type":"delivery","wides":99}"#.utf8))
        try session.apply(line: Data(#"{"type":"penaltyRuns","runs":99,"to":"batting"}"#.utf8))
        // 99 + 99 off the first ball, 99 wides, 99 penalty runs.
        #expect(session.state.current?.runs == 396)
    }

    @Test(arguments: [
        (#"{"oversPerInnings":10000000000000000}"#, "rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 10000000000000000."),
        // The largest whole number: reading it computed the bowlers' default cap and trapped.
        (#"{"oversPerInnings":9223372036854775807}"#, "rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 9223372036854775807."),
        (#"{"oversPerInnings":0}"#, "rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 0."),
        (#"{"ballsPerOver":0}"#, "rules.ballsPerOver must be from 1 to 12, not 0."),
        (#"{"inningsPerSide":3}"#, "rules.inningsPerSide must be 1 or 2, not 3."),
        (#"{"playersPerSide":31}"#, "rules.playersPerSide must be from 2 to 30, not 31."),
        (#"{"wideRuns":11}"#, "rules.wideRuns must be from 0 to 10, not 11."),
        (#"{"noBallRuns":-1}"#, "rules.noBallRuns must be from 0 to 10, not -1."),
        (#"{"maxOversPerBowler":1000}"#, "rules.maxOversPerBowler must be from 1 to 999, or null for no limit, not 1000."),
        (#"{"followOnLead":10000}"#, "rules.followOnLead must be from 0 to 9999, not 10000."),
    ])
    func everyRuleHasARange(rules: String, message: String) {
        let line = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":\#(rules)}"#
        #expect(throws: LineRejection("The match set-up is not valid: " + message)) {
            _ = try CricketSession(newMatch: Data(line.utf8))
        }
    }

    /// A set-up built in code (not read from a line) is held to the same ranges.
    @Test func aTypedSetUpOutOfRangeIsRefused() {
        var rules = CricketRulesConfig()
        rules.oversPerInnings = 10_000_000_000_000_000
        let setup = CricketSetup(
            matchId: "m", schemaVersion: 1,
            teams: [CricketTeam(name: "A", short: "A", players: []), CricketTeam(name: "B", short: "B", players: [])],
            rules: rules, battingFirst: 0, at: nil)
        #expect(throws: CricketRejection.invalidSetup("rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 10000000000000000.")) {
            _ = try CricketRules.start(setup)
        }
    }

    /// The rate a board shows cannot trap, whatever state it is given (a snapshot is read
    /// back without the rules): a rate past what a whole number holds is not shown.
    @Test func aRateTooLargeToComputeIsLeftOff() {
        #expect(CricketFormat.rate(runs: Int.max / 100, balls: 1, ballsPerOver: 12) == nil)
        #expect(CricketFormat.rate(runs: Int.min / 100, balls: 1, ballsPerOver: 12) == nil)
        #expect(CricketFormat.rate(runs: 17, balls: 12, ballsPerOver: 6) == "8.50")
    }
}
