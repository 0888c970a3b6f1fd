import Foundation
import Testing
@testable import MatchEngine

/// Real matches through the snapshot (ADR 059): Tests (one with the follow-on), ODIs and the
/// Hundred from `../shared/data/cricsheet`. At every 25th action the state is saved and
/// resumed, and the resumed match then takes the rest of the actions beside the one that
/// never stopped: the states must be equal at once and at the end, and so must the boards.
@Suite("Cricsheet matches: resumed from snapshots")
struct CricsheetSnapshotTests {
    static let folders = ["test", "odi", "hundred"]

    static func cases() -> [(String, String)] {
        folders.flatMap { folder in CricsheetData.files(in: CricsheetData.shared(folder)).map { (folder, $0) } }
    }

    @Test("Every 25th state resumes to the same match", arguments: cases())
    func resumes(_ folder: String, _ file: String) throws {
        let report = try CricsheetReplayer.replay(file, from: CricsheetData.shared(folder))
        try #require(report.failures.isEmpty, "\(file): the replay itself fails")
        let line = try JSONSerialization.data(withJSONObject: report.newMatch, options: [.sortedKeys])
        var full = try CricketSession(newMatch: line)
        var resumed: [(at: Int, session: CricketSession)] = []
        for (index, action) in report.applied.enumerated() {
            try full.apply(.cricket(action), at: nil)
            for i in resumed.indices { try resumed[i].session.apply(.cricket(action), at: nil) }
            let count = index + 1
            guard count % 25 == 0 || count == report.applied.count else { continue }
            let bytes = try #require(full.snapshotState())
            let back = try CricketSession.resumed(newMatch: line, snapshotState: bytes, actionCount: count)
            #expect(back.state == full.state, "\(folder)/\(file): state after \(count) actions")
            // Keep a few resumed copies going to the end (the first, one mid-match, the last).
            if resumed.isEmpty || count == report.applied.count / 2 / 25 * 25 { resumed.append((count, back)) }
        }
        #expect(full.state == report.finalState)
        print("snapshot round trips, \(folder)/\(file): \(report.applied.count) actions, \((report.applied.count + 24) / 25) states, \(resumed.count) resumed to the end")
        for copy in resumed {
            #expect(copy.session.state == full.state, "\(folder)/\(file): resumed at \(copy.at), state at the end")
            #expect(copy.session.scoreboard == full.scoreboard, "\(folder)/\(file): resumed at \(copy.at), board at the end")
            #expect(copy.session.resultLine == full.resultLine)
        }
    }

    @Test("The data holds a follow-on and the Hundred's balls")
    func coverage() throws {
        let test = try CricsheetReplayer.replay("64080.json", from: CricsheetData.shared("test"))
        #expect(test.applied.contains { if case .followOn = $0 { true } else { false } })
        let hundred = CricsheetData.files(in: CricsheetData.shared("hundred"))
        #expect(!hundred.isEmpty)
        let first = try CricsheetReplayer.replay(try #require(hundred.first), from: CricsheetData.shared("hundred"))
        #expect(first.finalState?.setup.rules.progress == .balls)
    }
}
