import Foundation
import MatchEngine
import Session
import Store
import StoreTesting
import Testing

/// A kiosk started on a data disk that refuses writes (ADR 046): read-only, as after the kernel
/// remounts a failing card, or full. It shows the last durable board read-only and says why,
/// refuses every press with that sentence (never acknowledged), asks the disk again every five
/// ticks, and scores on when the disk takes writes, with nothing lost.
@Suite struct ReadOnlyDiskTests {
    static let readOnlyLine = "Disk read-only: not saved. Scoring resumes once writable."
    static let fullLine = "Disk full: not saved. Scoring resumes once space is freed."

    /// A match scored to 6/0 (a two, then a four) by one kiosk, which then stops.
    static func scoredDisk() throws -> SimulatedDisk {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        let first = ScoringSession(store: MatchStore(root: "/data", files: disk), clock: ManualClock())
        first.preset = Fixture.cricket
        try first.start()
        #expect(first.send(Fixture.press("run2")).acknowledged)
        #expect(first.send(Fixture.press("run4")).acknowledged)
        first.close()
        disk.powerCut()
        return disk
    }

    static func boot(_ disk: SimulatedDisk) throws -> (ScoringSession, Frames, ScoringSession.Start) {
        let session = ScoringSession(store: MatchStore(root: "/data", files: disk), clock: ManualClock())
        session.preset = Fixture.cricket
        let frames = Frames(session)
        let started = try session.start()
        return (session, frames, started)
    }

    /// The deliveries in the journal after a power cut, as their `bat` values.
    static func durableRuns(_ disk: SimulatedDisk) throws -> [String] {
        disk.powerCut()
        let store = MatchStore(root: "/data", files: disk)
        let id = try #require(store.currentMatchId())
        return try store.read(id).records.map { String(decoding: $0.payload, as: UTF8.self) }
            .filter { $0.contains("delivery") }.compactMap { line in line.firstMatch(of: #/"bat":\d+/#).map { String($0.output) } }
    }

    @Test(arguments: [true, false])
    func aDiskThatRefusesAtBootShowsTheLastDurableBoardAndScoresOnWhenItComesBack(_ readOnly: Bool) throws {
        let disk = try Self.scoredDisk()
        if readOnly { disk.readOnly = true } else { disk.spaceLeft = 0 }
        let line = readOnly ? Self.readOnlyLine : Self.fullLine

        let (session, frames, started) = try Self.boot(disk)
        var sports: [String?] = []
        session.sportChanged = { sports.append($0) }
        #expect(started == .readOnly(readOnly ? .readOnly : .full))
        // The buttons keep the shown match's sport, so resuming does not re-key (and re-open) them.
        #expect(session.sport == "cricket")
        #expect(session.isReadOnly)
        // The board the journal holds (2 + 4 = 6 runs, no wicket), and why.
        #expect(frames.last?["score"]?.text == "6/0")
        #expect(frames.last?["error"]?.text == line)
        #expect(frames.last?["error"]?.role == .warning)

        // A press is refused with the sentence, not acknowledged, and changes nothing.
        let refused = session.send(Fixture.press("run1"))
        #expect(!refused.acknowledged)
        #expect(refused.outcome == .notRecorded(why: line, recorded: []))
        #expect(frames.last?["score"]?.text == "6/0")

        // The disk comes back. Four ticks: not asked yet, still waiting. The fifth asks and resumes.
        if readOnly { disk.readOnly = false } else { disk.spaceLeft = nil }
        for _ in 0..<4 { session.handle(.tick) }
        #expect(session.isReadOnly)
        #expect(frames.last?["error"]?.text == line)
        session.handle(.tick)
        #expect(!session.isReadOnly)
        #expect(frames.last?["error"] == nil)
        #expect(frames.last?["score"]?.text == "6/0")
        #expect(sports.isEmpty)

        // Scoring goes on from the durable record: 6 + 1 = 7, and the refused press is nowhere.
        #expect(session.send(Fixture.press("run1")).acknowledged)
        #expect(frames.last?["score"]?.text == "7/0")
        #expect(try Self.durableRuns(disk) == [#""bat":2"#, #""bat":4"#, #""bat":1"#])
    }

    /// Still refusing when asked: it keeps waiting, keeps the board, and asks again five ticks on.
    @Test func aDiskStillReadOnlyWhenAskedIsAskedAgain() throws {
        let disk = try Self.scoredDisk()
        disk.readOnly = true
        let (session, frames, _) = try Self.boot(disk)
        for _ in 0..<10 { session.handle(.tick) }
        #expect(session.isReadOnly)
        #expect(frames.last?["score"]?.text == "6/0")
        // Read-only turned full meanwhile (remounted, but no room): the sentence follows.
        disk.readOnly = false
        disk.spaceLeft = 0
        for _ in 0..<5 { session.handle(.tick) }
        #expect(session.isReadOnly)
        #expect(frames.last?["error"]?.text == Self.fullLine)
        disk.spaceLeft = nil
        for _ in 0..<5 { session.handle(.tick) }
        #expect(!session.isReadOnly)
    }

    /// No match in progress: the idle board says why, and the preset starts once there is room.
    @Test func aFullDiskWithNoMatchShowsTheIdleBoardThenStartsThePreset() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        disk.spaceLeft = 100
        let (session, frames, started) = try Self.boot(disk)
        #expect(started == .readOnly(.full))
        #expect(session.current == nil)
        #expect(frames.last?["error"]?.text == Self.fullLine)
        disk.spaceLeft = nil
        for _ in 0..<5 { session.handle(.tick) }
        #expect(!session.isReadOnly)
        #expect(session.current?.seq == 1)
        #expect(frames.last?["error"] == nil)
    }

    /// A disk that fills during a match: the press is refused with the sentence that fits the
    /// board (the whole error goes to the log), and the next press once there is room records.
    @Test func aDiskThatFillsDuringAMatchSaysSoInTheShortSentence() throws {
        let disk = try Self.scoredDisk()
        let (session, frames, _) = try Self.boot(disk)
        disk.spaceLeft = 0
        #expect(!session.send(Fixture.press("run1")).acknowledged)
        #expect(frames.last?["error"]?.text == Self.fullLine)
        disk.spaceLeft = nil
        #expect(session.send(Fixture.press("run1")).acknowledged)
        #expect(frames.last?["score"]?.text == "7/0")
    }
}
