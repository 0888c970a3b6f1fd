import Foundation
import Glibc
import Testing
@testable import Store

/// The data directory's owner lock (ADR 043): one owner at a time, taken before anything is
/// created, and a refusal that names the owner and changes nothing.
@Suite struct DataDirectoryLockTests {
    struct FixedClock: WallClock {
        func now() -> Date { Date(timeIntervalSince1970: 1_795_000_000) }
    }

    /// 1,795,000,000 s after 1970 is 2026-11-18 11:06:40 UTC: 20,775 days (1,794,960,000 s;
    /// day 20,775 is 2026-11-18) and 40,000 s, which is 11 h 6 min 40 s.
    static let since = "2026-11-18T11:06:40Z"

    @Test func aSecondOwnerIsRefusedNamingTheFirstAndChangesNothing() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = MatchStore(root: root, clock: FixedClock())
        try first.takeOwnership()
        #expect(try String(contentsOfFile: root + "/lock", encoding: .utf8) == "pid \(getpid())\nsince \(Self.since)\n")
        let before = try FileManager.default.contentsOfDirectory(atPath: root)

        let second = MatchStore(root: root, clock: FixedClock())
        let refusal = #expect(throws: StoreError.self) { try second.takeOwnership() }
        guard case .dataDirectoryInUse(let at, let holder, let since)? = refusal else {
            Issue.record("refused with \(String(describing: refusal))")
            return
        }
        #expect(at == root)
        #expect(holder?.hasPrefix("pid \(getpid())") == true, "holder: \(holder ?? "nil")")
        #expect(since == Self.since)
        let said = refusal?.description ?? ""
        #expect(said.contains("pid \(getpid())") && said.contains(root) && !said.contains("out of the way"), "said: \(said)")
        // A match made current needs the directory: refused before its folder is made.
        #expect(throws: StoreError.self) {
            _ = try second.create(matchId: "m1", sport: "cricket", title: "t", newMatch: Array(MatchCreateTests.newMatch.utf8))
        }
        #expect(throws: StoreError.self) { try second.setCurrent(nil) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == before)
        #expect(try String(contentsOfFile: root + "/lock", encoding: .utf8) == "pid \(getpid())\nsince \(Self.since)\n")

        first.releaseOwnership()
        try second.takeOwnership()
        #expect(second.ownsDataDirectory)
    }

    /// A match stored beside the kiosk's (not current) needs no ownership: `add` and the queue
    /// work while a kiosk scores.
    @Test func aMatchBesideTheOwnersIsStoredWithoutTheLock() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = MatchStore(root: root)
        try kiosk.takeOwnership()
        let tool = MatchStore(root: root)
        try MatchCreateTests.storeM1(tool)
        #expect(!tool.ownsDataDirectory)
        #expect(try tool.read("m1").records.count == 2)
    }

    @Test func theNoteIsReadOnlyWhenItIsTheHolders() {
        let note = HolderNote(parsing: Array("pid 812\nsince 2026-11-28T22:41:07Z\n".utf8))
        #expect(note == HolderNote(pid: 812, since: "2026-11-28T22:41:07Z"))
        #expect(note?.since(ifHeldBy: "pid 812: scoreline run") == "2026-11-28T22:41:07Z")
        // A note left by an earlier holder (killed before it wrote its own) is not believed.
        #expect(note?.since(ifHeldBy: "pid 8120: scoreline run") == nil)
        #expect(note?.since(ifHeldBy: nil) == "2026-11-28T22:41:07Z")
        #expect(HolderNote(parsing: []) == nil)
        #expect(HolderNote(parsing: Array("812\n".utf8)) == nil)
        #expect(HolderNote(parsing: nil) == nil)
    }
}

/// What an interrupted restore or creation leaves is removed by the owner's `clearDebris`, once,
/// and nothing stored goes with it (issue 39).
@Suite struct DebrisTests {
    @Test func restoreStagingAndUnfinishedCreationsGoAndStoredMatchesStay() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        try MatchCreateTests.storeM1(store)
        let fm = FileManager.default
        // A restore stopped with one match staged; a creation cut off after its journal; one
        // cut off right after its folder was made.
        try fm.createDirectory(atPath: root + "/restore.tmp-abc/m9", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/restore.tmp-abc/m9/journal.jsonl"))
        try fm.createDirectory(atPath: root + "/matches/m2", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/matches/m2/creating"))
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: root + "/matches/m2/journal.jsonl"))
        try fm.createDirectory(atPath: root + "/matches/m3", withIntermediateDirectories: true)
        // A reader's result cache cut off before its rename, beside m1's stored files.
        try Data("half".utf8).write(to: URL(fileURLWithPath: root + "/matches/m1/result.cache.tmp-1x2y"))

        // Only the owner clears: a tool beside the kiosk might be mid-restore.
        #expect(try store.clearDebris() == [])
        try store.takeOwnership()
        let said = try store.clearDebris()
        #expect(said.count == 4, "\(said)")
        #expect(said.contains("Removed \(root)/matches/m1/result.cache.tmp-1x2y, a result cache whose writing was cut off; the next listing makes it again."), "\(said)")
        #expect(!fm.fileExists(atPath: root + "/matches/m1/result.cache.tmp-1x2y"))
        #expect(said.first?.hasPrefix("Removed \(root)/restore.tmp-abc, what a restore stopped part-way left (1 file") == true, "\(said)")
        #expect(said.contains { $0.hasPrefix("Removed \(root)/matches/m2, a match whose creation was cut off (2 files)") })
        #expect(said.contains { $0.hasPrefix("Removed \(root)/matches/m3, a match whose creation was cut off (0 files)") })
        #expect(try store.storedIds() == ["m1"])
        #expect(try store.read("m1").records.count == 2)
        #expect(!fm.fileExists(atPath: root + "/restore.tmp-abc"))
        // Said once: nothing is left to say at the next start.
        #expect(try store.clearDebris() == [])
    }

    /// A creation still running beside the kiosk holds its journal's lock: left alone.
    @Test func aCreationInProgressIsLeft() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        try store.takeOwnership()
        try FileManager.default.createDirectory(atPath: root + "/matches/m2", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/matches/m2/creating"))
        let (journal, _, _) = try Journal.open(root + "/matches/m2/journal.jsonl", files: PosixFileLayer())
        defer { journal.close() }
        #expect(try store.clearDebris() == [])
        #expect(try store.storedIds() == ["m2"])
    }
}
