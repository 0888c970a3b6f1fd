import Foundation
import MatchEngine
import Session
import Store
import StoreTesting
import Testing

/// One fdatasync per press (issue 37, ADR 047): a press and the follow-ups it brings (the
/// openers, the next bowler) are written as one journal group, counted on the test file layer.
/// Before the group, a cricket 4 that ended an over cost two fdatasyncs (the ball, then the next
/// bowler) and the first ball of a match three (openers, bowler, ball).
@Suite struct PressFdatasyncTests {
    static func session(_ preset: Data, disk: SimulatedDisk) throws -> ScoringSession {
        try disk.makeDirectory("/data")
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: "/data", files: disk, clock: clock), clock: clock)
        session.preset = preset
        try session.start()
        return session
    }

    /// What one press costs: fdatasyncs of the match's journal and of every file (a snapshot
    /// would show in the second), and the records it added.
    static func cost(of key: String, _ session: ScoringSession, _ disk: SimulatedDisk) throws -> (journal: Int, all: Int, records: Int) {
        let id = try #require(session.current?.matchId)
        let path = MatchStore(root: "/data", files: disk).journalPath(of: id)
        let (journal, all, seq) = (disk.dataSyncs(of: path), disk.dataSyncs, session.current?.seq ?? 0)
        let reply = session.send(Fixture.press(key))
        #expect(reply.acknowledged, "\(key): \(reply.outcome)")
        return (disk.dataSyncs(of: path) - journal, disk.dataSyncs - all, (session.current?.seq ?? 0) - seq)
    }

    /// Badminton: a point is one record, one fdatasync (as before the group).
    @Test func aBadmintonPointIsOneFdatasync() throws {
        let disk = SimulatedDisk()
        let session = try Self.session(Fixture.badminton, disk: disk)
        let cost = try Self.cost(of: "plusA", session, disk)
        #expect(cost.records == 1)
        #expect(cost.journal == 1)
        #expect(cost.all == 1)
    }

    /// The first ball of a match records the openers, the bowler and the ball (3 records, by
    /// `CricketBox.followUps`: openers while none are in, then a bowler, then the press):
    /// one group, one fdatasync of the journal (three before). The board's layout changes from
    /// the waiting board to the innings, so a snapshot is due too, written after the frame:
    /// the second fdatasync of the disk, off the press's path (as before).
    @Test func theFirstBallOfAMatchIsOneFdatasync() throws {
        let disk = SimulatedDisk()
        let session = try Self.session(Fixture.cricket, disk: disk)
        let cost = try Self.cost(of: "run1", session, disk)
        #expect(cost.records == 3)
        #expect(cost.journal == 1)
        #expect(cost.all == 2)
        #expect(session.current?.session.scoreboard["score"]?.text == "1/0")
    }

    /// A 4 off the sixth ball ends the over and brings the next bowler: 2 records, one
    /// fdatasync (two before). Balls 2 to 5 cost one each.
    @Test func aFourThatEndsAnOverIsOneFdatasync() throws {
        let disk = SimulatedDisk()
        let session = try Self.session(Fixture.cricket, disk: disk)
        _ = try Self.cost(of: "run1", session, disk)
        for _ in 2...5 {
            let cost = try Self.cost(of: "dot", session, disk)
            #expect(cost.records == 1 && cost.journal == 1)
        }
        let cost = try Self.cost(of: "run4", session, disk)
        #expect(cost.records == 2)
        #expect(cost.journal == 1)
        #expect(cost.all == 1)
        // 1 + 4 = 5 runs, 1.0 overs (6 legal balls), hand-counted.
        #expect(session.current?.session.scoreboard["score"]?.text == "5/0")
    }

    /// The group is written whole or not at all, and applied only once durable: the power
    /// goes during the over-ending 4's write with any number of its bytes reaching the disk;
    /// the match resumed after the cut has the 4 and the next bowler both, or neither (the
    /// board at 1/0 after 5 balls), never the ball without its bowler.
    @Test func aPowerCutDuringAPressGroupLeavesItWholeOrAbsent() throws {
        var whole = 0, absent = 0
        for kept in stride(from: 0, through: 400, by: 7) {
            let disk = SimulatedDisk()
            let session = try Self.session(Fixture.cricket, disk: disk)
            _ = try Self.cost(of: "run1", session, disk)
            for _ in 2...5 { _ = try Self.cost(of: "dot", session, disk) }
            let before = try #require(session.current?.seq)
            disk.dieAtWrite = disk.writes + 1
            let reply = session.send(Fixture.press("run4"))
            #expect(!reply.acknowledged)
            disk.powerCut(keepUnsynced: { min($0, kept) })
            let resumed = try Self.resume(disk)
            let seq = try #require(resumed.current?.seq)
            if seq == before + 2 {
                whole += 1
                #expect(resumed.current?.session.scoreboard["score"]?.text == "5/0")
            } else {
                absent += 1
                #expect(seq == before, "kept \(kept): \(seq - before) of the group's 2 records")
                #expect(resumed.current?.session.scoreboard["score"]?.text == "1/0")
            }
        }
        #expect(whole >= 1 && absent >= 1)
    }

    /// The disk refuses the group (EIO on its fdatasync): neither the ball nor the bowler is
    /// applied or shown, and after a power cut neither is on the disk; the press again records
    /// both.
    @Test func aRefusedGroupAppliesNothing() throws {
        let disk = SimulatedDisk()
        let session = try Self.session(Fixture.cricket, disk: disk)
        _ = try Self.cost(of: "run1", session, disk)
        for _ in 2...5 { _ = try Self.cost(of: "dot", session, disk) }
        let before = try #require(session.current?.seq)
        disk.failSyncs = 1
        let reply = session.send(Fixture.press("run4"))
        guard case .notRecorded(_, let recorded) = reply.outcome else {
            Issue.record("answered \(reply.outcome)")
            return
        }
        #expect(recorded.isEmpty)
        #expect(session.current?.seq == before)
        #expect(session.current?.session.scoreboard["score"]?.text == "1/0")
        disk.powerCut()
        let resumed = try Self.resume(disk)
        #expect(resumed.current?.seq == before)
        let again = resumed.send(Fixture.press("run4"))
        #expect(again.acknowledged)
        #expect(resumed.current?.seq == before + 2)
    }

    static func resume(_ disk: SimulatedDisk) throws -> ScoringSession {
        let clock = ManualClock()
        let session = ScoringSession(store: MatchStore(root: "/data", files: disk, clock: clock), clock: clock)
        session.preset = Fixture.cricket
        try session.start()
        return session
    }
}
