import Testing
@testable import ProjectionCenter

/// The serial board's conversation, on a clock the test moves by hand: echoes, newest line
/// wins, retries, not answering, and answering again.
@Suite struct SerialLinkTests {
    func link(retries: Int = 2) -> SerialLink {
        SerialLink(timeout: 100, retries: retries, probeInterval: 5000)
    }

    @Test func anEchoedLineIsShownAndNotSentAgain() {
        var link = link()
        #expect(link.want("A", now: 0) == [.send("A")])
        #expect(link.deadline == 100)
        #expect(link.heard("A", now: 30) == [.health(.answering, heard: nil)])
        #expect(link.shown == "A")
        #expect(link.deadline == nil)
        #expect(link.want("A", now: 40) == [])
        #expect(link.want("B", now: 50) == [.send("B")])
        #expect(link.heard("B", now: 60) == [])
    }

    @Test func theNewestLineWinsWhileOneIsInFlight() {
        var link = link()
        #expect(link.want("A", now: 0) == [.send("A")])
        #expect(link.want("B", now: 10) == [])
        #expect(link.want("C", now: 20) == [])
        // B never goes: the board should show the latest.
        #expect(link.heard("A", now: 30) == [.health(.answering, heard: nil), .send("C")])
        #expect(link.heard("C", now: 40) == [])
        #expect(link.shown == "C")
    }

    @Test func aMissingEchoIsRetriedThenTheBoardIsNotAnswering() {
        var link = link(retries: 2)
        #expect(link.want("A", now: 0) == [.send("A")])
        #expect(link.due(now: 99) == [])
        #expect(link.due(now: 100) == [.send("A")])
        #expect(link.inFlight?.sends == 2)
        // A retry sends the newest line.
        #expect(link.want("B", now: 150) == [])
        #expect(link.due(now: 200) == [.send("B")])
        #expect(link.inFlight?.sends == 3)
        #expect(link.due(now: 300) == [.health(.notAnswering, heard: nil)])
        #expect(link.inFlight == nil)
        // Said once; tried again every probe interval, one send at a time.
        #expect(link.deadline == 5300)
        #expect(link.due(now: 5300) == [.send("B")])
        #expect(link.due(now: 5400) == [])
        #expect(link.deadline == 10400)
    }

    @Test func aWrongEchoIsRetriedAtOnceAndNamed() {
        var link = link(retries: 1)
        #expect(link.want("C  12/1", now: 0) == [.send("C  12/1")])
        #expect(link.heard("C  1?/1", now: 20) == [.send("C  12/1")])
        #expect(link.heard("garbage", now: 40) == [.health(.notAnswering, heard: "garbage")])
    }

    @Test func aSilentBoardGetsANewLineAtOnceAndIsWelcomedBack() {
        var link = link(retries: 0)
        #expect(link.want("A", now: 0) == [.send("A")])
        #expect(link.due(now: 100) == [.health(.notAnswering, heard: nil)])
        #expect(link.want("B", now: 200) == [.send("B")])
        #expect(link.heard("B", now: 250) == [.health(.answering, heard: nil)])
        #expect(link.health == .answering)
    }

    @Test func aReopenedPortResendsTheNewestLine() {
        var link = link()
        #expect(link.want("A", now: 0) == [.send("A")])
        #expect(link.heard("A", now: 10) == [.health(.answering, heard: nil)])
        link.portLost()
        #expect(link.health == .notAnswering)
        #expect(link.want("B", now: 20) == [.send("B")])
        link.portLost()
        #expect(link.reopened(now: 5000) == [.send("B")])
        #expect(link.heard("B", now: 5010) == [.health(.answering, heard: nil)])
    }

    /// A sketch that trims what it reads echoes a first-innings line without its blank target.
    @Test func spacesAtTheEndOfAnEchoDoNotCount() {
        var link = link()
        #expect(link.want("C    0/0,  0.0,     ", now: 0) == [.send("C    0/0,  0.0,     ")])
        #expect(link.heard("C    0/0,  0.0,", now: 10) == [.health(.answering, heard: nil)])
        #expect(link.shown == "C    0/0,  0.0,     ")
        // Anything else still counts.
        #expect(link.want("C    1/0,  0.1,     ", now: 20) == [.send("C    1/0,  0.1,     ")])
        #expect(link.heard("C    1/0,  0.1", now: 30) == [.send("C    1/0,  0.1,     ")])
        #expect(link.heard("   ", now: 40) == [.send("C    1/0,  0.1,     ")])
    }

    @Test func anEchoWithNothingInFlightIsIgnored() {
        var link = link()
        #expect(link.heard("A", now: 0) == [])
        #expect(link.health == .unknown)
    }
}
