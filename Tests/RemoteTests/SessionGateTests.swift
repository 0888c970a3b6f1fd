import Foundation
import Session
import Store
import Testing
@testable import Remote

/// The gate runs a server's job on the thread that drains it (here a thread of its own, as the
/// kiosk's loop is), answers it, and answers nil once the kiosk is stopping.
@Suite struct SessionGateTests {
    @Test func aJobRunsOnTheDrainingThreadAndItsAnswerComesBack() async throws {
        let gate = try #require(SessionGate())
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-remote-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        // The session's loop stand-in: a plain thread draining the gate when its bell rings, so
        // no wait blocks the test's task pool.
        let stop = StopFlag()
        Thread.detachNewThread {
            let desk = RemoteDesk(session: ScoringSession(store: store), store: store)
            while !stop.value.load(ordering: .acquiring) {
                if gate.doorbell.wait(milliseconds: 50) {
                    gate.doorbell.answer()
                    gate.drain(into: desk)
                }
            }
        }
        defer { stop.value.store(true, ordering: .releasing) }
        let answer = await gate.run { desk in desk.store.root }
        #expect(answer == root)
    }

    @Test func aClosedGateAnswersNil() async throws {
        let gate = try #require(SessionGate())
        gate.close()
        let answer = await gate.run { _ in 1 }
        #expect(answer == nil)
    }

    @Test func jobsWaitingWhenTheGateClosesAreAnsweredNil() async throws {
        let gate = try #require(SessionGate())
        async let answer = gate.run { _ in 1 }
        // Nobody drains: the job waits until the kiosk stops.
        while gate.pending == 0 { await Task.yield() }
        gate.close()
        #expect(await answer == nil)
    }
}
