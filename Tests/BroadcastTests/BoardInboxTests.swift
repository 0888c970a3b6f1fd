import EventLoop
import FoundationEssentials
import MatchEngine
import Synchronization
import Testing
@testable import Broadcast

@Suite struct BoardInboxTests {
    let court = FollowTarget.court(CourtTopics(venue: "riverside", court: "3")!)
    let address = BrokerAddress(host: "broker.test")

    func board(_ score: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", score, priority: BoardPriority.essential)])
    }

    func message(_ topic: String, _ text: String) -> MQTTMessage { MQTTMessage(topic: topic, payload: Array(text.utf8)) }

    func json(_ board: Scoreboard) throws -> String { String(decoding: try JSONEncoder().encode(board), as: UTF8.self) }

    @Test func aGoodBoardIsPostedAndRingsTheBell() throws {
        let inbox = try #require(BoardInbox(target: court, address: address, logger: RecordedLog().logger))
        inbox.receive(message("scoreline/riverside/3/board", try json(board("4"))))
        #expect(inbox.doorbell.wait(milliseconds: 0))
        #expect(inbox.drain().boards == ["3": board("4")])
        #expect(inbox.drain().isEmpty)
    }

    @Test func onlyTheNewestBoardWaitsInTheMailbox() throws {
        let inbox = try #require(BoardInbox(target: court, address: address, logger: RecordedLog().logger))
        for score in ["1", "2", "3"] { inbox.receive(message("scoreline/riverside/3/board", try json(board(score)))) }
        #expect(inbox.drain().boards == ["3": board("3")])
    }

    @Test func everyBadMessageIsRefusedWithOneLineNamingTheTopicAndWhy() throws {
        let topic = "scoreline/riverside/3/board"
        let newer = #"{"schemaVersion":2,"layout":"hologram","fields":[]}"#
        let cases: [(String, String)] = [
            (String(repeating: " ", count: 8193), "8193 bytes is over the 8192-byte limit"),
            ("{not json", "not JSON"),
            (#"{"schemaVersion":1,"layout":"idle"}"#, "not a board"),
            (#"{"schemaVersion":1,"layout":"teletext","fields":[]}"#, "not a board"),
            ("[1,2]", "not a board"),
            (newer, "newer Scoreline (schemaVersion 2; this one reads up to 1)"),
            ("", "empty"),
        ]
        for (payload, why) in cases {
            // A inbox of its own each: a kind already logged is counted, not logged again.
            let log = RecordedLog()
            let inbox = try #require(BoardInbox(target: court, address: address, logger: log.logger))
            inbox.receive(message(topic, try json(board("9"))))
            _ = inbox.drain()
            inbox.receive(message(topic, payload))
            #expect(inbox.drain().isEmpty)
            let lines = log.containing("follow: \(topic): refused: ")
            #expect(lines.count == 1, "\(why)")
            #expect(lines.first?.contains(why) == true, "\(lines)")
            #expect(lines.first?.hasSuffix("; kept the last good board") == true)
        }
    }

    /// issue 38: a flood of bad messages wrote one log line each. Now one line per kind of
    /// refusal per window, and the kind's next line says how many went unlogged.
    @Test func aFloodOfBadMessagesIsLoggedOncePerKindPerWindowWithACount() throws {
        let log = RecordedLog()
        let now = TestClock()
        let clock: @Sendable () -> UInt64 = { now.read() }
        let inbox = try #require(BoardInbox(target: .hall(venue: "riverside"), address: address, logger: log.logger,
                                          clock: clock, refusalWindow: 10_000))
        // 500 drains of a bad board on court 3, a bad status on court 4: two kinds.
        for _ in 0..<500 {
            inbox.receive(message("scoreline/riverside/3/board", "{not json"))
            inbox.receive(message("scoreline/riverside/4/status", "maybe"))
            #expect(inbox.drain().isEmpty)
            now.advance(10)
        }
        #expect(log.containing("refused: not JSON").count == 1)
        #expect(log.containing("refused: a status must be").count == 1)
        // A third kind is a line of its own at once.
        inbox.receive(message("scoreline/riverside/3/board", ""))
        _ = inbox.drain()
        #expect(log.containing("refused: the message is empty").count == 1)
        // After the window, the next of a kind is logged with the count of those not logged.
        now.advance(10_000)
        inbox.receive(message("scoreline/riverside/5/board", "{not json"))
        _ = inbox.drain()
        let lines = log.containing("refused: not JSON")
        #expect(lines.count == 2)
        #expect(lines.last?.contains("scoreline/riverside/5/board") == true)
        #expect(lines.last?.contains("(499 more refused for this reason since its last line, not logged)") == true, "\(lines)")
        #expect(log.all.count == 4)
    }

