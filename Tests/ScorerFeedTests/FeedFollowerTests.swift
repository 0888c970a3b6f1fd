import EventLoop
import Logging
import MatchEngine
import ScorerFeed
import Store
import StoreTesting
import Testing

/// The feed kiosk's brain with the scripted link, the real reactor and the simulated disk: what
/// the screens are given, and what is on the disk when they are.
@Suite struct FeedFollowerTests {
    static let phone = "/org/bluez/hci0/dev_AA_BB_CC_DD_EE_01"
    static let otherPhone = "/org/bluez/hci0/dev_AA_BB_CC_DD_EE_02"
    static let data = "/data"
    /// One ball's burst, as the app sends it after a four: score, batter, bowler, overs, over.
    static let ball = ["BTNRiverside", "FTNHillcrest", "BTS4/0", "B1NA Smith", "B1S4", "B1B1", "B1K1", "F1NC Brown", "F1S0/4 (0.1)", "OVB0.1", "COV4"]
    static let clock = Timestamp("2026-11-28T14:02:07+00:00")

    /// A follower on a fresh reactor, its journal on `disk`; every board it shows is kept.
    final class Rig {
        let reactor = Reactor()
        let link = ScriptedAppLink()
        let disk: SimulatedDisk
        var shown: [Scoreboard] = []
        /// What the journal held on the disk when each board was shown (records, synced or not).
        var journaledAtShow: [Int] = []
        let follower: FeedFollower
        let recorder: FeedRecorder

        init(disk: SimulatedDisk = SimulatedDisk(), now: Timestamp? = FeedFollowerTests.clock) throws {
            self.disk = disk
            let (recorder, resumed) = try FeedRecorder.open(dataDirectory: FeedFollowerTests.data, files: disk)
            self.recorder = recorder
            var show: (Scoreboard) -> Void = { _ in }
            follower = FeedFollower(
                name: "Riverside CC", link: link, recorder: recorder, resumed: resumed, now: { now },
                show: { show($0) }, settle: .init(quiet: 5, longest: 50), logger: Logger(label: "test"))
            show = { [unowned self] board in
                shown.append(board)
                journaledAtShow.append((try? Journal.read(FeedRecorder.path(in: FeedFollowerTests.data), files: disk).count) ?? -1)
            }
            try follower.start(on: reactor)
        }

        /// Runs `script` on the loop, then the loop until `done` holds after a board is shown
        /// (or 5 s pass: a failing test ends, it does not hang).
        func run(_ script: @escaping () -> Void, until done: @escaping () -> Bool) {
            let previous = shown.count
            reactor.rearm()
            _ = reactor.after(milliseconds: 0) { script() }
            _ = reactor.after(milliseconds: 5000) { [reactor] in reactor.stop() }
            func poll() {
                if shown.count > previous && done() { reactor.stop() } else { _ = reactor.after(milliseconds: 1) { poll() } }
            }
            poll()
            _ = reactor.run()
        }
    }

    static func expected(_ writes: [String], link: FeedLink) -> Scoreboard {
        var state = FeedState()
        for text in writes {
            if case .success(let write) = FeedWrite.decode(Array(text.utf8)) { _ = state.apply(write) }
        }
        return state.scoreboard(link: link)
    }

    @Test func theFirstBoardIsTheWaitingBoardNamingWhatToPairWith() throws {
        let rig = try Rig()
        #expect(rig.shown.count == 1)
        #expect(rig.shown.first == FeedState().scoreboard(link: .waiting(name: "Riverside CC")))
        #expect(rig.shown.first?.fields.contains { $0.text.contains("Riverside CC") } == true)
    }

