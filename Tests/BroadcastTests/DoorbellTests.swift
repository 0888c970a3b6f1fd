import EventLoop
import Foundation
import Testing

/// The doorbell another thread rings to wake the reactor: rings fold into one wake-up, and a
/// ring from another thread runs the handler on the loop.
@Suite struct DoorbellTests {
    @Test func ringsBeforeTheLoopLooksFoldIntoOne() throws {
        let bell = try #require(Doorbell())
        #expect(!bell.wait(milliseconds: 0))
        bell.ring()
        bell.ring()
        bell.ring()
        #expect(bell.wait(milliseconds: 0))
        #expect(bell.answer())
        #expect(!bell.answer())
        #expect(!bell.wait(milliseconds: 0))
    }

    @Test func aRingFromAnotherThreadRunsTheHandlerOnTheLoop() throws {
        let bell = try #require(Doorbell())
        let reactor = Reactor()
        var rang = 0
        bell.attach(to: reactor) {
            rang += 1
            reactor.stop()
        }
        // A deadline, so a bell that never rings fails instead of hanging.
        let deadline = reactor.after(milliseconds: 5000) { reactor.stop() }
        Thread.detachNewThread { bell.ring() }
        _ = reactor.run()
        reactor.cancel(deadline)
        #expect(rang == 1)
    }
}
