import Foundation
import MatchEngine
import Store
import Testing
@testable import Session

/// A court's box and the desk's calls (docs/desk.md, ADR 057): the call is a queued match; on
/// the idle board Next starts it, and a finished match's board names the match queued next.
@Suite struct DeskCallSessionTests {
    static let called = #"{"type":"newMatch","sport":"badminton","matchId":"desk-7-c1","format":"custom","rules":{"pointsToWin":3,"winBy":1},"sides":[{"name":"Ana"},{"name":"Bea"}]}"#
    static let next = #"{"type":"newMatch","sport":"badminton","matchId":"desk-8-c2","format":"bwf21","sides":[{"name":"Cai"},{"name":"Dee"}]}"#

    @Test func nextOnTheIdleBoardStartsTheCalledMatch() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: ManualClock())
        #expect(try session.start() == .idle)
        _ = try store.enqueue(Array(Self.called.utf8))
        session.queueChanged()
        // Before: the idle box answered "no match" to its Next button.
        #expect(session.send(Fixture.press("startNext")).outcome == .started(matchId: "desk-7-c1"))
        #expect(try store.queue().isEmpty)
    }

    @Test func aFinishedMatchsBoardNamesTheNextCalledMatch() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        _ = try store.enqueue(Array(Self.called.utf8))
        let session = ScoringSession(store: store, clock: ManualClock())
        #expect(try session.start() == .started(matchId: "desk-7-c1"))
        // Games to 3, best of three: A wins 3-0, the next game, A wins 3-0 again.
        for _ in 0..<3 { _ = session.send(Fixture.line(#"{"type":"point","side":"A"}"#)) }
        _ = session.send(Fixture.line(#"{"type":"advanceGame"}"#))
        for _ in 0..<3 { _ = session.send(Fixture.line(#"{"type":"point","side":"A"}"#)) }
        #expect(session.current?.session.pagePhase == .finished)
        #expect(session.board["error"] == nil)
        _ = try store.enqueue(Array(Self.next.utf8))
        session.queueChanged()
        #expect(session.board["error"]?.text == "Next: Cai v Dee")
        #expect(session.board["error"]?.role != .warning)
    }
}
