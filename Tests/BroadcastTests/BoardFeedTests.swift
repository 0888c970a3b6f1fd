import EventLoop
import FoundationEssentials
import MatchEngine
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
        let log = RecordedLog()
        let feed = try #require(BoardFeed(target: court, address: address, logger: log.logger))
        let topic = "scoreline/riverside/3/board"
        feed.receive(message(topic, try json(board("9"))))
        _ = feed.drain()
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
            feed.receive(message(topic, payload))
            let lines = log.containing("follow: \(topic): refused: ")
            #expect(lines.count == 1, "\(why)")
            #expect(lines.first?.contains(why) == true, "\(lines)")
            #expect(lines.first?.hasSuffix("; kept the last good board") == true)
            #expect(feed.drain().isEmpty)
            log.clear()
        }
    }

    @Test func statusesAreOnlineOrOfflineAndOtherTopicsAreIgnored() throws {
        let log = RecordedLog()
        let feed = try #require(BoardFeed(target: court, address: address, logger: log.logger))
        feed.receive(message("scoreline/riverside/3/status", "offline"))
        feed.receive(message("scoreline/riverside/4/board", try json(board("1"))))
        feed.receive(message("scoreline/elsewhere/3/board", try json(board("1"))))
        #expect(feed.drain() == BoardFeed.Batch(statuses: ["3": false]))
        feed.receive(message("scoreline/riverside/3/status", "maybe"))
        #expect(log.containing("refused: a status must be \"online\" or \"offline\"").count == 1)
        #expect(feed.drain().isEmpty)
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
