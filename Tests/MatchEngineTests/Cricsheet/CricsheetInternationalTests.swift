import Foundation
import Testing
@testable import MatchEngine

/// The real-data referee on internationals (`../shared/data/cricsheet/{test,odi,t20i}`, see
/// `INTERNATIONAL.md` there): the same converter, referee and ball-by-ball comparison as the
/// IPL. What they exercise that the IPL cannot: two innings a side (declarations, the
/// follow-on, draws, innings victories), ties without a super over (a bowl-out) and the
/// older D/L and supersub matches.
@Suite("Cricsheet international replay")
struct CricsheetInternationalTests {
    static let folders = ["test", "odi", "t20i"]

    /// "test/1288312.json": one test case per file, named by its folder.
    static var files: [String] {
        folders.flatMap { folder in CricsheetData.files(in: CricsheetData.shared(folder)).map { "\(folder)/\($0)" } }
    }

    static func replay(_ path: String) throws -> ReplayReport {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        return try CricsheetReplayer.replay(parts[parts.count - 1], from: CricsheetData.shared(parts[0]))
    }

    @Test("Every figure after every delivery", arguments: files)
    func match(_ path: String) throws {
        let report = try Self.replay(path)
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        print(report.summary)
    }

    @Test("All matches of a folder: deliveries checked and results", arguments: folders)
    func allMatches(_ folder: String) throws {
        let url = CricsheetData.shared(folder)
        let files = CricsheetData.files(in: url)
        #expect(!files.isEmpty, "no Cricsheet files in \(url.path)")
        var deliveries = 0
        var corrections: [String] = []
        var ambiguousEnds = 0
        var failed: [String] = []
        var results: [String: Int] = [:]
        for file in files {
            let report = try CricsheetReplayer.replay(file, from: url)
            deliveries += report.deliveries
            corrections += report.strikeCorrections.map { "\(file) \($0)" }
            ambiguousEnds += report.endDisagreements.count
            if !report.failures.isEmpty { failed.append(file) }
            let o = try CricsheetData.load(file, from: url).info.outcome
            let kind = o.isNoResult ? "no result" : o.isDraw ? "drawn" : o.isTie ? "tied"
                : o.by?.innings != nil ? "won by an innings" : o.isDuckworthLewis ? "won (D/L)" : "won"
            results[kind, default: 0] += 1
        }
        let tally = ["won", "won by an innings", "won (D/L)", "tied", "drawn", "no result"]
            .map { "\(results[$0] ?? 0) \($0)" }.joined(separator: ", ")
        print("Cricsheet \(folder): \(files.count) files, \(files.count - failed.count) passed, \(deliveries) deliveries checked, \(corrections.count) strike corrections, \(ambiguousEnds) new batters at an end the data contradicts; \(tally)")
        for c in corrections { print("  setStrike before \(c)") }
        #expect(failed.isEmpty, "failing: \(failed.joined(separator: ", "))")
    }

    @Test("Test results: a draw with an innings unfinished, an innings victory after the follow-on")
    func testResults() throws {
        let draw = try CricsheetReplayer.replay("64080.json", from: CricsheetData.shared("test"))
        #expect(draw.failures.isEmpty, "\(draw.failures)")
        #expect(draw.finalState?.result?.text == CricketMessages.drawn)
        #expect(draw.finalState?.innings.map(\.closed) == [.declared, .allOut, .matchEnded])
        #expect(draw.finalState?.innings.last?.kind == .followOn)

        let innings = try CricsheetReplayer.replay("1459906.json", from: CricsheetData.shared("test"))
        #expect(innings.failures.isEmpty, "\(innings.failures)")
        #expect(innings.finalState?.result?.text == "Australia won by an innings and 242 runs")
    }

    @Test("A tie settled by a bowl-out is awarded to its winner")
    func bowlOut() throws {
        let report = try CricsheetReplayer.replay("237242.json", from: CricsheetData.shared("t20i"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.finalState?.result?.text == CricketMessages.wonTieBreak("New Zealand"))
    }
}
