import Foundation
import Testing
@testable import Store
import StoreTesting

/// Creating a match never writes into a folder that is already there, whatever it holds, and
/// a hand-edited `meta.json` cannot make the next match's number trap.
@Suite struct MatchCreateTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}]}"#

    static func store() throws -> MatchStore {
        MatchStore(root: try JournalFormatTests.temporaryDirectory() + "/data")
    }

    /// Match m1 with newMatch and one action, not current.
    static func storeM1(_ store: MatchStore) throws {
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(newMatch.utf8), makeCurrent: false)
        try journal.append(Array(#"{"type":"undo"}"#.utf8), at: nil)
        journal.close()
    }

    static func contents(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }

    /// It used to open the journal for writing, "recover" it (every line moved to a
    /// `.damaged-N` file beside it), write a new match over it and say nothing.
    @Test func aFolderWithoutMetaAndADamagedFirstLineIsNotWrittenOver() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try Self.storeM1(store)
        try FileManager.default.removeItem(atPath: store.directory(of: "m1") + "/meta.json")
        let path = store.journalPath(of: "m1")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[12] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try Self.contents(store.directory(of: "m1"))

        var refusal: StoreError?
        do {
            let journal = try store.create(matchId: "m1", sport: "cricket", title: "New", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
            journal.close()
        } catch {
            refusal = error
        }
        #expect(refusal?.description.contains(store.directory(of: "m1")) == true, "said: \(refusal.map(\.description) ?? "nothing")")
        #expect(try Self.contents(store.directory(of: "m1")) == before)
    }

    /// An empty folder is someone's too (a match whose creation was cut short, a folder made
    /// by hand): it is not taken over either.
    @Test func anEmptyFolderIsNotTakenOver() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try FileManager.default.createDirectory(atPath: store.directory(of: "m1"), withIntermediateDirectories: true)
        #expect(throws: StoreError.alreadyExists(matchId: "m1", folder: store.directory(of: "m1"))) {
            try store.create(matchId: "m1", sport: "cricket", title: "New", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory(of: "m1")).isEmpty)
    }

    static func writeMeta(_ json: String, of id: String, in store: MatchStore) throws {
        try json.write(toFile: store.directory(of: id) + "/meta.json", atomically: false, encoding: .utf8)
    }

    /// A hand-edited number at Int.max made the next `create` trap (max + 1).
    @Test func aMetaNumberOutOfRangeIsRefusedWithFileFieldValueAndRange() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try Self.storeM1(store)
        try Self.writeMeta(
            #"{"number":9223372036854775807,"matchId":"m1","sport":"cricket","title":"T","status":"finished","created":"2026-11-25T14:00:00Z"}"#,
            of: "m1", in: store)
        var refusal: StoreError?
        do { _ = try store.meta(of: "m1") } catch { refusal = error }
        let said = refusal?.description ?? "nothing"
        #expect(said.contains(store.directory(of: "m1") + "/meta.json"), "said: \(said)")
        #expect(said.contains("\"number\""), "said: \(said)")
        #expect(said.contains("9223372036854775807"), "said: \(said)")
        #expect(said.contains("1 to 999999999"), "said: \(said)")
    }

    @Test func theNextNumberAfterAnOutOfRangeMetaDoesNotTrap() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try Self.storeM1(store)
        try Self.writeMeta(
            #"{"number":9223372036854775807,"matchId":"m1","sport":"cricket","title":"T","status":"finished","created":"2026-11-25T14:00:00Z"}"#,
            of: "m1", in: store)
        let journal = try store.create(matchId: "m2", sport: "cricket", title: "Next", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        journal.close()
        // m1's number is not believed, so m2 is the first numbered match.
        #expect(try store.meta(of: "m2").number == 1)
    }

    /// The highest accepted number is kept, never passed, so every meta.json stays readable.
    @Test func theNextNumberStopsAtTheHighestAccepted() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try Self.storeM1(store)
        try Self.writeMeta(
            #"{"number":999999999,"matchId":"m1","sport":"cricket","title":"T","status":"finished","created":"2026-11-25T14:00:00Z"}"#,
            of: "m1", in: store)
        let journal = try store.create(matchId: "m2", sport: "cricket", title: "Next", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        journal.close()
        #expect(try store.meta(of: "m2").number == 999_999_999)
    }

    /// Every folder in matches/ is listed: the ones that cannot be read with the reason.
    @Test func listingNamesUnreadableFolders() throws {
        let store = try Self.store()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        try Self.storeM1(store)
        let journal = try store.create(matchId: "m2", sport: "cricket", title: "Second", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        journal.close()
        try FileManager.default.removeItem(atPath: store.directory(of: "m1") + "/meta.json")
        let listed = try store.list()
        #expect(listed.map(\.matchId) == ["m2", "m1"])
        #expect(listed.first?.meta?.title == "Second")
        let meta = store.directory(of: "m1") + "/meta.json"
        #expect(listed.last == .unreadable(matchId: "m1", why: .unreadable(path: meta, why: StoreMessages.metaMissing)))
    }

    /// A disk that refuses the first record leaves no folder behind: nothing was recorded, and
    /// an empty folder would take the id and be listed as unreadable ever after.
    @Test func aCreateTheDiskRefusesLeavesTheIdFree() throws {
        let disk = SimulatedDisk()
        let store = MatchStore(root: "/data", files: disk)
        disk.spaceLeft = 0
        #expect(throws: StoreError.system(operation: "write", path: "(simulated)", errno: ENOSPC)) {
            try store.create(matchId: "m1", sport: "cricket", title: "T", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        }
        #expect(try store.storedIds().isEmpty)
        disk.spaceLeft = nil
        let journal = try store.create(matchId: "m1", sport: "cricket", title: "T", newMatch: Array(Self.newMatch.utf8), makeCurrent: false)
        journal.close()
        #expect(try store.read("m1").records.count == 1)
    }
}
