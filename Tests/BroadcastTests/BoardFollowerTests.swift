import EventLoop
import FoundationEssentials
import MatchEngine
import Testing
@testable import Broadcast

/// The follower on a real reactor with the in-memory broker: each test runs the loop until
/// the screen shows what it waits for, or a deadline passes (then it fails).
@Suite struct BoardFollowerTests {
    let topics = CourtTopics(venue: "riverside", court: "3")!
    let address = BrokerAddress(host: "broker.test")
    let clock = Timestamp("2026-11-25T14:02:10+01:00")

    func board(_ score: String) -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", score, priority: BoardPriority.essential)])
    }

    func publish(_ broker: InMemoryBroker, _ topic: String, _ payload: [UInt8]) {
        broker.accept(MQTTMessage(topic: topic, payload: payload))
    }

    func json(_ board: Scoreboard) throws -> [UInt8] { Array(try JSONEncoder().encode(board)) }

    /// A follower of `target` on `broker`, and the boards it put on screen.
    final class Screen {
        var boards: [Scoreboard] = []
        var until: ((Scoreboard) -> Bool)?
        let reactor = Reactor()
    }

    func follower(_ broker: InMemoryBroker, _ target: FollowTarget, screen: Screen, log: RecordedLog = RecordedLog()) throws -> BoardFollower {
        let inbox = try #require(BoardInbox(target: target, address: address, logger: log.logger))
        let clock = self.clock
        return BoardFollower(target: target, client: broker.client(), inbox: inbox, now: { clock }, show: { board in
            screen.boards.append(board)
            if screen.until?(board) == true { screen.reactor.stop() }
        }, logger: log.logger, linkLostAfter: 30)
    }

    /// Runs the loop until `until` holds for a board shown, at most two seconds.
    func run(_ screen: Screen, until: @escaping (Scoreboard) -> Bool, then action: @escaping () -> Void = {}) -> Bool {
        var reached = false
        screen.until = { board in
            reached = until(board)
            return reached
        }
        let deadline = screen.reactor.after(milliseconds: 2000) { screen.reactor.stop() }
        screen.reactor.after(milliseconds: 0) { action() }
        _ = screen.reactor.run()
        screen.reactor.cancel(deadline)
        screen.reactor.rearm()
        return reached
    }

    func bottomLine(_ board: Scoreboard) -> String? { board["error"]?.text }

    @Test func aLateFollowerShowsTheRetainedBoardAfterTheWaitingBoard() throws {
        let broker = InMemoryBroker()
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let follower = try follower(broker, .court(topics), screen: screen)
        let expected = board("11")
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0 == expected }))
        #expect(screen.boards.count == 2)
        #expect(screen.boards.first?.layout == .idle)
    }

    /// The first board is logged once, after it is drawn, with its topic (what
    /// `scoreline-bench follow` times a display's start by); later boards add no line.
    @Test func theFirstBoardIsLoggedOnceAfterItIsDrawn() throws {
        let broker = InMemoryBroker()
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let log = RecordedLog()
        let follower = try follower(broker, .court(topics), screen: screen, log: log)
        try follower.start(on: screen.reactor)
        #expect(log.containing("first board").isEmpty)
        var loggedBeforeDrawn = true
        #expect(run(screen, until: { board in
            guard board["leftPoints"]?.text == "11" else { return false }
            loggedBeforeDrawn = !log.containing("first board").isEmpty
            return true
        }))
        #expect(!loggedBeforeDrawn)
        #expect(log.containing("first board") == ["info follow: first board from scoreline/riverside/3/board"])
        let next = try json(board("12"))
        #expect(run(screen, until: { $0["leftPoints"]?.text == "12" }, then: { publish(broker, topics.board, next) }))
        #expect(log.containing("first board").count == 1)
    }

    @Test func theScorerGoingOfflineKeepsTheScoreAndSaysSinceWhen() throws {
        let broker = InMemoryBroker()
        // The scorer's own bottom line gives way to the notice: one bottom line on the board.
        publish(broker, topics.board, try json(board("11").withBottomLine("Run 1 recorded", warning: false)))
        publish(broker, topics.status, Array("offline".utf8))
        let screen = Screen()
        let follower = try follower(broker, .court(topics), screen: screen)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        #expect(bottomLine(follower.board) == "Scorer offline since 14:02")
        #expect(follower.board["error"]?.role == .warning)
        #expect(follower.board.fields.filter { $0.key == "error" }.count == 1)
    }

    @Test func theScorerBackClearsTheNotice() throws {
        let broker = InMemoryBroker()
        publish(broker, topics.board, try json(board("11")))
        publish(broker, topics.status, Array("offline".utf8))
        let screen = Screen()
        let follower = try follower(broker, .court(topics), screen: screen)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        let topic = topics.status
        #expect(run(screen, until: { $0["error"] == nil }, then: { self.publish(broker, topic, Array("online".utf8)) }))
        #expect(follower.board == board("11"))
    }

    @Test func aBrokerGoneLongerThanTheGraceSaysLinkLostAndItsReturnClearsIt() throws {
        let broker = InMemoryBroker(persistent: true)
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let follower = try follower(broker, .court(topics), screen: screen)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        #expect(run(screen, until: { self.bottomLine($0) != nil }, then: { broker.goDown() }))
        #expect(bottomLine(follower.board) == "Scoreboard link lost since 14:02")
        #expect(run(screen, until: { self.bottomLine($0) == nil }, then: { broker.comeBack() }))
        #expect(follower.board == board("11"))
    }

    @Test func aScorerWhoLeftDuringAnOutageIsShownOfflineWhenTheBrokerIsBack() throws {
        let broker = InMemoryBroker(persistent: true)
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let follower = try follower(broker, .court(topics), screen: screen)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        #expect(run(screen, until: { self.bottomLine($0) == "Scoreboard link lost since 14:02" }, then: { broker.goDown() }))
        // The scorer stopped while the broker was away; the broker comes back holding its
        // `offline`, which arrives together with the news that the link is up again.
        let status = topics.status
        #expect(run(screen, until: { self.bottomLine($0) == "Scorer offline since 14:02" }, then: {
            self.publish(broker, status, Array("offline".utf8))
            broker.comeBack()
        }))
        #expect(follower.board["leftPoints"]?.text == "11")
    }

    @Test func aRefusedMessageLeavesTheScreenAsItWas() throws {
        let broker = InMemoryBroker()
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let log = RecordedLog()
        let follower = try follower(broker, .court(topics), screen: screen, log: log)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        let topic = topics.board
        let next = try json(board("12"))
        let refusal = "follow: scoreline/riverside/3/board: refused: made by a newer Scoreline"
        // The bad one; once the loop has refused it (polled on the loop), a good one: the
        // screen goes straight from 11 to 12.
        func afterRefusal() {
            if log.containing(refusal).isEmpty {
                screen.reactor.after(milliseconds: 5) { afterRefusal() }
            } else {
                publish(broker, topic, next)
            }
        }
        #expect(run(screen, until: { $0["leftPoints"]?.text == "12" }, then: {
            self.publish(broker, topic, Array("{\"schemaVersion\":9}".utf8))
            afterRefusal()
        }))
        #expect(screen.boards.map { $0["leftPoints"]?.text } == [nil, "11", "12"])
        #expect(log.containing(refusal).count == 1)
    }

    /// Newest wins: a bad board that a good one replaced before the loop drained was never to
    /// be drawn, so it is neither decoded nor logged.
    @Test func aBadBoardReplacedBeforeTheDrainIsNeverSeen() throws {
        let broker = InMemoryBroker()
        publish(broker, topics.board, try json(board("11")))
        let screen = Screen()
        let log = RecordedLog()
        let follower = try follower(broker, .court(topics), screen: screen, log: log)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["leftPoints"]?.text == "11" }))
        let topic = topics.board
        let next = try json(board("12"))
        #expect(run(screen, until: { $0["leftPoints"]?.text == "12" }, then: {
            self.publish(broker, topic, Array("{\"schemaVersion\":9}".utf8))
            self.publish(broker, topic, next)
        }))
        #expect(log.containing("refused").isEmpty)
    }

    @Test func aHallFollowerKeepsACourtPerTopicInNameOrder() throws {
        let broker = InMemoryBroker()
        publish(broker, "scoreline/riverside/2/board", try json(board("2")))
        publish(broker, "scoreline/riverside/10/board", try json(board("10")))
        publish(broker, "scoreline/riverside/10/status", Array("offline".utf8))
        let screen = Screen()
        let follower = try follower(broker, .hall(venue: "riverside"), screen: screen)
        try follower.start(on: screen.reactor)
        // Court 2 before court 10 (numbers by value), and court 10 says its scorer is offline.
        #expect(run(screen, until: { $0["tile2Status"]?.text == "Offline since 14:02" }))
        #expect(follower.board["tile1Court"]?.text == "Court 2")
        #expect(follower.board["tile2Court"]?.text == "Court 10")
        #expect(follower.board["tile1Status"]?.role != .warning)
    }

    /// issue 38: 100 retained courts of old tournaments filled the 64 places before the hall's
    /// real courts were seen, and the count said "+52". Courts being scored now take the place
    /// of retained ones, get the tiles, and every court is counted.
    @Test func courtsInPlayTakeThePlacesOfRetainedJunkAndEveryCourtIsCounted() throws {
        let broker = InMemoryBroker()
        for n in 1...100 { publish(broker, "scoreline/riverside/old\(n)/board", try json(board("\(n)"))) }
        let screen = Screen()
        let follower = try follower(broker, .hall(venue: "riverside"), screen: screen)
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["more"]?.text == "+88 more courts" }))
        let live = try (1...3).map { try json(board("live\($0)")) }
        // Published while the hall listens: the broker delivers them without `retain`.
        #expect(run(screen, until: { board in
            (1...3).allSatisfy { n in (1...12).contains { board[BoardKey(rawValue: "tile\($0)Court")]?.text == "Court \(n)" } }
        }, then: {
            for n in 1...3 { self.publish(broker, "scoreline/riverside/\(n)/board", live[n - 1]) }
        }))
        #expect(follower.board["more"]?.text == "+91 more courts")
        #expect(follower.board["tile1Court"]?.text == "Court 1")
        #expect(follower.board["tile3Court"]?.text == "Court 3")
    }

    @Test func aHallWithNoCourtSaysItWaitsAndThatTheBrokerAnswers() throws {
        let broker = InMemoryBroker()
        let screen = Screen()
        let follower = try follower(broker, .hall(venue: "riverside"), screen: screen)
        #expect(follower.board["broker"]?.text == "Connecting to the broker…")
        try follower.start(on: screen.reactor)
        #expect(run(screen, until: { $0["broker"]?.text == "The broker answers; no court has published yet" }))
        #expect(follower.board["waiting"]?.text == "Waiting for the courts' scorers")
        #expect(follower.board["following"]?.text == "Following scoreline/riverside/+")
        broker.goDown()
        #expect(run(screen, until: { $0["broker"]?.text == "The broker does not answer (since 14:02); trying again" }))
    }
}

