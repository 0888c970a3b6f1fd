import Foundation
import Testing
@testable import MatchEngine
@testable import Store

/// The ShuttleSet matches through the store: journal, JSON and CSV export, import, compare.
@Suite struct ShuttleSetExportRoundTripTests {
    /// The contract line of an action the ShuttleSet replay uses.
    static func line(_ action: BadmintonAction) throws -> String {
        switch action.kind {
        case .point(let side): return #"{"type":"point","side":"\#(side.rawValue)"}"#
        case .advanceGame(server: .none, receiver: .none): return #"{"type":"advanceGame"}"#
        default: throw UnexpectedAction("unexpected action in the ShuttleSet replay: \(action)")
        }
    }

    struct UnexpectedAction: Error { let text: String; init(_ text: String) { self.text = text } }

    @Test func exportThenImportGivesIdenticalMatches() throws {
        let tests = BadmintonShuttleSetTests()
        let fm = FileManager.default
        let folders = try fm.contentsOfDirectory(atPath: BadmintonShuttleSetTests.dataDirectory.path)
            .filter { fm.fileExists(atPath: BadmintonShuttleSetTests.dataDirectory.appendingPathComponent("\($0)/match.json").path) }
            .sorted()
        try #require(folders.count == 25)
        let anomalies = try BadmintonShuttleSetTests.anomalies()
        let source = MatchStore(root: CricsheetExportRoundTripTests.temporaryRoot())
        let target = MatchStore(root: CricsheetExportRoundTripTests.temporaryRoot())
        defer {
            try? fm.removeItem(atPath: source.root)
            try? fm.removeItem(atPath: target.root)
        }
        var states: [String: BadmintonState] = [:]
        var ids: [String] = []
        for folder in folders {
            var tally = BadmintonShuttleSetTests.Tally()
            let history = try #require(try tests.replay(folder, anomalies: anomalies, into: &tally))
            let setup = history.setup
            let id = "shuttle-\(ids.count + 1)"
            let newMatch = #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"\#(id)","sides":[{"name":"\#(setup.sides.a.name)"},{"name":"\#(setup.sides.b.name)"}],"firstServer":{"side":"\#(setup.firstServer.rawValue)"}}"#
            var session = try BadmintonSession(newMatch: Data(newMatch.utf8))
            let journal = try source.create(matchId: id, sport: "badminton", title: folder, newMatch: Array(newMatch.utf8))
            for action in history.actions {
                let line = try Self.line(action)
                try session.apply(line: Data(line.utf8))
                try journal.append(Array(line.utf8), at: nil)
            }
            journal.close()
            try source.finish(id)
            #expect(session.state.wonGames.map(\.score) == history.state.wonGames.map(\.score), "\(folder): lines replay differently")
            states[id] = session.state
            ids.append(id)
            // CSV: one row per rally played, and the last row of each game shows its final score.
            let tables = try #require(session.exportTables())
            let rallies = history.state.wonGames.reduce(0) { $0 + $1.points.count }
            #expect(tables.events.rows.count == rallies, "\(folder): CSV rows")
            for game in history.state.wonGames {
                let last = tables.events.rows.last { $0[1] == "\(game.number)" }
                #expect(last?[8] == "\(game.score.a)" && last?[9] == "\(game.score.b)", "\(folder) game \(game.number)")
            }
        }
        let exported = try MatchExport.json(source, matchIds: ids)
        let report = try MatchExport.importJSON(exported, source: "export.json", into: target)
        #expect(report.added.sorted() == ids.sorted())
        for id in ids {
            let imported = try target.open(id)
            #expect(imported.records == (try source.open(id)).records, "\(id): journal differs after import")
            var replayed = try BadmintonSession(newMatch: Data(imported.records[0].payload))
            for record in imported.records.dropFirst() { try replayed.apply(line: Data(record.payload)) }
            #expect(replayed.state == states[id], "\(id): state differs after import")
        }
    }
}
