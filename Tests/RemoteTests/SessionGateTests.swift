import Foundation
import Session
import Store
import Testing
@testable import Remote

/// The gate runs a server's job on the thread that drains it (here a thread of its own, as the
/// kiosk's loop is), answers it, and answers nil once the kiosk is stopping.
@Suite struct SessionGateTests {
    /// A stand-in for the session's loop: drains the gate whenever its bell rings, until told
    /// to stop. A thread of its own, so no waiting blocks the test's task pool.
    final class LoopThread: Thread, @unchecked Sendable {
        let gate: SessionGate
        let desk: RemoteDesk
        let done = Doorbell()

        init(gate: SessionGate, desk: RemoteDesk) {
            self.gate = gate
            self.desk = desk
        }

        override func main() {
            while !isCancelled {
                if gate.doorbell.wait(milliseconds: 50) {
                    gate.doorbell.answer()
                    gate.drain(into: desk)
                }
            }
            done?.ring()
        }
    }

    @Test func aJobRunsOnTheDrainingThreadAndItsAnswerComesBack() async throws {
        let gate = try #require(SessionGate())
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-remote-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let loop = LoopThread(gate: gate, desk: RemoteDesk(session: ScoringSession(store: store), store: store))
        loop.start()
        defer { loop.cancel() }
        let answer = await gate.run { desk in (desk.store.root, Thread.current.isMainThread) }
        #expect(answer?.0 == root)
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
