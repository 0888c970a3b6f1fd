import Foundation
import Testing
@testable import MatchEngine

/// `…/match`: the match in one line, from the live board's own figures.
@Suite struct MatchSummaryTests {
    static func session<S: SportSession>(_ type: S.Type, _ lines: [String]) throws -> S {
        var session = try S(newMatch: Data(lines[0].utf8))
        for line in lines.dropFirst() { try session.apply(line: Data(line.utf8)) }
        return session
    }

    static let cricket = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV","players":[]},{"name":"Hillcrest","players":[]}],"rules":{"oversPerInnings":2}}"#

    @Test func cricketSaysTheBattingSideTheScoreAndTheOvers() throws {
        // 1, 4, a wide: 6 runs from two legal balls.
        let s = try Self.session(CricketSession.self, [
            Self.cricket, #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
            #"{"type":"delivery","bat":1}"#, #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","wides":1}"#,
        ])
        let summary = MatchSummary(matchId: "m1", title: "Riverside v Hillcrest", session: s, seq: 7)
        #expect(summary == MatchSummary(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", score: "Riverside 6/0 (0.2)", result: nil, seq: 7))
        let json = String(decoding: try JSONEncoder.sorted.encode(summary), as: UTF8.self)
        #expect(json == #"{"matchId":"m1","result":null,"schemaVersion":1,"score":"Riverside 6\/0 (0.2)","seq":7,"sport":"cricket","title":"Riverside v Hillcrest"}"#)
        #expect(try JSONDecoder().decode(MatchSummary.self, from: Data(json.utf8)) == summary)
    }

    static let toThree = #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"winBy":1,"games":1},"matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}]}"#

    @Test func badmintonSaysGamesThenPointsAndTheResultAtTheEnd() throws {
        let a = #"{"type":"point","side":"A"}"#, b = #"{"type":"point","side":"B"}"#
        let inPlay = try Self.session(BadmintonSession.self, [Self.toThree, a, b, b])
        let playing = MatchSummary(matchId: "b", title: "Ana v Bea", session: inPlay, seq: 4)
        // Ana 1, Bea 2. A one-game match to 3 changes ends at 2 (its interval), so Bea is on
        // the left now, and Bea won the last rally, so Bea serves: the line reads as the court does.
        #expect(playing.score == "Bea* 0-0 Ana (2-1)")
        #expect(playing.result == nil)
        let over = try Self.session(BadmintonSession.self, [Self.toThree, a, b, b, b])
        let finished = MatchSummary(matchId: "b", title: "Ana v Bea", session: over, seq: 5)
        #expect(finished.result != nil)
        #expect(finished.result == over.resultLine)
        #expect(finished.sport == "badminton")
    }
}

extension JSONEncoder {
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