    @Test func aBurstOfWritesIsOneBoardAndEveryWriteIsOnTheDiskBeforeIt() throws {
        let rig = try Rig()
        rig.run({
            rig.link.connect(Self.phone)
            for text in Self.ball { rig.link.write(text, from: Self.phone) }
        }, until: { rig.shown.last == Self.expected(Self.ball, link: .live) })
        // The waiting board, the connected board, then the whole ball once: no half-updated board.
        let ballBoards = rig.shown.filter { $0 == Self.expected(Self.ball, link: .live) }
        #expect(ballBoards.count == 1)
        #expect(!rig.shown.contains(Self.expected(Array(Self.ball.prefix(5)), link: .live)))
        // Eleven writes and the connect, each a record, all on the disk when the board went up.
        #expect(rig.journaledAtShow.last == Self.ball.count + 1)
    }

    @Test func aSecondPhoneIsRefusedUntilTheScorerLeaves() throws {
        let rig = try Rig()
        var verdicts: [AppWriteVerdict] = []
        rig.run({
            rig.link.connect(Self.phone)
            verdicts.append(rig.link.write("BTS4/0", from: Self.phone))
            verdicts.append(rig.link.write("BTS99/9", from: Self.otherPhone))
        }, until: { rig.follower.state[.battingScore] == "4/0" })
        #expect(verdicts == [.accept, .refuseOtherCentral])
        rig.run({
            rig.link.disconnect(Self.phone)
            verdicts.append(rig.link.write("BTS8/0", from: Self.otherPhone))
        }, until: { rig.follower.state[.battingScore] == "8/0" })
        #expect(verdicts.last == .accept)
    }

    @Test func malformedAndUnchangedWritesChangeNothingAndWriteNothing() throws {
        let rig = try Rig()
        rig.run({
            rig.link.connect(Self.phone)
            rig.link.write("BTS4/0", from: Self.phone)
        }, until: { rig.follower.state[.battingScore] == "4/0" })
        let records = try Journal.read(FeedRecorder.path(in: Self.data), files: rig.disk).count
        #expect(rig.link.write("BTSlots", from: Self.phone) == .accept)
        #expect(rig.link.write("BTS4/0", from: Self.phone) == .accept)
        #expect(rig.link.write([0xFF, 0xFE, 0x41], from: Self.phone) == .accept)
        #expect(rig.follower.state[.battingScore] == "4/0")
        #expect(try Journal.read(FeedRecorder.path(in: Self.data), files: rig.disk).count == records)
    }

    @Test func theAppLeavingLeavesTheLastBoardUpWithTheTimeItWent() throws {
        let rig = try Rig()
        rig.run({
            rig.link.connect(Self.phone)
            for text in Self.ball { rig.link.write(text, from: Self.phone) }
        }, until: { rig.shown.last == Self.expected(Self.ball, link: .live) })
        rig.run({ rig.link.disconnect(Self.phone) }, until: { true })
        let board = try #require(rig.shown.last)
        #expect(board["error"]?.text == "Scorer's app disconnected at 14:02")
        #expect(board["error"]?.role == .warning)
        #expect(board == Self.expected(Self.ball, link: .disconnected(since: try #require(Self.clock))))
        // It comes back and writes on: live again.
        rig.run({
            rig.link.connect(Self.phone)
            rig.link.write("BTS5/0", from: Self.phone)
        }, until: { rig.shown.last == Self.expected(Self.ball + ["BTS5/0"], link: .live) })
        #expect(rig.shown.last?["error"] == nil)
        #expect(rig.shown.last?["score"]?.text == "5/0")
    }

    @Test func aWriteTheDiskRefusesIsNotShownAndTheBottomLineSaysWhy() throws {
        let rig = try Rig()
        rig.run({
            rig.link.connect(Self.phone)
            rig.link.write("BTS4/0", from: Self.phone)
        }, until: { rig.follower.state[.battingScore] == "4/0" })
        rig.disk.failSyncs = 1
        rig.run({ rig.link.write("BTS8/0", from: Self.phone) }, until: { rig.shown.last?["error"] != nil })
        #expect(rig.follower.state[.battingScore] == "4/0")
        #expect(rig.shown.last?["error"]?.text.hasPrefix("Not saved:") == true)
        #expect(rig.shown.last?["error"]?.role == .warning)
        // The next write after the fault is saved and shown; the problem line goes.
        rig.run({ rig.link.write("BTS8/0", from: Self.phone) }, until: { rig.follower.state[.battingScore] == "8/0" && rig.shown.last?["error"] == nil })
        #expect(rig.shown.last == Self.expected(["BTS8/0"], link: .live))
    }

