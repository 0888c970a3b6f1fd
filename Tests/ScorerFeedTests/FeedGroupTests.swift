import EventLoop
import MatchEngine
import ScorerFeed
import Store
import StoreTesting
import Testing

/// A settled burst is one journal group (ADR 047): one fdatasync for a ball's writes (eleven
/// before, one each), and after a power cut the ball is on the disk whole or not at all.
@Suite struct FeedGroupTests {
    typealias Feed = FeedFollowerTests

    /// The app sends a ball as 11 writes; the feed journal is synced once for them all, and
    /// once for the connect before them.
    @Test func aBallIsOneFdatasync() throws {
        let rig = try Feed.Rig()
        let path = FeedRecorder.path(in: Feed.data)
        let before = rig.disk.dataSyncs(of: path)
        rig.run({
            rig.link.connect(Feed.phone)
            for text in Feed.ball { rig.link.write(text, from: Feed.phone) }
        }, until: { rig.shown.last == Feed.expected(Feed.ball, link: .live) })
        // The connect record, then the ball's group: 2 fdatasyncs, 12 records.
        #expect(rig.disk.dataSyncs(of: path) - before == 2)
        #expect(try Journal.read(path, files: rig.disk).count == 12)
        // The next ball, alone: one.
        let next = ["BTS5/0", "B1S5", "B1B2", "OVB0.2", "COV4 1"]
        rig.run({ for text in next { rig.link.write(text, from: Feed.phone) } },
                until: { rig.shown.last == Feed.expected(Feed.ball + next, link: .live) })
        #expect(rig.disk.dataSyncs(of: path) - before == 3)
    }

    /// The power goes while the ball's group is written, with any number of its bytes kept:
    /// the board the next start shows is the one before the ball (the connect alone, an empty
    /// state) or the whole ball, never part of it.
    @Test func aCutDuringABallLeavesItWholeOrAbsent() throws {
        var whole = 0, absent = 0
        for kept in stride(from: 0, through: 1_500, by: 11) {
            let disk = SimulatedDisk()
            do {
                let rig = try Feed.Rig(disk: disk)
                rig.run({ rig.link.connect(Feed.phone) }, until: { true })
                disk.dieAtWrite = disk.writes + 1
                rig.run({ for text in Feed.ball { rig.link.write(text, from: Feed.phone) } },
                        until: { rig.shown.last?["error"] != nil })
                // Not saved: the ball is not shown.
                #expect(rig.follower.state.isEmpty)
                rig.follower.stop()
            }
            disk.powerCut(keepUnsynced: { min($0, kept) })
            let (_, resumed) = try FeedRecorder.open(dataDirectory: Feed.data, files: disk)
            if resumed.state.isEmpty {
                absent += 1
            } else {
                whole += 1
                #expect(resumed.state == Self.state(Feed.ball), "kept \(kept): part of the ball")
            }
        }
        #expect(whole >= 1 && absent >= 1)
    }

    static func state(_ writes: [String]) -> FeedState {
        var state = FeedState()
        for text in writes {
            if case .success(let write) = FeedWrite.decode(Array(text.utf8)) { _ = state.apply(write) }
        }
        return state
    }
}
