import Foundation
import MatchEngine
import Testing

/// A fraction where a whole number belongs in a set-up names its field (issue 39: a preset's
/// or a queued match's `oversPerInnings = 2.5` was "Each line must be one JSON object").
@Suite struct FractionFieldTests {
    @Test func aFractionalOversPerInningsIsNamed() {
        let line = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnings":2.5}}"#.utf8)
        let refusal = #expect(throws: LineRejection.self) { _ = try SportRegistry.start(newMatch: line) }
        #expect(refusal?.message == #"In "newMatch", "rules.oversPerInnings" must be a whole number (found 2.5)."#)
    }

    @Test func notJSONIsStillNotAnObject() {
        let refusal = #expect(throws: LineRejection.self) { _ = try SportRegistry.start(newMatch: Data("hello".utf8)) }
        #expect(refusal?.message == CommonMessages.firstLineNotNewMatch)
    }
}