    @Test func aPowerCutThenAStartShowsTheLastSavedBoardAtOnce() throws {
        let disk = SimulatedDisk()
        do {
            let rig = try Rig(disk: disk)
            rig.run({
                rig.link.connect(Self.phone)
                for text in Self.ball { rig.link.write(text, from: Self.phone) }
            }, until: { rig.shown.last == Self.expected(Self.ball, link: .live) })
            rig.follower.stop()
        }
        disk.powerCut()
        let later = Timestamp("2026-11-28T15:30:00+00:00")
        let rig = try Rig(disk: disk, now: later)
        // Before any event: the resumed board, since the journal's last record (14:02), not now.
        #expect(rig.shown.count == 1)
        #expect(rig.shown.first == Self.expected(Self.ball, link: .disconnected(since: try #require(Self.clock))))
    }

    @Test func compactingKeepsTheBoardAndLeavesOneRecordAField() throws {
        let disk = SimulatedDisk()
        let writes = Self.ball + ["BTS5/0", "B1S5", "B1B2", "OVB0.2", "COV4 1"]
        do {
            let rig = try Rig(disk: disk)
            rig.run({
                rig.link.connect(Self.phone)
                for text in writes { rig.link.write(text, from: Self.phone) }
            }, until: { rig.shown.last == Self.expected(writes, link: .live) })
            try rig.recorder.compact(rig.follower.state, at: Self.clock)
            // 11 distinct fields: the four rewritten ones count once.
            #expect(rig.recorder.records == 11)
            rig.follower.stop()
        }
        let (_, resumed) = try FeedRecorder.open(dataDirectory: Self.data, files: disk)
        var state = FeedState()
        for text in writes {
            if case .success(let write) = FeedWrite.decode(Array(text.utf8)) { _ = state.apply(write) }
        }
        #expect(resumed.state == state)
        #expect(try Journal.read(FeedRecorder.path(in: Self.data), files: disk).count == 11)
    }
}

/// A problem with the radio is on the board, not only in the log: a volunteer sees it.
@Suite struct FeedLinkProblemTests {
    @Test func aLinkProblemIsTheBottomLineUntilThePeripheralIsReadyAgain() throws {
        let rig = try FeedFollowerTests.Rig()
        rig.run({ rig.link.problem("BlueZ is not running (bluetooth.service): waiting for it to start") }, until: { true })
        let board = try #require(rig.shown.last)
        #expect(board["error"]?.text == "Bluetooth: BlueZ is not running (bluetooth.service): waiting for it to start")
        #expect(board["error"]?.compact == "NO BLUETOOTH")
        #expect(board["error"]?.role == .warning)
        // Registered again: the waiting board, as before the problem.
        rig.run({ rig.link.ready() }, until: { rig.shown.last?["error"] == nil })
        #expect(rig.shown.last == FeedState().scoreboard(link: .waiting(name: "Riverside CC")))
    }
}

/// Pairing is "just works" (no screen for a code), let through only while no other app scores.
@Suite struct FeedPairingTests {
    @Test func aSecondPhoneCannotPairWhileTheScorerIsConnected() throws {
        let rig = try FeedFollowerTests.Rig()
        #expect(rig.link.pair(FeedFollowerTests.phone))
        rig.run({
            rig.link.connect(FeedFollowerTests.phone)
            rig.link.write("BTS4/0", from: FeedFollowerTests.phone)
        }, until: { rig.follower.state[.battingScore] == "4/0" })
        #expect(!rig.link.pair(FeedFollowerTests.otherPhone))
        // The scorer may pair again (a lost bond); once it has gone, another phone may pair.
        #expect(rig.link.pair(FeedFollowerTests.phone))
        rig.run({ rig.link.disconnect(FeedFollowerTests.phone) }, until: { true })
        #expect(rig.link.pair(FeedFollowerTests.otherPhone))
    }
}
