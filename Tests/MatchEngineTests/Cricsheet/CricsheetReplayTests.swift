import Testing

/// The real-data referee: every IPL match in `../shared/data/cricsheet/ipl`, ball by ball.
@Suite("Cricsheet IPL replay")
struct CricsheetReplayTests {
    @Test("Every figure after every delivery", arguments: CricsheetData.files())
    func match(_ file: String) throws {
        let report = try CricsheetReplayer.replay(file)
        for failure in report.failures { Issue.record(Comment(rawValue: failure)) }
        print(report.summary)
    }

    @Test("All matches: deliveries checked and strike corrections used")
    func allMatches() throws {
        let files = CricsheetData.files()
        #expect(!files.isEmpty, "no Cricsheet files in \(CricsheetData.folder.path)")
        var deliveries = 0
        var corrections: [String] = []
        var ambiguousEnds = 0
        var failed: [String] = []
        for file in files {
            let report = try CricsheetReplayer.replay(file)
            deliveries += report.deliveries
            corrections += report.strikeCorrections.map { "\(file) \($0)" }
            ambiguousEnds += report.endDisagreements.count
            if !report.failures.isEmpty { failed.append(file) }
        }
        print("Cricsheet: \(files.count) files, \(files.count - failed.count) passed, \(deliveries) deliveries checked, \(corrections.count) strike corrections, \(ambiguousEnds) new batters at an end the data contradicts")
        #expect(failed.isEmpty, "failing: \(failed.joined(separator: ", "))")
    }
}
