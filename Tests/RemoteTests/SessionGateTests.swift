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

    @Test func readsPastTheLimitAreAnsweredBusyAtOnce() async throws {
        let gate = try #require(SessionGate())
        // Four reads wait (nobody drains); the fifth is refused without waiting.
        let waiting = (0..<SessionGate.maxReads).map { _ in Task { await gate.read { _ in 1 } } }
        while gate.pending < SessionGate.maxReads { await Task.yield() }
        #expect(await gate.read { _ in 1 } == nil)
        gate.close()
        for task in waiting { #expect(await task.value == nil) }
    }

    @Test func aDrainRunsOneBatchAndRingsForTheRest() async throws {
        let gate = try #require(SessionGate())
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-remote-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let desk = RemoteDesk(session: ScoringSession(store: store), store: store)
        let jobs = SessionGate.jobsPerDrain + 4
        let posted = (0..<jobs).map { n in Task { await gate.run { _ in n } } }
        while gate.pending < jobs { await Task.yield() }
        gate.doorbell.answer()
        gate.drain(into: desk)
        #expect(gate.pending == 4)
        // Rung again for the four left.
        #expect(gate.doorbell.wait(milliseconds: 0))
        gate.doorbell.answer()
        gate.drain(into: desk)
        #expect(gate.pending == 0)
        for (n, task) in posted.enumerated() { #expect(await task.value == n) }
    }
}
