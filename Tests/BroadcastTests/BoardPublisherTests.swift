import MatchEngine
import Testing
@testable import Broadcast

@Suite struct BoardPublisherTests {
    let topics = CourtTopics(venue: "riverside", court: "3")!
    let address = BrokerAddress(host: "broker.test")

    func board(_ score: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", score, priority: BoardPriority.essential)])
    }

    func text(_ message: MQTTMessage?) -> String? { message.map { String(decoding: $0.payload, as: UTF8.self) } }

    func decoded(_ message: MQTTMessage?) throws -> Scoreboard? {
        try message.map { try BoardMessage.decode($0.payload) }
    }

    @Test func connectingPublishesOnlineAndLeavesOfflineAsTheWill() throws {
        let broker = InMemoryBroker()
        let client = broker.client()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        #expect(broker.retainedText("scoreline/riverside/3/status") == "online")
        publisher.publish(board: board("7"))
        #expect(try decoded(broker.retained("scoreline/riverside/3/board")) == board("7"))
        let retained = try #require(broker.retained("scoreline/riverside/3/board"))
        #expect(retained.qos == 1 && retained.retain)
        // The scorer killed: the broker says offline for it, and the board stays.
        client.vanish()
        #expect(broker.retainedText("scoreline/riverside/3/status") == "offline")
        #expect(try decoded(broker.retained("scoreline/riverside/3/board")) == board("7"))
    }

    @Test func oneInFlightPerTopicAndTheNewestWaitingWins() throws {
        let broker = InMemoryBroker()
        let client = broker.client(autoAcknowledge: false)
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        #expect(client.handedTopics == ["scoreline/riverside/3/status"])
        publisher.publish(board: board("1"))
        publisher.publish(board: board("2"))
        publisher.publish(board: board("3"))
        // Board 1 is in flight; 2 was replaced by 3 while it waited.
        #expect(client.handed.filter { $0.topic == topics.board }.count == 1)
        #expect(try decoded(client.handed.last) == board("1"))
        client.acknowledgeAll()
        let boards = try client.handed.filter { $0.topic == topics.board }.map { try BoardMessage.decode($0.payload) }
        #expect(boards == [board("1"), board("3")])
        client.acknowledgeAll()
        #expect(try decoded(broker.retained(topics.board)) == board("3"))
        #expect(client.pendingCount == 0)
    }

    @Test func theSameBoardAgainIsNotSentAgain() throws {
        let broker = InMemoryBroker()
        let client = broker.client()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        publisher.publish(board: board("1"))
        publisher.publish(board: board("1"))
        #expect(client.handedTopics == [topics.status, topics.board])
    }

