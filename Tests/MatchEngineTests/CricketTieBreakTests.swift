import Foundation
import Testing
import MatchEngine

/// A tie, of the match or of a super over, can be settled by a rule outside the ball data
/// (IPL 2014, RR v KKR: the super over tied and RR won on boundary count).
@Suite("Tie settled outside the ball data")
struct CricketTieBreakTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Alpha"},{"name":"Beta"}],"rules":{"oversPerInnings":1},"battingFirst":"Alpha"}"#

    /// One over of six dots with two openers and a bowler.
    static func maidenInnings(_ batters: (String, String), bowler: String) -> [String] {
        [#"{"type":"openers","striker":"\#(batters.0)","nonStriker":"\#(batters.1)"}"#,
         #"{"type":"bowler","name":"\#(bowler)"}"#]
            + Array(repeating: #"{"type":"delivery"}"#, count: 6)
    }

    static func finalResult(_ lines: [String]) throws -> (rejected: Int, result: [String: Any]?) {
        let outcome = Replay().run(lines.joined(separator: "\n"), each: false)
        let last = try #require(outcome.lines.last)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        return (outcome.rejected, state["result"] as? [String: Any])
    }

    @Test("A tied super over can be awarded to the side that won the tie-break")
    func tiedSuperOverAwarded() throws {
        let lines = [Self.newMatch]
            + Self.maidenInnings(("A1", "A2"), bowler: "B1") + Self.maidenInnings(("B1", "B2"), bowler: "A1")
            + [#"{"type":"superOver"}"#]
            + Self.maidenInnings(("B1", "B2"), bowler: "A1") + Self.maidenInnings(("A1", "A2"), bowler: "B1")
            + [#"{"type":"endMatch","reason":"award","winner":"Alpha"}"#]
        let (rejected, result) = try Self.finalResult(lines)
        #expect(rejected == 0)
        #expect(result?["winner"] as? String == "Alpha")
        #expect(result?["text"] as? String == "Match tied; Alpha won on the tie-break")
    }

    @Test("A match already won cannot be awarded")
    func wonMatchNotAwarded() throws {
        let lines = [Self.newMatch]
            + Self.maidenInnings(("A1", "A2"), bowler: "B1")
            + [#"{"type":"openers","striker":"B1","nonStriker":"B2"}"#, #"{"type":"bowler","name":"A1"}"#,
               #"{"type":"delivery","bat":1}"#,
               #"{"type":"endMatch","reason":"award","winner":"Alpha"}"#]
        let (rejected, result) = try Self.finalResult(lines)
        #expect(rejected == 1)
        #expect(result?["winner"] as? String == "Beta")
    }
}
