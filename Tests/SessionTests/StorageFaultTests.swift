import Foundation
import Glibc
import MatchEngine
import Session
import Store
import StoreTesting
import Testing

/// Durable before shown, strictly: when the disk refuses a write (EIO on fdatasync, ENOSPC),
/// the action is not applied, the press is not acknowledged, the board keeps the last durable
/// state and says why, and the next press after the fault clears records normally.
@Suite struct StorageFaultTests {
    static func session(_ disk: SimulatedDisk, clock: ManualClock = ManualClock()) throws -> (ScoringSession, Frames) {
        try disk.makeDirectory("/data")
        let session = ScoringSession(store: MatchStore(root: "/data", files: disk, clock: clock), clock: clock)
        session.preset = Fixture.cricket
        let frames = Frames(session)
        try session.start()
        return (session, frames)
    }

    @Test(arguments: [("fdatasync fails (EIO)", true), ("the disk is full (ENOSPC)", false)])
    func aPressTheDiskRefusesIsNeitherShownNorAcknowledged(_ name: String, _ failSync: Bool) throws {
        let disk = SimulatedDisk()
        let (session, frames) = try Self.session(disk)
        #expect(session.send(Fixture.press("run2")).acknowledged)
        let durable = try #require(frames.last)
        #expect(durable["score"]?.text == "2/0")

        if failSync { disk.failSyncs = 1 } else { disk.spaceLeft = 0 }
        let reply = session.send(Fixture.press("run4"))
        guard case .notRecorded(let why, let recorded) = reply.outcome else {
            Issue.record("\(name): the press was answered \(reply.outcome)")
            return
        }
        #expect(!reply.acknowledged)
        #expect(recorded.isEmpty)
        #expect(why.contains(failSync ? "fdatasync" : "write"))
        // The board: the last durable score, and the problem on its bottom line.
        let shown = try #require(frames.last)
        #expect(shown["score"]?.text == "2/0")
        #expect(shown["flash"] == nil)
        // A full disk gets the sentence that fits every board (ADR 046); a failed sync, which
        // the next press may get past, asks for the press again.
        let line = failSync ? shown["error"]?.text.hasPrefix("Not recorded, press again:") == true
            : shown["error"]?.text == "Disk full: not saved. Scoring resumes once space is freed."
        #expect(line)
        #expect(shown["error"]?.role == .warning)
        #expect(session.current?.seq == reply.seq)

        // The fault clears: the next press records, and the problem leaves the board.
        disk.failSyncs = 0
        disk.spaceLeft = nil
        #expect(session.send(Fixture.press("run1")).acknowledged)
        #expect(frames.last?["score"]?.text == "3/0")
        #expect(frames.last?["error"] == nil)

        // After a power cut, the journal holds exactly what was acknowledged: no four.
        disk.powerCut()
        let records = try MatchStore(root: "/data", files: disk).read(session.current?.matchId ?? "").records
        let deliveries = records.map { String(decoding: $0.payload, as: UTF8.self) }.filter { $0.contains("delivery") }
        #expect(deliveries.count == 2)
        #expect(!deliveries.contains { $0.contains(#""bat":4"#) })
    }

    @Test func aFailedWriteInTheMiddleOfAPressKeepsWhatWasDurableBeforeIt() throws {
        // The first press of a match records the openers and the bowler before the ball.
        let disk = SimulatedDisk()
        let (session, frames) = try Self.session(disk)
        disk.spaceLeft = 0
        let reply = session.send(Fixture.press("run1"))
        #expect(!reply.acknowledged)
        // Not even the openers: the board still waits for the first ball, and says why.
        #expect(frames.last?["score"] == nil)
        #expect(frames.last?["error"]?.role == .warning)
        disk.spaceLeft = nil
        let retried = session.send(Fixture.press("run1"))
        #expect(retried.acknowledged)
        #expect(frames.last?["score"]?.text == "1/0")
    }
}
