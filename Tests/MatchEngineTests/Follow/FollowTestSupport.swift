import Foundation
import Testing
@testable import MatchEngine

/// Real boards from real sessions, for the follower's boards to be built from.
enum FollowBoards {
    static func session<S: SportSession>(_ type: S.Type, _ lines: [String]) throws -> S {
        var session = try S(newMatch: Data(lines[0].utf8))
        for line in lines.dropFirst() { try session.apply(line: Data(line.utf8)) }
        return session
    }

    static let singles = #"{"type":"newMatch","sport":"badminton","matchId":"b","sides":[{"name":"Ana"},{"name":"Bea"}]}"#
    static let point = (a: #"{"type":"point","side":"A"}"#, b: #"{"type":"point","side":"B"}"#)

    /// Ana 2, Bea 1 in game 1; Bea won the last rally, so Bea serves.
    static func badmintonTwoOne() throws -> Scoreboard {
        try session(BadmintonSession.self, [singles, point.a, point.a, point.b]).scoreboard
    }

    /// The same, then Bea retires: Ana wins.
    static func badmintonRetired() throws -> Scoreboard {
        try session(BadmintonSession.self, [singles, point.a, point.a, point.b, #"{"type":"retire","side":"B"}"#]).scoreboard
    }

    static let cricket = #"{"type":"newMatch","sport":"cricket","matchId":"m","teams":[{"name":"Riverside"},{"name":"Hillcrest"}]}"#

    /// Riverside batting, a four off the first ball.
    static func cricketFour() throws -> Scoreboard {
        try session(CricketSession.self, [cricket, #"{"type":"openers"}"#, #"{"type":"bowler"}"#, #"{"type":"delivery","bat":4}"#]).scoreboard
    }

    static func at(_ text: String) throws -> Timestamp {
        try #require(Timestamp(text))
    }
}
