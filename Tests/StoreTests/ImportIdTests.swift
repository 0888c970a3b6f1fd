import Foundation
import Testing
@testable import Store
import StoreTesting

/// An export names each match twice, as `matchId` and in `meta.matchId`; import writes the
/// metadata under the latter, so the two must agree (a fuzzer finding, issue 20).
@Suite struct ImportIdTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m2","teams":[{"name":"A"},{"name":"B"}]}"#

    static func export(metaId: String) throws -> [UInt8] {
        let line = String(decoding: JournalLine.encode(JournalRecord(seq: 1, at: nil, payload: Array(newMatch.utf8))).dropLast(), as: UTF8.self)
        let file: [String: Any] = [
            "scoreline": "export", "version": 1,
            "matches": [[
                "matchId": "m2", "journal": [line],
                "meta": ["number": 1, "matchId": metaId, "sport": "cricket", "title": "A v B", "status": "finished", "created": "2026-11-22T10:00:00Z"],
            ]],
        ]
        return Array(try JSONSerialization.data(withJSONObject: file))
    }

    @Test(arguments: ["../../outside", "m0", ""])
    func metadataNamingAnotherMatchIsRefusedAndNothingIsWritten(_ metaId: String) throws {
        let disk = SimulatedDisk()
        let store = MatchStore(root: "/data", files: disk)
        #expect(throws: StoreError.unreadable(path: "x.json", why: StoreMessages.exportMetaNamesAnother(metaId, match: "m2"))) {
            try MatchExport.importJSON(try Self.export(metaId: metaId), source: "x.json", into: store, files: disk)
        }
        #expect(try disk.list("/data/matches").isEmpty)
        #expect(try disk.list("/").filter { $0 != "data" }.isEmpty)
        #expect(try disk.read("/outside/meta.json") == nil)
    }

    @Test func matchingIdsImport() throws {
        let disk = SimulatedDisk()
        let store = MatchStore(root: "/data", files: disk)
        let report = try MatchExport.importJSON(try Self.export(metaId: "m2"), source: "x.json", into: store, files: disk)
        #expect(report.added == ["m2"])
        #expect(try store.meta(of: "m2").matchId == "m2")
    }
}
