import Foundation
import Testing
@testable import MatchEngine

/// New playing conditions (issue 24) must leave every match under the default rules exactly as
/// it was: the replay contract's every output line, the final state as a snapshot stores it,
/// and the export tables, byte for byte. The digests were taken before the new rule fields
/// existed, from matches the referee tests check against the real data.
///
/// To re-take them after a deliberate change of output: `SCORELINE_UPDATE_DIGESTS=1 swift test
/// --filter ReplayDigest`, and say in the commit what changed and why.
@Suite("Real matches replay byte for byte under the default rules")
struct ReplayDigestTests {
    static let folders = ["ipl", "odi"]
    static let fixture: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Cricsheet, MatchEngineTests, file
        return url.appendingPathComponent("Fixtures/replay-digests.txt")
    }()

    /// FNV-1a, 64 bits: a change of one byte anywhere changes it; no security is asked of it.
    static func digest(_ chunks: [Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for chunk in chunks {
            for byte in chunk {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0x0a
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    static func digest(folder: String, file: String) throws -> String {
        let report = try CricsheetReplayer.replay(file, from: CricsheetData.shared(folder))
        guard report.failures.isEmpty, let final = report.finalState else {
            throw ConversionError(description: "\(folder)/\(file) no longer replays: \(report.failures)")
        }
        let text = try ActionLines.text(newMatch: report.newMatch, actions: report.applied)
        let lines = Replay().run(text, each: true).lines.map { Data($0.utf8) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let snapshot = try encoder.encode(final)
        var history = try MatchHistory<CricketRules>(setup: final.setup)
        for action in report.applied { try history.apply(action) }
        let export = CricketExport.tables(history).map { t in
            [t.events.header] + t.events.rows + [t.summary.header] + t.summary.rows
        } ?? []
        let rows = export.map { Data($0.joined(separator: ",").utf8) }
        return digest(lines + [snapshot] + rows)
    }

    static func current() throws -> [String] {
        var out: [String] = []
        for folder in folders {
            for file in CricsheetData.files(in: CricsheetData.shared(folder)) {
                out.append("\(folder)/\(file) \(try digest(folder: folder, file: file))")
            }
        }
        return out
    }

    @Test func everyLineSnapshotAndExportAsBefore() throws {
        let now = try Self.current()
        #expect(now.count >= 50, "expected the 40 IPL and 10 ODI matches beside the repository")
        if ProcessInfo.processInfo.environment["SCORELINE_UPDATE_DIGESTS"] == "1" {
            try (now.joined(separator: "\n") + "\n").write(to: Self.fixture, atomically: true, encoding: .utf8)
            Issue.record("Wrote \(Self.fixture.path): say in the commit why the output changed.")
            return
        }
        let before = try String(contentsOf: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        let changed = zip(before, now).filter { $0 != $1 }.map(\.1)
        #expect(before.count == now.count, "\(before.count) matches then, \(now.count) now")
        #expect(changed.isEmpty, "changed: \(changed.joined(separator: ", "))")
    }
}
