import Foundation
import MatchEngine
import Session
@testable import Store
import Testing

/// A new match never goes into a folder that is already in matches/, readable or not: the id
/// it would have taken is skipped.
@Suite struct NewMatchIdTests {
    /// A folder with no meta.json and a journal whose first line is damaged: what a match
    /// left by a failing card looks like. Returns its files' bytes.
    static func brokenFolder(_ store: MatchStore, id: String) throws -> Data {
        let folder = store.directory(of: id)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bytes = Data("{\"v\":1,\"seq\":1,damaged\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: folder + "/journal.jsonl"))
        return bytes
    }

    /// The preset has no matchId, so the kiosk makes one from the time and the number of
    /// folders: `m20261125140000-2` here, with one folder there already. It used to be
    /// created over that folder, whose lines went to a `.damaged-N` file.
    @Test func theKioskSkipsAFreshIdThatIsTaken() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root, clock: ManualClock())
        let taken = "m20261125140000-2"
        let bytes = try Self.brokenFolder(store, id: taken)

        let session = ScoringSession(store: store, clock: ManualClock())
        defer { session.close() }
        session.preset = Fixture.cricket
        guard case .started(let id) = try session.startNext() else {
            Issue.record("the preset did not start")
            return
        }
        #expect(id != taken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory(of: taken)) == ["journal.jsonl"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.journalPath(of: taken))) == bytes)
        #expect(try store.read(id).records.count == 1)
    }

    /// `add`'s fallback (the file's name) is skipped the same way when it is taken.
    @Test func aTakenFallbackIsSkipped() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root, clock: ManualClock())
        let bytes = try Self.brokenFolder(store, id: "paper")

        let session = ScoringSession(store: store, clock: ManualClock())
        defer { session.close() }
        let id = try session.create(newMatch: Fixture.cricket, fallbackId: "paper", makeCurrent: false)
        #expect(id != "paper")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.journalPath(of: "paper"))) == bytes)
        #expect(try store.read(id).records.count == 1)
    }
}

/// A queued record too long for a journal line (hand-made: `queue add` refuses one) would be
/// refused at every start; it is set aside like a record the engine refuses.
@Suite struct OversizedQueueTests {
    @Test func aQueuedRecordTooLongForTheJournalIsSetAside() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root, clock: ManualClock())
        let long = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":""# + String(repeating: "x", count: 70_000) + #""}]}"#
        try FileManager.default.createDirectory(atPath: root + "/queue", withIntermediateDirectories: true)
        try long.write(toFile: root + "/queue/000001.json", atomically: false, encoding: .utf8)
        #expect(try store.enqueue(Array(Fixture.badminton)) == 2)

        let session = ScoringSession(store: store, clock: ManualClock())
        defer { session.close() }
        let frames = Frames(session)
        #expect(try session.start() == .started(matchId: "court1"))
        let said = frames.last?["error"]?.text ?? ""
        #expect(said.hasPrefix("Queued match 1 could not be started: set aside whole in set-aside/queue-000001.json@"), "said: \(said)")
        // The whole sentence is in the note beside the copy (and the log, and doctor).
        let note = try #require(try FileManager.default.contentsOfDirectory(atPath: root + "/set-aside").first { $0.hasSuffix(".txt") })
        let sentence = try String(contentsOfFile: root + "/set-aside/" + note, encoding: .utf8)
        #expect(sentence.contains("\(root)/queue/000001.json is not a match this Scoreline can start ("), "note: \(sentence)")
        #expect(try store.queue().isEmpty)
        #expect(try store.storedIds() == ["court1"])
    }
}

/// A preset the kiosk can never start (a 70 KB team name makes its record longer than a
/// journal line; a hand-made record the engine refuses): the kiosk comes up on the idle board
/// and says why, instead of exiting on every start under systemd.
@Suite struct UnstartablePresetTests {
    @Test(arguments: [
        (#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":""# + String(repeating: "x", count: 70_000) + #""}]}"#, "65536 bytes"),
        (#"{"type":"newMatch","sport":"curling"}"#, #"Unknown sport "curling""#),
    ])
    func theIdleBoardSaysWhyThePresetCannotStart(_ preset: String, _ named: String) throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root, clock: ManualClock())
        let session = ScoringSession(store: store, clock: ManualClock())
        defer { session.close() }
        session.preset = Data(preset.utf8)
        let frames = Frames(session)
        #expect(try session.start() == .idle)
        let said = frames.last?["error"]?.text ?? ""
        #expect(said.hasPrefix("The preset cannot start: "), "said: \(said)")
        #expect(said.contains(named), "said: \(said)")
        #expect(try store.storedIds().isEmpty)
        #expect(store.currentMatchId() == nil)
    }
}
