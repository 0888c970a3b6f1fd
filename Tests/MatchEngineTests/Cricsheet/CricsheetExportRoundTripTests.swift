import Foundation
import Testing
@testable import MatchEngine
@testable import Store
import TextSafety

/// The public sample matches through the store: recorded in a journal, exported to JSON and
/// CSV, imported into an empty data directory, and compared.
@Suite("Cricsheet matches: export and import round trip")
struct CricsheetExportRoundTripTests {
    /// On tmpfs when there is one: this test is about fidelity, and 10,000 fdatasyncs on a
    /// disk would only measure the disk (durability has its own crash tests).
    static func temporaryRoot() -> String {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        return base.appendingPathComponent("scoreline-roundtrip-\(UUID().uuidString)").path
    }

    @Test func exportThenImportGivesIdenticalMatches() throws {
        let files = CricsheetData.files()
        try #require(!files.isEmpty, "no Cricsheet files in \(CricsheetData.folder.path)")
        let source = MatchStore(root: Self.temporaryRoot())
        let target = MatchStore(root: Self.temporaryRoot())
        defer {
            try? FileManager.default.removeItem(atPath: source.root)
            try? FileManager.default.removeItem(atPath: target.root)
        }
        var states: [String: CricketState] = [:]
        var ids: [String] = []
        for file in files {
            let report = try CricsheetReplayer.replay(file)
            let lines = try ActionLines.text(newMatch: report.newMatch, actions: report.applied)
                .split(separator: "\n").map { Array($0.utf8) }
            // The id the converted newMatch record names: a journal's first line and its folder
            // must agree, or export and import refuse the match (ADR 010).
            let id = "cricsheet-" + file.replacingOccurrences(of: ".json", with: "")
            var session = try CricketSession(newMatch: Data(lines[0]))
            let journal = try source.create(matchId: id, sport: "cricket", title: file, newMatch: lines[0])
            for line in lines.dropFirst() {
                try session.apply(line: Data(line))
                try journal.append(line, at: "2026-11-22T10:00:00Z")
            }
            journal.close()
            try source.finish(id)
            states[id] = session.state
            ids.append(id)

            // CSV: one row per delivery in the data, and each innings' last row shows its total.
            let tables = try #require(session.exportTables())
            let match = try CricsheetData.load(file)
            let deliveries = match.innings.reduce(0) { $0 + $1.balls.count }
            #expect(tables.events.rows.count == deliveries, "\(file): CSV rows")
            let csv = String(decoding: CSVWriter.write(header: tables.events.header, rows: tables.events.rows), as: UTF8.self)
            #expect(csv.components(separatedBy: "\r\n").count == deliveries + 2, "\(file): CSV lines")
            let runsColumn = try #require(tables.events.header.firstIndex(of: "teamRuns"))
            let inningsColumn = try #require(tables.events.header.firstIndex(of: "innings"))
            for (i, inn) in match.innings.enumerated() {
                let total = inn.balls.reduce(inn.penaltyRuns?.pre ?? 0) { $0 + $1.ball.runs.total }
                let last = tables.events.rows.last { $0[inningsColumn] == "\(i + 1)" }
                #expect(last?[runsColumn] == "\(total)", "\(file) innings \(i + 1): CSV total")
            }
            #expect(tables.summary.rows.count == 1)
        }

        let exported = try MatchExport.json(source, matchIds: ids)
        let report = try MatchExport.importJSON(exported, source: "export.json", into: target)
        #expect(report.added.sorted() == ids.sorted())
        for id in ids {
            let original = try source.open(id)
            let imported = try target.open(id)
            #expect(imported.records == original.records, "\(id): journal differs after import")
            var replayed = try CricketSession(newMatch: Data(imported.records[0].payload))
            for record in imported.records.dropFirst() { try replayed.apply(line: Data(record.payload)) }
            #expect(replayed.state == states[id], "\(id): state differs after import")
            #expect(imported.meta.title == original.meta.title)
            #expect(imported.meta.status == .finished)
        }
        // Importing the same file again adds nothing.
        let again = try MatchExport.importJSON(exported, source: "export.json", into: target)
        #expect(again.unchanged.sorted() == ids.sorted())
        #expect(again.added.isEmpty && again.extended.isEmpty && again.conflicts.isEmpty)
    }
}