/// The hall screen's call slide (docs/desk.md): the desk's call made while the hall listens is
/// shown as a slide; a retained one (made before) and one that is not a call are not.
@Suite struct CallSlideFollowerTests {
    let helper = BoardFollowerTests()
    static let call = #"{"court":3,"event":"MD","key":"7@3#1","match":"7","round":"Round 2","schemaVersion":1,"side1":"Sørensen \/ Lim","side2":"Ito \/ Kato"}"#

    @Test func aCallMadeWhileTheHallListensIsASlideAndAnOldOneIsNot() throws {
        let broker = InMemoryBroker()
        // Retained before the hall started: a call of earlier, not news.
        broker.accept(MQTTMessage(topic: "scoreline/riverside/2/command", payload: Array(Self.call.replacingOccurrences(of: "\"court\":3", with: "\"court\":2").utf8)))
        let screen = BoardFollowerTests.Screen()
        let log = RecordedLog()
        let follower = try helper.follower(broker, .hall(venue: "riverside"), screen: screen, log: log)
        try follower.start(on: screen.reactor)
        #expect(helper.run(screen, until: { $0["broker"]?.text == "The broker answers; no court has published yet" }))
        // Not a call: refused in the log, nothing shown.
        broker.accept(MQTTMessage(topic: "scoreline/riverside/4/command", payload: Array("junk".utf8), retain: false))
        let expected = CallSlide.board(court: "3", event: "MD", round: "Round 2", side1: "Sørensen / Lim", side2: "Ito / Kato")
        #expect(helper.run(screen, until: { $0 == expected }, then: {
            broker.accept(MQTTMessage(topic: "scoreline/riverside/3/command", payload: Array(Self.call.utf8), retain: false))
        }))
        // By hand: the slide's three lines.
        #expect(expected["title"]?.text == "Court 3")
        #expect(expected["venue"]?.text == "MD · Round 2")
        #expect(expected["next"]?.text == "Sørensen / Lim v Ito / Kato")
        let oldSlides = screen.boards.filter { board in board.layout == .idle && board["title"]?.text == "Court 2" }
        #expect(oldSlides.isEmpty)
        #expect(!log.containing("scoreline/riverside/4/command").isEmpty)
    }
}
