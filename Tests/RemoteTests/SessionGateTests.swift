import Foundation
import Session
import Store
import Testing
@testable import Remote

/// The gate runs a server's job on the thread that drains it, answers it, and answers nil
/// once the kiosk is stopping.
@Suite struct SessionGateTests {
    @Test func aJobRunsWhenTheGateIsDrainedAndItsAnswerComesBack() async throws {
        let gate = try #require(SessionGate())
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-remote-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let desk = RemoteDesk(session: ScoringSession(store: store), store: store)
        async let answer = gate.run { desk in desk.store.root }
        // The job is posted (the bell rings) before it can be drained. The child task that
        // posts it needs a thread of the pool: this one gives its own up between short waits
        // (a blocking wait starved it when a full run's other tests held the pool's threads).
        let deadline = ContinuousClock.now + .seconds(10)
        var rang = false
        while !rang && ContinuousClock.now < deadline {
            rang = gate.doorbell.wait(milliseconds: 10)
            if !rang { await Task.yield() }
        }
        #expect(rang)
        gate.doorbell.answer()
        gate.drain(into: desk)
        #expect(await answer == root)
    }

    @Test func aClosedGateAnswersNil() async throws {
        let gate = try #require(SessionGate())
        gate.close()
        let answer = await gate.run { _ in 1 }
        #expect(answer == nil)
    }
}
