import Foundation
import MatchEngine
import Session
import Store
import Testing

/// `import` is a range-checked door (promise 4): a match whose journal holds a record the rules
/// refuse is not stored (issue 39: it was, and the record was skipped only when it loaded).
@Suite struct ImportCheckTests {
    @Test func aMatchWithAnOutOfRangeRecordIsNotImported() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = try OutOfRangeJournalTests.oldBuildMatch(root: root + "/source", withSnapshot: false)
        let export = try MatchExport.json(source, matchIds: ["old"])
        let target = MatchStore(root: root + "/target")
        let report = try MatchExport.importJSON(export, source: "x.json", into: target, check: ImportCheck.refusal)
        // Record 4 is the huge ball (newMatch, openers, bowler, then it).
        #expect(report.refused["old"]?.hasPrefix(#"record 4 of its journal is refused by the rules (In "delivery", "bat" must be a whole number from 0 to 99, not 10000000000000000.)"#) == true,
                "\(report.refused)")
        #expect(report.added.isEmpty)
        #expect(try target.storedIds().isEmpty)
    }

    @Test func aMatchTheRulesAcceptIsImported() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let source = MatchStore(root: root + "/source")
        let journal = try source.create(matchId: "fine", sport: "cricket", title: "fine", newMatch: Array(Fixture.cricket))
        _ = try journal.append(Array(OutOfRangeJournalTests.lines[0].utf8), at: nil)
        journal.close()
        let target = MatchStore(root: root + "/target")
        let report = try MatchExport.importJSON(try MatchExport.json(source, matchIds: ["fine"]), source: "x.json", into: target, check: ImportCheck.refusal)
        #expect(report.added == ["fine"] && report.refused.isEmpty)
        #expect(try target.read("fine").records.count == 2)
    }
}
