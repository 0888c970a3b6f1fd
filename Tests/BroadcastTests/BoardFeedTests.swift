import EventLoop
import FoundationEssentials
import MatchEngine
import Synchronization
import Testing
@testable import Broadcast

@Suite struct BoardFeedTests {
    let court = FollowTarget.court(CourtTopics(venue: "riverside", court: "3")!)
    let address = BrokerAddress(host: "broker.test")

    func board(_ score: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", score, priority: BoardPriority.essential)])
    }

    func message(_ topic: String, _ text: String) -> MQTTMessage { MQTTMessage(topic: topic, payload: Array(text.utf8)) }

    func json(_ board: Scoreboard) throws -> String { String(decoding: try JSONEncoder().encode(board), as: UTF8.self) }

    @Test func aGoodBoardIsPostedAndRingsTheBell() throws {
        let feed = try #require(BoardFeed(target: court, address: address, logger: RecordedLog().logger))
        feed.receive(message("scoreline/riverside/3/board", try json(board("4"))))
        #expect(feed.doorbell.wait(milliseconds: 0))
        #expect(feed.drain().boards == ["3": board("4")])
        #expect(feed.drain().isEmpty)
    }

    @Test func onlyTheNewestBoardWaitsInTheMailbox() throws {
        let feed = try #require(BoardFeed(target: court, address: address, logger: RecordedLog().logger))
        for score in ["1", "2", "3"] { feed.receive(message("scoreline/riverside/3/board", try json(board(score)))) }
        #expect(feed.drain().boards == ["3": board("3")])
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
            // A feed of its own each: a kind already logged is counted, not logged again.
            let log = RecordedLog()
            let feed = try #require(BoardFeed(target: court, address: address, logger: log.logger))
            feed.receive(message(topic, try json(board("9"))))
            _ = feed.drain()
            feed.receive(message(topic, payload))
            #expect(feed.drain().isEmpty)
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
        let feed = try #require(BoardFeed(target: .hall(venue: "riverside"), address: address, logger: log.logger,
                                          clock: clock, refusalWindow: 10_000))
        // 500 drains of a bad board on court 3, a bad status on court 4: two kinds.
        for _ in 0..<500 {
            feed.receive(message("scoreline/riverside/3/board", "{not json"))
            feed.receive(message("scoreline/riverside/4/status", "maybe"))
            #expect(feed.drain().isEmpty)
            now.advance(10)
        }
        #expect(log.containing("refused: not JSON").count == 1)
        #expect(log.containing("refused: a status must be").count == 1)
        // A third kind is a line of its own at once.
        feed.receive(message("scoreline/riverside/3/board", ""))
        _ = feed.drain()
        #expect(log.containing("refused: the message is empty").count == 1)
        // After the window, the next of a kind is logged with the count of those not logged.
        now.advance(10_000)
        feed.receive(message("scoreline/riverside/5/board", "{not json"))
        _ = feed.drain()
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
        let feed = try #require(BoardFeed(target: .hall(venue: "riverside"), address: address, logger: log.logger))
        let boards = try (0..<200).map { try json(board("\($0)")) }
        for n in 0..<5_000 {
            feed.receive(message("scoreline/riverside/\(n % 3 + 1)/board", boards[n % 200]))
        }
        // A bad board that a newer good one replaced was never to be drawn, nor logged.
        feed.receive(message("scoreline/riverside/1/board", "{not json"))
        feed.receive(message("scoreline/riverside/1/board", boards[7]))
        let batch = feed.drain()
        #expect(batch.boards == ["1": board("7"), "2": board("\(4_999 % 200)"), "3": board("\(4_997 % 200)")])
        #expect(log.all.isEmpty)
        #expect(feed.drain().isEmpty)
    }

    @Test func aBoardPublishedWhileListeningIsFreshARetainedOneIsNot() throws {
        let feed = try #require(BoardFeed(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        var live = message("scoreline/riverside/1/board", try json(board("1")))
        live.retain = false
        feed.receive(live)
        feed.receive(message("scoreline/riverside/2/board", try json(board("2"))))
        let batch = feed.drain()
        #expect(batch.boards.count == 2)
        #expect(batch.fresh == ["1"])
    }

    @Test func courtsPastTheCapAreNamedToBeCountedNotFiled() throws {
        let feed = try #require(BoardFeed(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        for n in 1...(BoardFeed.maxCourts + 10) {
            feed.receive(message("scoreline/riverside/\(n)/board", try json(board("\(n)"))))
        }
        // A court already filed still takes its newest board.
        feed.receive(message("scoreline/riverside/1/board", try json(board("new"))))
        let batch = feed.drain()
        #expect(batch.boards.count == BoardFeed.maxCourts)
        #expect(batch.boards["1"] == board("new"))
        #expect(batch.overflow == Set((BoardFeed.maxCourts + 1...BoardFeed.maxCourts + 10).map { "\($0)" }))
    }

    @Test func statusesAreOnlineOrOfflineAndOtherTopicsAreIgnored() throws {
        let log = RecordedLog()
        let feed = try #require(BoardFeed(target: court, address: address, logger: log.logger))
        feed.receive(message("scoreline/riverside/3/status", "offline"))
        feed.receive(message("scoreline/riverside/4/board", try json(board("1"))))
        feed.receive(message("scoreline/elsewhere/3/board", try json(board("1"))))
        #expect(feed.drain() == BoardFeed.Batch(statuses: ["3": false]))
        feed.receive(message("scoreline/riverside/3/status", "maybe"))
        #expect(feed.drain().isEmpty)
        #expect(log.containing("refused: a status must be \"online\" or \"offline\"").count == 1)
    }

    @Test func aHallFeedTakesEveryCourtOfItsVenue() throws {
        let feed = try #require(BoardFeed(target: .hall(venue: "riverside"), address: address, logger: RecordedLog().logger))
        feed.receive(message("scoreline/riverside/1/board", try json(board("1"))))
        feed.receive(message("scoreline/riverside/12/board", try json(board("12"))))
        feed.receive(message("scoreline/riverside/12/status", "online"))
        feed.receive(message("scoreline/other/2/board", try json(board("2"))))
        #expect(feed.drain() == BoardFeed.Batch(boards: ["1": board("1"), "12": board("12")], statuses: ["12": true]))
    }
}

/// Monotonic milliseconds the test moves by hand.
final class TestClock: Sendable {
    private let now = Mutex<UInt64>(1_000)
    func read() -> UInt64 { now.withLock { $0 } }
    func advance(_ milliseconds: UInt64) { now.withLock { $0 += milliseconds } }
}
