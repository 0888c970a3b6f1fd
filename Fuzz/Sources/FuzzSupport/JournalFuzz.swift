import FoundationEssentials
import MatchEngine
import Session
import Store
import StoreTesting

/// The journal target: arbitrary bytes as a match's journal (and, after the first NUL byte,
/// as its snapshot), opened the way the kiosk opens it. Recovery must keep every byte (what
/// it keeps plus what it sets aside is the file it found), agree with the read-only scan,
/// leave a journal that opens cleanly and takes the next record, and the kiosk's start over
/// it must not crash (it may refuse).
public enum JournalFuzz {
    static let matchId = "m1"

    public static func run(_ bytes: [UInt8]) {
        let nul = bytes.firstIndex(of: 0)
        let journalBytes = Array(bytes[..<(nul ?? bytes.endIndex)])
        let snapshotBytes = nul.map { Array(bytes[($0 + 1)...]) }
        let disk = SimulatedDisk()
        let clock = StepClock()
        let store = MatchStore(root: "/data", files: disk, clock: clock)
        let path = store.journalPath(of: matchId)
        do {
            try disk.makeDirectory(store.directory(of: matchId))
            try disk.replaceAtomically(path, with: journalBytes)
            if let snapshotBytes { try disk.replaceAtomically(store.snapshotPath(of: matchId), with: snapshotBytes) }
            try store.writeMeta(MatchMeta(number: 1, matchId: matchId, sport: "cricket", title: "A v B", status: .current, created: "2026-11-22T10:00:00Z"))
            try store.setCurrent(matchId)
        } catch {
            finding("the simulated disk refused the set-up: \(error)")
        }

        let scanned = try? Journal.read(path, files: disk)
        let opened: (journal: Journal, records: [JournalRecord], recovery: Recovery?)
        do {
            opened = try Journal.open(path, files: disk)
        } catch {
            // Refused whole (a newer journal): then nothing may have been touched.
            guard (try? disk.read(path)) == journalBytes else { finding("a journal refused on opening was changed: \(error)") }
            guard scanned == nil else { finding("the read-only scan reads a journal that opening refuses: \(error)") }
            return
        }
        guard scanned == opened.records else { finding("the read-only scan and opening disagree on the records") }
        let kept = (try? disk.read(path)) ?? []
        if let recovery = opened.recovery {
            let aside = (try? disk.read(recovery.setAsidePath)) ?? []
            guard kept + aside == journalBytes else { finding("recovery lost bytes: kept \(kept.count) + set aside \(aside.count) != \(journalBytes.count)") }
            guard recovery.kept == opened.records.count, recovery.setAsideBytes == aside.count else { finding("the recovery report does not match the files") }
            guard !aside.isEmpty else { finding("a recovery set nothing aside") }
        } else {
            guard kept == journalBytes else { finding("a journal opened without recovery was changed") }
        }
        opened.journal.close()

        let records = opened.records
        let again = reopen(path, disk)
        guard again.records == records, again.recovery == nil else { finding("a recovered journal is recovered again on the next opening") }
        let next: Int
        do {
            next = try again.journal.append(Array(#"{"type":"undo"}"#.utf8), at: clock.now().journalTime)
        } catch {
            finding("a recovered journal does not take a record: \(error)")
        }
        guard next == (records.last?.seq ?? 0) + 1 else { finding("the next record after recovery is seq \(next)") }
        again.journal.close()
        let third = reopen(path, disk)
        third.journal.close()
        guard third.records.dropLast() == records[...], third.records.last?.seq == next, third.recovery == nil else {
            finding("the record appended after recovery is not read back after it")
        }

        // The kiosk's start over this store: it may refuse the match, never crash.
        let session = ScoringSession(store: store, clock: clock)
        _ = try? session.start()
        session.close()
    }

    private static func reopen(_ path: String, _ disk: SimulatedDisk) -> (journal: Journal, records: [JournalRecord], recovery: Recovery?) {
        do {
            return try Journal.open(path, files: disk)
        } catch {
            finding("a journal that opened once does not open again: \(error)")
        }
    }
}
