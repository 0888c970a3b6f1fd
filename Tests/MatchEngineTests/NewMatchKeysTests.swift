import Foundation
import Testing
@testable import MatchEngine

/// `SportRegistry.unreadKeys`: the keys of a set-up that the engine's own types never ask for,
/// found by reading the record through `KeyRecordingDecoder` (issue 39).
@Suite struct NewMatchKeysTests {
    private func unread(_ json: String) -> [String] {
        SportRegistry.unreadKeys(inNewMatch: Data(json.utf8)).map(\.fullPath)
    }

    @Test func aRecordHoldingOnlyReadKeysHasNoneUnread() {
        // Every key here is one the header (type, sport) or the cricket set-up reads.
        #expect(unread(#"{"type":"newMatch","sport":"cricket","matchId":"m1","schemaVersion":1,"at":"2026-11-22T14:00:00Z","teams":[{"name":"A","short":"AA","players":["x"]},{"name":"B"}],"battingFirst":"B","rules":{"oversPerInnings":20,"houseRules":{"p5":true}}}"#) == [])
    }

    @Test func unreadKeysAreFoundAtEveryDepthWithTheirPath() {
        let keys = unread(#"{"type":"newMatch","sport":"cricket","venue":"x","teams":[{"name":"A"},{"name":"B","shrot":"BB"}],"rules":{"oversPerInnigs":20,"houseRules":{"p6":true}}}"#)
        // Depth first over each object's keys in sorted order (rules, sport, teams, type,
        // venue): inside `rules`, `houseRules.p6` sorts before `oversPerInnigs`.
        #expect(keys == ["rules.houseRules.p6", "rules.oversPerInnigs", "teams[1].shrot", "venue"])
    }

    /// What an object's type asked for comes back for a suggestion: the rules' `known` holds
    /// every rule, even ones the record leaves out (asked through `contains`/`decodeIfPresent`).
    @Test func theKnownKeysAreWhatTheTypeAskedFor() throws {
        let found = SportRegistry.unreadKeys(inNewMatch: Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnigs":20}}"#.utf8))
        let key = try #require(found.first)
        #expect(found.count == 1)
        #expect(key.path == "rules" && key.key == "oversPerInnigs")
        #expect(key.known.contains("oversPerInnings") && key.known.contains("maxFirstInningsOvers") && key.known.contains("format"))
    }

    /// A format's own fields, read only when present, and badminton's set-up.
    @Test func keysReadInOneBranchCountWhenPresent() {
        #expect(unread(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"format":"u11-pairs","startingRuns":150,"oversPerPair":4,"maxFirstInningsOvers":3}}"#) == [])
        #expect(unread(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"H","players":["h"]},{"name":"A"}],"firstServer":{"side":"A","player":"h","plyer":"h"},"rules":{"cap":null,"intervalAt":null}}"#) == ["firstServer.plyer"])
    }

    /// A journal's line 1 is never strict: the old record with a stray key still starts.
    @Test func startingAMatchStaysLenient() {
        #expect(throws: Never.self) {
            _ = try SportRegistry.start(newMatch: Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnigs":20}}"#.utf8))
        }
    }
}