    /// issue 38: the client's thread only files messages; the newest per court waits, however
    /// many came, and only it is decoded. Memory stays bounded whatever the rate.
    @Test func aFloodOfGoodBoardsLeavesTheNewestOfEachCourtAndNothingElse() throws {
        let log = RecordedLog()
        let inbox = try #require(BoardInbox(target: .hall(venue: "riverside"), address: address, logger: log.logger))
        let boards = try (0..<200).map { try json(board("\($0)")) }
        for n in 0..<5_000 {
            inbox.receive(message("scoreline/riverside/\(n % 3 + 1)/board", boards[n % 200]))
        }
        // A bad board that a newer good one replaced was never to be drawn, nor logged.
        inbox.receive(message("scoreline/riverside/1/board", "{not json"))
        inbox.receive(message("scoreline/riverside/1/board", boards[7]))
        let batch = inbox.drain()
        #expect(batch.boards == ["1": board("7"), "2": board("\(4_999 % 200)"), "3": board("\(4_997 % 200)")])
        #expect(log.all.isEmpty)
        #expect(inbox.drain().isEmpty)
    }

    @Test func aBoardPublishedWhileListeningIsFreshARetainedOneIsNot() throws {
        let inbox = try #require(BoardInbox(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        var live = message("scoreline/riverside/1/board", try json(board("1")))
        live.retain = false
        inbox.receive(live)
        inbox.receive(message("scoreline/riverside/2/board", try json(board("2"))))
        let batch = inbox.drain()
        #expect(batch.boards.count == 2)
        #expect(batch.fresh == ["1"])
    }

    @Test func courtsPastTheCapAreNamedToBeCountedNotFiled() throws {
        let inbox = try #require(BoardInbox(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        for n in 1...(BoardInbox.maxCourts + 10) {
            inbox.receive(message("scoreline/riverside/\(n)/board", try json(board("\(n)"))))
        }
        // A court already filed still takes its newest board.
        inbox.receive(message("scoreline/riverside/1/board", try json(board("new"))))
        let batch = inbox.drain()
        #expect(batch.boards.count == BoardInbox.maxCourts)
        #expect(batch.boards["1"] == board("new"))
        #expect(batch.overflow == Set((BoardInbox.maxCourts + 1...BoardInbox.maxCourts + 10).map { "\($0)" }))
    }

    @Test func statusesAreOnlineOrOfflineAndOtherTopicsAreIgnored() throws {
        let log = RecordedLog()
        let inbox = try #require(BoardInbox(target: court, address: address, logger: log.logger))
        inbox.receive(message("scoreline/riverside/3/status", "offline"))
        inbox.receive(message("scoreline/riverside/4/board", try json(board("1"))))
        inbox.receive(message("scoreline/elsewhere/3/board", try json(board("1"))))
        #expect(inbox.drain() == BoardInbox.Batch(statuses: ["3": false]))
        inbox.receive(message("scoreline/riverside/3/status", "maybe"))
        #expect(inbox.drain().isEmpty)
        #expect(log.containing("refused: a status must be \"online\" or \"offline\"").count == 1)
    }

    @Test func aHallFeedTakesEveryCourtOfItsVenue() throws {
        let inbox = try #require(BoardInbox(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        inbox.receive(message("scoreline/riverside/1/board", try json(board("1"))))
        inbox.receive(message("scoreline/riverside/12/board", try json(board("12"))))
        inbox.receive(message("scoreline/riverside/12/status", "online"))
        inbox.receive(message("scoreline/other/2/board", try json(board("2"))))
        #expect(inbox.drain() == BoardInbox.Batch(boards: ["1": board("1"), "12": board("12")], statuses: ["12": true]))
    }
}

/// Monotonic milliseconds the test moves by hand.
final class TestClock: Sendable {
    private let now = Mutex<UInt64>(1_000)
    func read() -> UInt64 { now.withLock { $0 } }
    func advance(_ milliseconds: UInt64) { now.withLock { $0 += milliseconds } }
}
