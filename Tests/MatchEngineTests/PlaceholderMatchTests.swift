import Foundation
import Testing
@testable import MatchEngine

/// `debug inputs`' demo match: the newMatch line the engine's encoder writes, byte for byte
/// the line the command used to carry by hand, and a match the engine starts.
@Suite struct PlaceholderMatchTests {
    @Test func theCricketDemoIsTheOldLineAndStarts() throws {
        let line = try #require(PlaceholderMatch.newMatch(sport: "cricket", matchId: "inputs-debug"))
        // The former hand-written line in DebugInputsCommand, with its key order.
        #expect(String(decoding: line, as: UTF8.self)
            == #"{"type":"newMatch","sport":"cricket","matchId":"inputs-debug","teams":[{"name":"Home"},{"name":"Away"}],"rules":{"oversPerInnings":20}}"#)
        _ = try SportRegistry.start(newMatch: line)
    }

    @Test func theBadmintonDemoIsTheOldLineAndStarts() throws {
        let line = try #require(PlaceholderMatch.newMatch(sport: "badminton", matchId: "inputs-debug"))
        // The former hand-written line, with its key order.
        #expect(String(decoding: line, as: UTF8.self)
            == #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"inputs-debug","sides":[{"name":"Side A"},{"name":"Side B"}],"firstServer":{"side":"A"}}"#)
        _ = try SportRegistry.start(newMatch: line)
    }

    @Test func anUnknownSportHasNone() {
        #expect(PlaceholderMatch.newMatch(sport: "hockey", matchId: "x") == nil)
    }
}
