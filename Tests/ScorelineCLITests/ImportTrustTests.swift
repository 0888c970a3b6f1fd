import Foundation
import Testing
@testable import Store

/// `scoreline import` never replaces a match it cannot fully read and never writes outside the
/// data directory, whatever the export file says (ADR 010). Run through the real binary.
@Suite struct ImportTrustTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    /// `there` holds a different match under the same id, exported to `there/export.json`.
    static func exportOfAnotherM1(_ there: TransferFolder) throws -> String {
        try there.add("m1", teams: ("Alpha", "Beta"), balls: 1, runs: 6)
        let file = there.path("export.json")
        let run = try scoreline(["export", "m1", "--out", file, "--data-dir", there.data])
        guard run.status == 0 else { throw TransferSetupFailure("export: \(run.said)") }
        return file
    }

    @Test func aMatchWhoseMetaIsLostIsNotReplaced() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        try here.add("m1")
        let file = try Self.exportOfAnotherM1(there)
        try FileManager.default.removeItem(atPath: here.meta("m1"))
        let before = try #require(here.bytes(here.journal("m1")))

        let run = try Self.scoreline(["import", file, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(here.bytes(here.journal("m1")) == before)
        #expect(run.said.contains("m1"))
        #expect(run.said.contains(here.meta("m1")))
    }

    @Test func aJournalWhoseFirstLineIsDamagedIsNotReplaced() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        try here.add("m1")
        let file = try Self.exportOfAnotherM1(there)
        try here.damage(line: 1, of: here.journal("m1"))
        let before = try #require(here.bytes(here.journal("m1")))

        let run = try Self.scoreline(["import", file, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(here.bytes(here.journal("m1")) == before)
        #expect(run.said.contains(here.journal("m1")))
        #expect(run.said.contains("line 1"))
    }

    /// `meta.matchId` of `../..` once made import write `meta.json` beside the data directory.
    @Test func aMetaIdThatLeavesTheDataDirectoryIsRefused() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        let file = try Self.exportOfAnotherM1(there)
        var object = try there.exportObject(file)
        var matches = try #require(object["matches"] as? [[String: Any]])
        var meta = try #require(matches[0]["meta"] as? [String: Any])
        meta["matchId"] = "../.."
        matches[0]["meta"] = meta
        object["matches"] = matches
        let tampered = there.path("tampered.json")
        try there.write(object, to: tampered)

        let run = try Self.scoreline(["import", tampered, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(!here.exists(here.path("meta.json")))
        #expect(!here.exists(here.journal("m1")))
        #expect(run.said.contains("../.."))
        #expect(run.said.contains(tampered))
    }

    /// The journal's own newMatch record names the match too; all three must agree.
    @Test func aJournalThatNamesAnotherMatchIsRefused() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        let file = try Self.exportOfAnotherM1(there)
        var object = try there.exportObject(file)
        var matches = try #require(object["matches"] as? [[String: Any]])
        var journal = try #require(matches[0]["journal"] as? [String])
        // A first line that verifies (its checksum recomputed) but names ../x.
        let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"../x","teams":[{"name":"Alpha"},{"name":"Beta"}]}"#
        let line = JournalLine.encode(JournalRecord(seq: 1, at: nil, payload: Array(newMatch.utf8)))
        journal[0] = String(decoding: line.dropLast(), as: UTF8.self)
        matches[0]["journal"] = journal
        object["matches"] = matches
        let tampered = there.path("tampered.json")
        try there.write(object, to: tampered)

        let run = try Self.scoreline(["import", tampered, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(!here.exists(here.journal("m1")))
        #expect(run.said.contains("../x"))
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnread() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let big = here.path("big.json")
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        // 64 MiB and one byte, sparse: nothing is written to the disk.
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()

        let run = try Self.scoreline(["import", big, "--data-dir", here.data])
        #expect(run.status != 0)
        #expect(run.said.contains(big))
        #expect(run.said.contains("64 MiB"))
    }
}
