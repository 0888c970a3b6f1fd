import Foundation
import Testing
@testable import MatchEngine

/// The real-data referee on The Hundred (`../shared/data/cricsheet/hundred`, or
/// `SCORELINE_HUNDRED_DIR`): the same converter, referee and ball-by-ball comparison as the IPL,
/// under the Hundred's set-up (`"format": "hundred"`). What it exercises that the IPL cannot:
/// a bowler's two sets running (10 balls), ends and strike changing only every second set,
/// the 2-run no-ball, and the Hundred's caught rule (the new batter faces, from 2021; before
/// October 2022 not on the ball before a change of ends).
@Suite("Cricsheet Hundred replay")
struct CricsheetHundredTests {
    static var files: [String] { CricsheetData.files(in: CricsheetData.hundredFolder) }

    @Test("Every figure after every delivery", arguments: files)
    func match(_ file: String) throws {
        let report = try CricsheetReplayer.replay(file, from: CricsheetData.hundredFolder)
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        let rules = report.newMatch["rules"] as? [String: Any]
        #expect(rules?["format"] as? String == "hundred", "\(file): not set up as the Hundred")
        if let setup = report.finalState?.setup.rules {
            #expect(setup.ballsPerOver == 5 && setup.maxConsecutiveOvers == 2 && setup.oversPerEnd == 2)
            #expect(setup.noBallRuns == 2 && setup.maxOversPerBowler == 4 && setup.progress == .balls)
        }
        print(report.summary)
    }

    @Test("A no result: rain after 71 balls of the first innings")
    func noResult() throws {
        let report = try CricsheetReplayer.replay("1252684.json", from: CricsheetData.shared("hundred"))
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.finalState?.result?.text == CricketMessages.noResult)
        #expect(report.finalState?.innings.first?.closed == .rain)
    }

    /// Two sets running by one bowler in the data, and how many of them straddle a change of
    /// ends (sets 2 and 3, 4 and 5, …: the bowler changes ends with them).
    static func spells(_ match: CricsheetMatch) -> (all: Int, acrossEnds: Int) {
        var all = 0
        var across = 0
        for inn in match.innings {
            let bowlers = inn.overs.map { Set($0.deliveries.map(\.bowler)) }
            for k in inn.overs.indices.dropFirst() where !bowlers[k - 1].isDisjoint(with: bowlers[k]) {
                all += 1
                if (inn.overs[k - 1].over + 1) % 2 == 0 { across += 1 }
            }
        }
        return (all, across)
    }

    @Test("All matches: deliveries checked, spells, results")
    func allMatches() throws {
        let files = Self.files
        #expect(!files.isEmpty, "no Cricsheet files in \(CricsheetData.hundredFolder.path)")
        var deliveries = 0
        var corrections: [String] = []
        var ambiguousEnds = 0
        var failed: [String] = []
        var spells = 0
        var acrossEnds = 0
        var results: [String: Int] = [:]
        for file in files {
            let match = try CricsheetData.load(file, from: CricsheetData.hundredFolder)
            // The converter knows the Hundred by its five-ball sets; the event confirms it.
            #expect(match.info.event?.name?.contains("Hundred") == true, "\(file): \(String(describing: match.info.event?.name))")
            let report = try CricsheetReplayer.replay(file, from: CricsheetData.hundredFolder)
            deliveries += report.deliveries
            corrections += report.strikeCorrections.map { "\(file) \($0)" }
            ambiguousEnds += report.endDisagreements.count
            if !report.failures.isEmpty { failed.append(file) }
            let found = Self.spells(match)
            spells += found.all
            acrossEnds += found.acrossEnds
            let o = match.info.outcome
            let kind = o.isNoResult ? "no result" : o.isTie ? "tied" : o.isDuckworthLewis ? "won (D/L)" : "won"
            results[kind, default: 0] += 1
        }
        let tally = ["won", "won (D/L)", "tied", "no result"].map { "\(results[$0] ?? 0) \($0)" }.joined(separator: ", ")
        print("Hundred: \(files.count) files, \(files.count - failed.count) passed, \(deliveries) deliveries checked, \(spells) two-set spells (\(acrossEnds) across a change of ends), \(corrections.count) strike corrections, \(ambiguousEnds) new batters at an end the data contradicts; \(tally)")
        for c in corrections { print("  setStrike before \(c)") }
        #expect(failed.isEmpty, "failing: \(failed.joined(separator: ", "))")
    }
}
