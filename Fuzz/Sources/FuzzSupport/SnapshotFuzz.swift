import FoundationEssentials
import Logging
import MatchEngine
import Session
import Store
import StoreTesting

/// The snapshot target (ADR 059): arbitrary bytes as a cricket match's saved state.
///
/// 1. The engine's reader (`CricketSession.resumed`): refused with a sentence, or a state that
///    this build writes and reads back to the same state, whose board builds.
/// 2. The same bytes as the snapshot file of a stored match (its header and checksum made
///    over them, so the store hands them to the engine): the loader never traps, and when it
///    does not use them the match is exactly the journal's fold and the log says why.
public enum SnapshotFuzz {
    static let newMatch = Array(
        #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside","players":["Ann","Bea","Cy"]},{"name":"Hillcrest","players":["Di","Ed"]}],"rules":{"oversPerInnings":2}}"#.utf8)
    static let lines = [
        #"{"type":"openers","striker":"Ann","nonStriker":"Bea"}"#, #"{"type":"bowler","name":"Di"}"#,
        #"{"type":"delivery","bat":4,"boundary":true}"#, #"{"type":"delivery","wicket":{"kind":"caught","fielder":"Ed"}}"#,
    ]

    public static func run(_ bytes: [UInt8]) {
        engine(bytes)
        stored(bytes)
    }

    static func engine(_ bytes: [UInt8]) {
        let resumed: CricketSession
        do throws(SnapshotRefusal) {
            resumed = try CricketSession.resumed(newMatch: Data(newMatch), snapshotState: Data(bytes), actionCount: lines.count)
        } catch {
            guard !error.message.isEmpty else { finding("a snapshot was refused without a sentence") }
            return
        }
        _ = resumed.scoreboard
        guard let again = resumed.snapshotState() else { finding("a resumed cricket match wrote no snapshot") }
        guard let twice = try? CricketSession.resumed(newMatch: Data(newMatch), snapshotState: again, actionCount: lines.count) else {
            finding("this build's own snapshot of a state it read was refused")
        }
        guard twice.state == resumed.state, twice.lastActionAt == resumed.lastActionAt else {
            finding("a state read, written and read again changed")
        }
    }

    static func stored(_ bytes: [UInt8]) {
        let disk = SimulatedDisk()
        let store = MatchStore(root: "/data", files: disk)
        let last: JournalRecord
        do {
            let journal = try store.create(matchId: "m1", sport: "cricket", title: "Riverside v Hillcrest", newMatch: newMatch)
            for line in lines { _ = try journal.append(Array(line.utf8), at: "2026-11-22T10:00:00Z") }
            journal.close()
            let opened = try store.open("m1")
            opened.journal.close()
            guard let record = opened.records.last else { finding("the set-up's journal has no records") }
            last = record
            try store.saveSnapshot(Snapshot(seq: last.seq, recordChecksum: last.checksum, state: bytes), of: "m1")
        } catch {
            finding("the simulated disk refused the set-up: \(error)")
        }
        var loader = MatchLoader(store: store)
        let log = FuzzLog()
        loader.logger = log.logger
        let loaded: MatchLoader.Loaded
        do {
            loaded = try loader.load("m1")
        } catch {
            finding("a match with an intact journal did not load because of its snapshot: \(error)")
        }
        loaded.journal.close()
        guard loaded.lastSeq == last.seq else { finding("the loader lost records") }
        if loaded.usedSnapshot { return }
        guard !log.messages.isEmpty else { finding("a snapshot was not used and the log does not say why") }
        guard let full = try? loader.load("m1", useSnapshot: false) else { finding("the journal does not fold") }
        full.journal.close()
        guard let folded = loaded.session as? CricketSession, let expected = full.session as? CricketSession,
            folded.state == expected.state
        else { finding("a match not resumed from its snapshot differs from the journal's fold") }
    }
}

/// The loader's log lines, kept (the target runs on one thread).
final class FuzzLog: LogHandler, @unchecked Sendable {
    private(set) var messages: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
        messages.append("\(message)")
    }

    var logger: Logger { Logger(label: "fuzz", factory: { _ in self }) }
}
