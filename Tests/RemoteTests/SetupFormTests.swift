import Foundation
import MatchEngine
import Testing
@testable import RemoteProtocol

/// The set-up form into a newMatch record the engine takes; refusals name the field.
struct SetupFormTests {
    func decode(_ text: String) throws(FormRefusal) -> SetupForm { try SetupForm.decode(Array(text.utf8)) }

    func refusal(_ text: String) -> FormRefusal? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error
        }
    }

    func record(_ form: SetupForm) throws -> [String: JSONValue] {
        guard case .object(let o) = try JSONDecoder().decode(JSONValue.self, from: form.record) else { throw FormRefusal("not an object") }
        return o
    }

    static let t20 = #"{"sport":"cricket","start":"now","format":"t20","teams":[{"name":" Riverside ","players":["Asha","Bilal",""]},{"name":"Hillcrest","players":["Hana"]}],"toss":{"winner":1,"decision":"bowl"}}"#

    /// Hillcrest won the toss and chose to bowl: Riverside bat first. T20 is 20 overs and,
    /// by the engine's default, 4 an over a bowler.
    @Test func aT20WithTheTossBecomesTheRecord() throws {
        let form = try decode(Self.t20)
        #expect(form.start == .now)
        #expect(form.sport == "cricket")
        let r = try record(form)
        #expect(r["battingFirst"] == .string("Riverside"))
        #expect(r["rules"]?["oversPerInnings"] == .integer(20))
        #expect(r["teams"]?.arrayValue?[0]["players"] == .array([.string("Asha"), .string("Bilal")]))
        let session = try #require(try SportRegistry.start(newMatch: form.record) as? CricketSession)
        #expect(session.state.setup.battingFirst == 0)
        #expect(session.state.setup.rules.maxOversPerBowler == 4)
        #expect(session.state.setup.teams[0].name == "Riverside")
    }

    @Test func tossWonAndBattingPutsTheWinnerIn() throws {
        let form = try decode(#"{"sport":"cricket","format":"fifty","teams":[{"name":"A"},{"name":"B"}],"toss":{"winner":1,"decision":"bat"}}"#)
        let r = try record(form)
        #expect(r["battingFirst"] == .string("B"))
        #expect(r["rules"]?["oversPerInnings"] == .integer(50))
    }

    @Test func customOversAndHouseRules() throws {
        let form = try decode(#"{"sport":"cricket","start":"queue","format":"custom","overs":8,"wideRuns":2,"houseRules":{"p5":true,"p10":true},"teams":[{"name":"A"},{"name":"B"}]}"#)
        #expect(form.start == .queue)
        let session = try #require(try SportRegistry.start(newMatch: form.record) as? CricketSession)
        #expect(session.state.setup.rules.oversPerInnings == 8)
        #expect(session.state.setup.rules.maxOversPerBowler == 2)
        #expect(session.state.setup.rules.wideRuns == 2)
        #expect(session.state.setup.rules.houseRules.p5 && session.state.setup.rules.houseRules.p10)
    }

    @Test func refusalsNameTheField() {
        #expect(refusal(#"{"sport":"cricket","format":"custom","teams":[{"name":"A"},{"name":"B"}]}"#)?.field == "overs")
        #expect(refusal(#"{"sport":"cricket","format":"t10","teams":[{"name":"A"},{"name":"B"}]}"#)?.field == "format")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A"},{"name":""}]}"#)?.field == "teams.1.name")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A"},{"name":"A"}]}"#)?.field == "teams.1.name")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A","players":["X","X"]},{"name":"B"}]}"#)?.field == "teams.0.players.1")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A"}]}"#)?.field == "teams")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"toss":{"winner":2}}"#)?.field == "toss.winner")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"houseRules":{"p6":true}}"#)?.field == "houseRules.p6")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A","colour":"red"},{"name":"B"}]}"#)?.field == "teams.0.colour")
        #expect(refusal(#"{"sport":"curling"}"#)?.field == "sport")
        #expect(refusal(#"{"teams":[]}"#)?.field == "sport")
        #expect(refusal(#"{"sport":"cricket","start":"later","teams":[{"name":"A"},{"name":"B"}]}"#)?.field == "start")
        let twelve = (1...12).map { "\"P\($0)\"" }.joined(separator: ",")
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A","players":[\#(twelve)]},{"name":"B"}]}"#)?.field == "teams.0.players")
        // Said of the team, for a person: no dotted path in the sentence.
        #expect(refusal(#"{"sport":"cricket","teams":[{"name":"A","players":[\#(twelve)]},{"name":"B"}]}"#)?.message
            == "The first team lists 12 players; a side here has at most 11. Take one name out.")
    }

    @Test func badmintonDoublesWithServerAndReceiver() throws {
        let form = try decode(#"{"sport":"badminton","format":"bwf21","play":"doubles","sides":[{"name":"Aces","players":["Ann","Amy"]},{"name":"Bolts","players":["Ben","Bob"]}],"firstServer":{"side":"B","player":"Bob"},"firstReceiver":"Amy"}"#)
        let session = try #require(try SportRegistry.start(newMatch: form.record) as? BadmintonSession)
        let setup = session.state.setup
        #expect(setup.isDoubles)
        #expect(setup.firstServer == .b && setup.firstServerPlayer == 1 && setup.firstReceiverPlayer == 1)
        #expect(setup.format.pointsToWin == 21 && setup.format.cap == 30)
    }

    @Test func badmintonRefusals() {
        #expect(refusal(#"{"sport":"badminton","format":"custom","sides":[{"name":"A"},{"name":"B"}]}"#)?.field == "pointsToWin")
        #expect(refusal(#"{"sport":"badminton","play":"doubles","sides":[{"name":"A","players":["a1"]},{"name":"B","players":["b1","b2"]}]}"#)?.field == "sides.0.players")
        #expect(refusal(#"{"sport":"badminton","games":2,"sides":[{"name":"A"},{"name":"B"}]}"#)?.field == "games")
        // The engine has the last word: a server not on the side.
        let r = refusal(#"{"sport":"badminton","sides":[{"name":"A"},{"name":"B"}],"firstServer":{"side":"A","player":"Zed"}}"#)
        #expect(r != nil && r?.message.hasPrefix("The scoreboard cannot start this match:") == true)
    }

    @Test func aCustomBadmintonGameToFifteenByOne() throws {
        let form = try decode(#"{"sport":"badminton","format":"custom","pointsToWin":15,"games":1,"sides":[{"name":"Ana"},{"name":"Bea"}]}"#)
        let session = try #require(try SportRegistry.start(newMatch: form.record) as? BadmintonSession)
        #expect(session.state.setup.format.pointsToWin == 15)
        #expect(session.state.setup.format.games == 1)
        #expect(!session.state.setup.isDoubles)
    }
}
