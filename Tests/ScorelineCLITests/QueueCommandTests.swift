import Foundation
import Testing

/// `queue add` and `queue list` as the binary: what is in queue/ that the queue will never
/// start is named, here and by `doctor`.
@Suite struct QueueCommandTests {
    static func queueFile(_ folder: TransferFolder, teams: (String, String)) throws -> String {
        let file = folder.path("\(teams.0).json")
        try #"{"type":"newMatch","sport":"cricket","teams":[{"name":"\#(teams.0)"},{"name":"\#(teams.1)"}],"rules":{"oversPerInnings":2}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A hand-made `7.json` used to be started at every start and never removed.
    @Test func listShowsTheEntriesAndNamesWhatIsNotOne() throws {
        let here = TransferFolder()
        defer { here.remove() }
        for teams in [("Riverside", "Hillcrest"), ("Old Boys", "Colts")] {
            let add = try ReplayCommandTests.scoreline(["queue", "add", try Self.queueFile(here, teams: teams), "--data-dir", here.data])
            #expect(add.status == 0, "said: \(add.said)")
        }
        try FileManager.default.copyItem(atPath: here.data + "/queue/000001.json", toPath: here.data + "/queue/7.json")

        let run = try ReplayCommandTests.scoreline(["queue", "list", "--data-dir", here.data])
        #expect(run.status == 0, "said: \(run.said)")
        #expect(run.lines == [
            "1  cricket  Riverside v Hillcrest",
            "2  cricket  Old Boys v Colts",
            "! \(here.data)/queue/7.json is not a queue entry (a queue entry is named like 000001.json), so it will never start; rename or remove it.",
        ])
    }

    @Test func doctorNamesWhatIsNotAQueueEntry() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let add = try ReplayCommandTests.scoreline(["queue", "add", try Self.queueFile(here, teams: ("Riverside", "Hillcrest")), "--data-dir", here.data])
        #expect(add.status == 0, "said: \(add.said)")
        try FileManager.default.copyItem(atPath: here.data + "/queue/000001.json", toPath: here.data + "/queue/7.json")

        let run = try ReplayCommandTests.scoreline(["doctor", "--data-dir", here.data, "--config", here.path("none.toml")])
        #expect(run.lines.contains { $0.contains("\(here.data)/queue/7.json is not a queue entry") }, "said: \(run.said)")
    }
}
