import Foundation
import Testing
@testable import Store

/// The queue of matches to play next: two `queue add`s at once keep both, and the names the
/// queue lists are exactly the names it removes.
@Suite struct QueueTests {
    static func record(_ id: String) -> [UInt8] {
        Array(#"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[{"name":"A"},{"name":"B"}]}"#.utf8)
    }

    /// The real disk, with one moment made to happen on cue: right after `enqueue` has listed
    /// the queue (and so chosen its number), another `queue add` writes its entry.
    final class RacingDisk: FileLayer, @unchecked Sendable {
        let base = PosixFileLayer()
        var afterListing: (() -> Void)?

        func read(_ path: String) throws(StoreError) -> [UInt8]? { try base.read(path) }
        func readRegularFile(_ path: String) throws(StoreError) -> [UInt8]? { try base.readRegularFile(path) }
        func kind(of path: String) throws(StoreError) -> FileKind? { try base.kind(of: path) }
        func openForAppend(_ path: String) throws(StoreError) -> (file: any AppendFile, created: Bool) { try base.openForAppend(path) }
        func syncDirectory(_ path: String) throws(StoreError) { try base.syncDirectory(path) }
        func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(StoreError) { try base.replaceAtomically(path, with: bytes) }
        func rename(_ from: String, to: String) throws(StoreError) { try base.rename(from, to: to) }
        func remove(_ path: String) throws(StoreError) { try base.remove(path) }
        func makeDirectory(_ path: String) throws(StoreError) { try base.makeDirectory(path) }
        func makeNewDirectory(_ path: String) throws(StoreError) -> Bool { try base.makeNewDirectory(path) }
        func createNew(_ path: String, with bytes: [UInt8]) throws(StoreError) -> Bool { try base.createNew(path, with: bytes) }

        func list(_ directory: String) throws(StoreError) -> [String] {
            let names = try base.list(directory)
            if directory.hasSuffix("/queue"), let other = afterListing {
                afterListing = nil
                other()
            }
            return names
        }
    }

    /// Both used to pick number 1, and the second replaced the first.
    @Test func twoAddsAtTheSameMomentKeepBoth() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let disk = RacingDisk()
        let other = Locked<Int?>(nil)
        disk.afterListing = { other.value = try? MatchStore(root: root).enqueue(Self.record("other")) }
        let mine = try MatchStore(root: root, files: disk).enqueue(Self.record("mine"))

        #expect(other.value == 1)
        #expect(mine == 2)
        let queue = try MatchStore(root: root).queue()
        #expect(queue.map(\.number) == [1, 2])
        #expect(queue.map(\.record) == [Self.record("other"), Self.record("mine")])
    }

    /// `7.json` was started but never removed (removal looked for `000007.json`), so it
    /// started again at every start. Only the names the queue writes are entries.
    @Test func onlyCanonicalNamesAreQueueEntries() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        try FileManager.default.createDirectory(atPath: root + "/queue", withIntermediateDirectories: true)
        for name in ["7.json", "0000008.json", "+00009.json", "-00010.json", "000000.json"] {
            try Data(Self.record("hand")).write(to: URL(fileURLWithPath: root + "/queue/" + name))
        }
        let number = try store.enqueue(Self.record("q1"))
        #expect(number == 1)
        #expect(try store.queue().map(\.number) == [1])
        try store.dequeue(1)
        #expect(try store.queue().isEmpty)
    }

    /// A record the kiosk could not store as its first journal line is refused when queued,
    /// not when the kiosk reaches it.
    @Test func aRecordTooLongForAJournalLineIsNotQueued() throws {
        let root = try JournalFormatTests.temporaryDirectory() + "/data"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        // 64 KiB less the 1 KiB kept for the envelope, the time and the id: 64,512 bytes.
        let longest = Array(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":""#.utf8)
        let padding = 64_512 - longest.count - Array(#""}]}"#.utf8).count
        let fits = longest + [UInt8](repeating: UInt8(ascii: "x"), count: padding) + Array(#""}]}"#.utf8)
        #expect(fits.count == 64_512)
        #expect(try store.enqueue(fits) == 1)
        #expect(throws: StoreError.queuedRecordTooLong(bytes: 64_513, limit: 64_512)) {
            try store.enqueue(fits + [UInt8(ascii: " ")])
        }
        #expect(try store.queue().map(\.number) == [1])
    }
}
