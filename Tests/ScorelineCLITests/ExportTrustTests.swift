import Foundation
import Testing

/// `scoreline export` is the backup path: every readable match goes out, every unreadable one
/// is named with its file, and a damaged journal is never passed off as whole (ADR 010).
@Suite struct ExportTrustTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    @Test func exportAllExportsEveryReadableMatchAndNamesTheOthers() throws {
        let here = TransferFolder()
        defer { here.remove() }
        for id in ["m1", "m2", "m3", "m4"] { try here.add(id) }
        try Data("{".utf8).write(to: URL(fileURLWithPath: here.meta("m1")))
        try here.damage(line: 1, of: here.journal("m2"))
        try FileManager.default.removeItem(atPath: here.journal("m3"))
        try FileManager.default.createDirectory(atPath: here.journal("m3"), withIntermediateDirectories: false)
        let out = here.path("all.json")

        let run = try Self.scoreline(["export", "--all", "--out", out, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(try here.exportedIds(out) == ["m4"])
        #expect(run.said.contains(here.meta("m1")))
        #expect(run.said.contains(here.journal("m2")))
        #expect(run.said.contains(here.journal("m3")))
    }

    /// newMatch, openers, bowler and two balls: five lines; line 3 is broken, so lines 3 to 5
    /// (three) are left out and the first two go out.
    @Test func aJournalDamagedInTheMiddleExportsItsPrefixWithAWarningAndFails() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1", balls: 2)
        let lines = try String(contentsOfFile: here.journal("m1"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 5)
        try here.damage(line: 3, of: here.journal("m1"))
        let out = here.path("m1.json")

        let run = try Self.scoreline(["export", "m1", "--out", out, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(run.stderr.contains(here.journal("m1")))
        #expect(run.stderr.contains("line 3"))
        #expect(run.stderr.contains("3 lines"))
        let matches = try #require(try here.exportObject(out)["matches"] as? [[String: Any]])
        #expect((matches.first?["journal"] as? [String])?.count == 2)

        let allowed = try Self.scoreline(["export", "m1", "--allow-partial", "--out", out, "--data-dir", here.data])
        #expect(allowed.status == 0)
        #expect(allowed.stderr.contains("line 3"))
    }

    @Test func csvNamesTheMatchItCannotExportAndExportsTheRest() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1")
        try here.add("m2")
        // An empty journal: the match has no newMatch record left to fold.
        try Data().write(to: URL(fileURLWithPath: here.journal("m1")))
        let out = here.path("balls.csv")

        let run = try Self.scoreline(["export", "--all", "--format", "csv", "--out", out, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(run.stderr.contains("m1"))
        #expect(run.stderr.contains(here.journal("m1")))
        let csv = try String(contentsOfFile: out, encoding: .utf8)
        #expect(csv.contains("m2,"))
        #expect(!csv.contains("m1,"))

        let one = try Self.scoreline(["export", "m1", "--format", "csv", "--out", here.path("one.csv"), "--data-dir", here.data])
        #expect(one.status != 0)
        #expect(one.stderr.contains(here.journal("m1")))
    }
}

/// Match ids are checked wherever they come in: on the command line and in `meta.json`.
@Suite struct MatchIdTrustTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    @Test func aCommandLineIdOutsideTheDataDirectoryIsRefused() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1")
        // A meta.json beside the data directory, where `../../outside` would reach.
        try FileManager.default.createDirectory(atPath: here.path("outside"), withIntermediateDirectories: true)
        let planted = here.path("outside/meta.json")
        try FileManager.default.copyItem(atPath: here.meta("m1"), toPath: planted)
        var meta = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: planted))) as? [String: Any])
        meta["matchId"] = "../../outside"
        try JSONSerialization.data(withJSONObject: meta).write(to: URL(fileURLWithPath: planted))
        let before = here.bytes(planted)

        let run = try Self.scoreline(["matches", "edit", "../../outside", "--title", "Changed", "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(here.bytes(planted) == before)
        #expect(run.stderr.contains("../../outside"))
        #expect(run.stderr.contains("letters, digits"))
    }

    @Test func aMetaFileNamingAnotherIdIsNotWrittenThrough() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1")
        var meta = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: here.meta("m1")))) as? [String: Any])
        meta["matchId"] = "../.."
        try JSONSerialization.data(withJSONObject: meta).write(to: URL(fileURLWithPath: here.meta("m1")))

        let run = try Self.scoreline(["matches", "edit", "m1", "--title", "Changed", "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(!here.exists(here.path("meta.json")))
        #expect(run.stderr.contains(here.meta("m1")))
        #expect(run.stderr.contains("../.."))
    }
}