    @Test func aRestartedBrokerGetsOnlineAndTheNewestBoardAndMatchAgain() throws {
        let broker = InMemoryBroker(persistent: false)
        let client = broker.client()
        let log = RecordedLog()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: log.logger)
        try publisher.start()
        let summary = MatchSummary(matchId: "m1", sport: "badminton", title: "Lee v Chen", score: "Lee 0-0 Chen (1-0)", result: nil, seq: 2)
        publisher.publish(board: board("1"))
        publisher.publish(summary: summary)
        broker.goDown()
        // Scoring goes on while the broker is away: nothing is handed over, nothing blocks.
        publisher.publish(board: board("2"))
        publisher.publish(board: board("3"))
        #expect(broker.retained(topics.board) == nil)
        broker.comeBack()
        #expect(broker.retainedText(topics.status) == "online")
        #expect(try decoded(broker.retained(topics.board)) == board("3"))
        #expect(text(broker.retained(topics.match))
            == #"{"matchId":"m1","result":null,"schemaVersion":1,"score":"Lee 0-0 Chen (1-0)","seq":2,"sport":"badminton","title":"Lee v Chen"}"#)
        // One line for the outage and one for the return, however many boards came between.
        #expect(log.containing("publish: broker mqtt://broker.test:1883 unreachable").count == 1)
        #expect(log.containing("publish: broker mqtt://broker.test:1883 is back").count == 1)
    }

    @Test func aBoardInFlightWhenTheLinkDropsIsResentAndTheNewerOneGoesAfterIt() throws {
        let broker = InMemoryBroker(persistent: false)
        let client = broker.client(autoAcknowledge: false)
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        client.acknowledgeAll()
        publisher.publish(board: board("1"))
        // Board 1 is in flight (no acknowledgement yet) when the broker goes; board 2 is scored meanwhile.
        broker.goDown()
        publisher.publish(board: board("2"))
        broker.comeBack()
        // The client sends board 1 again on the new connection; board 2 must not overtake it,
        // or board 1 would be the one retained.
        #expect(try client.handed.filter { $0.topic == topics.board }.map { try BoardMessage.decode($0.payload) } == [board("1")])
        client.acknowledgeAll()
        client.acknowledgeAll()
        #expect(try client.handed.filter { $0.topic == topics.board }.map { try BoardMessage.decode($0.payload) } == [board("1"), board("2")])
        #expect(try decoded(broker.retained(topics.board)) == board("2"))
        #expect(broker.retainedText(topics.status) == "online")
    }

    @Test func anAcknowledgedBoardGoesOnceMoreToARestartedBroker() throws {
        let broker = InMemoryBroker(persistent: false)
        let client = broker.client()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        publisher.publish(board: board("1"))
        broker.goDown()
        broker.comeBack()
        #expect(client.handed.filter { $0.topic == topics.board }.count == 2)
        #expect(try decoded(broker.retained(topics.board)) == board("1"))
    }

    @Test func aBoardTakenWhileTheLinkWasSilentlyDownIsNotHandedOverTwice() throws {
        let broker = InMemoryBroker(persistent: false)
        let client = broker.client()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        // The connection is gone before the client has said so: the client takes the board
        // anyway (libmosquitto's MOSQ_ERR_NO_CONN with an id) and sends it after reconnecting.
        client.dropSilently()
        publisher.publish(board: board("1"))
        client.reconnect()
        #expect(client.handed.filter { $0.topic == topics.board }.count == 1)
        #expect(try decoded(broker.retained(topics.board)) == board("1"))
    }

    @Test func aBrokerDownAtStartIsOneLineAndTheBoardGoesOutWhenItComes() throws {
        let broker = InMemoryBroker()
        broker.goDown()
        let client = broker.client()
        let log = RecordedLog()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: log.logger)
        try publisher.start()
        publisher.publish(board: board("1"))
        publisher.publish(board: board("2"))
        #expect(client.handed.isEmpty)
        #expect(log.containing("publish: broker mqtt://broker.test:1883 unreachable (Connection refused)").count == 1)
        broker.comeBack()
        #expect(try decoded(broker.retained(topics.board)) == board("2"))
        #expect(broker.retainedText(topics.status) == "online")
    }

    @Test func aBoardOver8KBIsLoggedAndNotPublished() throws {
        let broker = InMemoryBroker()
        let client = broker.client()
        let log = RecordedLog()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: log.logger)
        try publisher.start()
        publisher.publish(board: board("1"))
        let huge = Scoreboard(layout: .idle, fields: [BoardField("title", String(repeating: "x", count: 9000), priority: 1)])
        publisher.publish(board: huge)
        #expect(try decoded(broker.retained(topics.board)) == board("1"))
        #expect(log.containing("publish: scoreline/riverside/3/board:").count == 1)
        #expect(log.containing("over the 8192-byte limit").count == 1)
    }

    @Test func aCleanStopPublishesOfflineAndWaitsForItsAcknowledgement() throws {
        let broker = InMemoryBroker()
        let client = broker.client()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: RecordedLog().logger)
        try publisher.start()
        publisher.publish(board: board("5"))
        publisher.stop()
        #expect(broker.retainedText(topics.status) == "offline")
        #expect(try decoded(broker.retained(topics.board)) == board("5"))
        #expect(!client.isConnected)
    }

    @Test func aStopThatIsNeverAcknowledgedGivesUpAfterTheWait() throws {
        let broker = InMemoryBroker()
        let client = broker.client(autoAcknowledge: false)
        let log = RecordedLog()
        let publisher = BoardPublisher(client: client, topics: topics, address: address, logger: log.logger)
        try publisher.start()
        publisher.stop(waitMilliseconds: 50)
        #expect(log.containing("did not acknowledge offline").count == 1)
        #expect(!client.isConnected)
    }
}
