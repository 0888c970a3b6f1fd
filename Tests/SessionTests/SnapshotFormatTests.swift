import Foundation
import Logging
import Testing
@testable import MatchEngine
@testable import Session
@testable import Store

/// The snapshot's formats through the store and the loader (ADR 059): a folder written by the
/// build before (JSON, version 8) still resumes; this build writes its compact bytes; and a
/// snapshot of an unknown version, damaged, or behind the journal is not used, the log says
/// why in one sentence, and the match is the journal's fold.
@Suite struct SnapshotFormatTests {
    final class Captured: LogHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
            lock.withLock { lines.append("\(message)") }
        }
        var messages: [String] { lock.withLock { lines } }
    }

    static let fixture: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        dir.deleteLastPathComponent()
        dir.deleteLastPathComponent()
        return dir.appendingPathComponent("Fixtures/snapshots/legacy-v8")
    }()

    /// A data directory holding the fixture's match folder as the old build left it.
    static func legacyStore() throws -> MatchStore {
        let root = MatchStoreTests.temporaryRoot()
        let folder = URL(fileURLWithPath: root).appendingPathComponent("matches/legacy-v8")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["journal.jsonl", "meta.json", "snapshot"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return MatchStore(root: root)
    }

    static func loader(_ store: MatchStore) -> (MatchLoader, Captured) {
        let captured = Captured()
        var loader = MatchLoader(store: store)
        loader.logger = Logger(label: "test", factory: { _ in captured })
        return (loader, captured)
    }

    static func folded(_ store: MatchStore) throws -> CricketState {
        let full = try MatchLoader(store: store).load("legacy-v8", useSnapshot: false)
        full.journal.close()
        return try #require(full.session as? CricketSession).state
    }

    @Test func theOldBuildsJSONSnapshotStillResumes() throws {
        let store = try Self.legacyStore()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        // The fixture's file is the old build's: a header line, then JSON of version 8.
        let file = try Data(contentsOf: Self.fixture.appendingPathComponent("snapshot"))
        let stateStart = try #require(file.firstIndex(of: UInt8(ascii: "\n"))) + 1
        #expect(file[stateStart...].starts(with: Array(#"{"v":8,"#.utf8)))

        let (loader, log) = Self.loader(store)
        let loaded = try loader.load("legacy-v8")
        loaded.journal.close()
        #expect(loaded.usedSnapshot)
        #expect(log.messages.isEmpty)
        let session = try #require(loaded.session as? CricketSession)
        // The fixture's match: 400 synthetic actions, then a four at 10:00:00Z (402 records).
        #expect(loaded.lastSeq == 402)
        #expect(session.lastActionAt?.text == "2026-11-22T10:00:00Z")
        #expect(session.state.lastEvent == .four)
        // The board's clock resumes from the last line with a time: the four's, 2026-11-22
        // 10:00:00Z: 20,779 days after 1970-01-01 and 10 hours (20,779 × 86,400 + 36,000 s).
        #expect(loaded.latestTime == 1_795_341_600)
        #expect(session.state == (try Self.folded(store)))
    }

    @Test func theNextSnapshotIsWrittenInTheNewFormatAndResumes() throws {
        let store = try Self.legacyStore()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let loaded = try MatchLoader(store: store).load("legacy-v8")
        let recorder = LiveMatch(session: loaded.session, matchId: "legacy-v8", journal: loaded.journal, store: store, lastSeq: loaded.lastSeq)
        // The next ball; first a bowler if the fixture's last ball ended an over.
        if case .refused = MatchStoreTests.record(recorder, #"{"type":"delivery","bat":2}"#) {
            guard case .acknowledged = MatchStoreTests.record(recorder, #"{"type":"bowler","name":"Zed"}"#),
                case .acknowledged = MatchStoreTests.record(recorder, #"{"type":"delivery","bat":2}"#)
            else {
                Issue.record("the next ball was not recorded")
                return
            }
        }
        recorder.saveSnapshot()
        let live = try #require(recorder.session as? CricketSession).state
        recorder.close()

        let file = try #require(try PosixFileLayer().read(store.snapshotPath(of: "legacy-v8")))
        let stateStart = try #require(file.firstIndex(of: UInt8(ascii: "\n"))) + 1
        #expect(Array(file[stateStart..<(stateStart + 4)]) == Array("SLCS".utf8))
        // Smaller than the JSON it replaces (the fixture's is 9,129 bytes for one action less).
        #expect(file.count < 9_129 / 2)

        let (loader, log) = Self.loader(store)
        let again = try loader.load("legacy-v8")
        again.journal.close()
        #expect(again.usedSnapshot)
        #expect(log.messages.isEmpty)
        #expect((again.session as? CricketSession)?.state == live)
        #expect(try Self.folded(store) == live)
    }

    /// The snapshot the store holds, its state replaced by `state` (the header's checksum made
    /// over it, so the store passes it to the engine).
    static func replaceState(_ store: MatchStore, with state: [UInt8]) throws {
        let records = try store.open("legacy-v8")
        records.journal.close()
        let old = try #require(records.snapshot)
        try store.saveSnapshot(Snapshot(seq: old.seq, recordChecksum: old.recordChecksum, state: state), of: "legacy-v8")
    }

    @Test func anUnknownVersionIsFoldedFromTheJournalWithASentence() throws {
        let store = try Self.legacyStore()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        // "SLCS", version 63 (zigzag 126), then nothing this build could read anyway.
        try Self.replaceState(store, with: Array("SLCS".utf8) + [126, 0, 0])
        let (loader, log) = Self.loader(store)
        let loaded = try loader.load("legacy-v8")
        loaded.journal.close()
        #expect(!loaded.usedSnapshot)
        #expect(log.messages == [SnapshotMessages.unknownVersion(63, reads: 9, legacy: 8)])
        #expect((loaded.session as? CricketSession)?.state == (try Self.folded(store)))
    }

    @Test func aDamagedSnapshotFileIsFoldedFromTheJournalWithASentence() throws {
        let store = try Self.legacyStore()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let path = store.snapshotPath(of: "legacy-v8")
        var bytes = try #require(try PosixFileLayer().read(path))
        bytes[bytes.count - 10] ^= 0x04
        try PosixFileLayer().replaceAtomically(path, with: bytes)
        let (loader, log) = Self.loader(store)
        let loaded = try loader.load("legacy-v8")
        loaded.journal.close()
        #expect(!loaded.usedSnapshot)
        #expect(log.messages == [StoreMessages.snapshotChecksum(path)])
        #expect((loaded.session as? CricketSession)?.state == (try Self.folded(store)))
    }

    @Test func aSnapshotOfAnotherJournalIsFoldedFromTheJournalWithASentence() throws {
        let store = try Self.legacyStore()
        defer { try? FileManager.default.removeItem(atPath: store.root) }
        let records = try store.open("legacy-v8")
        records.journal.close()
        let state = try #require(records.snapshot).state
        try store.saveSnapshot(Snapshot(seq: 402, recordChecksum: 12345, state: state), of: "legacy-v8")
        let (loader, log) = Self.loader(store)
        let loaded = try loader.load("legacy-v8")
        loaded.journal.close()
        #expect(!loaded.usedSnapshot)
        #expect(log.messages == [StoreMessages.snapshotStale(store.snapshotPath(of: "legacy-v8"), seq: 402, records: 402)])
    }
}
