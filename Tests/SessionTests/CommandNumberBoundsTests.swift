import Foundation
import MatchEngine
import Session
import Store
import Testing

/// A remote client's command numbers are its own, any whole number: the ledger that answers
/// repeats must not trap at either end of `Int` (ADR 008).
@Suite struct CommandNumberBoundsTests {
    @Test(arguments: [Int.min, Int.min + 1, Int.max, -1, 0])
    func anyCommandNumberIsAnsweredOnceAndRepeatedAfter(number: Int) throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        defer { session.close() }
        session.preset = Fixture.badminton
        try session.start()
        let first = session.send(SessionCommand(.line(Data(#"{"type":"point","side":"A"}"#.utf8)), client: "phone", number: number))
        #expect(first.acknowledged)
        let again = session.send(SessionCommand(.line(Data(#"{"type":"point","side":"A"}"#.utf8)), client: "phone", number: number))
        #expect(again.repeated)
        #expect(session.board["leftPoints"]?.text == "1" || session.board["rightPoints"]?.text == "1")
    }

    /// After Int.min, the far end: one client may jump anywhere, and an older number than
    /// the ledger keeps is refused as too old rather than trapping on the subtraction.
    @Test func aJumpFromOneEndToTheOtherIsAnswered() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        defer { session.close() }
        session.preset = Fixture.badminton
        try session.start()
        let point = Data(#"{"type":"point","side":"A"}"#.utf8)
        #expect(session.send(SessionCommand(.line(point), client: "phone", number: Int.min)).acknowledged)
        #expect(session.send(SessionCommand(.line(point), client: "phone", number: Int.max)).acknowledged)
        let old = session.send(SessionCommand(.line(point), client: "phone", number: 0))
        #expect(!old.acknowledged)
    }
}
