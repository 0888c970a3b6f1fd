import Foundation
import EventLoop
import InputKeys
import MatchEngine
import Session
import Store
import Testing

/// The buttons follow the sport in play: after a cricket match, the queued badminton match
/// gives the same presses badminton's meaning, and the inputs take badminton's key map.
@Suite struct SportChangeTests {
    @Test func afterACricketMatchAQueuedBadmintonMatchGivesPressesBadmintonsMeaning() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: ManualClock())
        session.preset = Fixture.oneOver
        var sports: [String?] = []
        session.sportChanged = { sports.append($0) }
        try session.start()
        #expect(session.sport == "cricket")
        // Score a one-over match to its end: six dots, then the second innings' six dots.
        for _ in 0..<6 { #expect(session.send(Fixture.press("dot")).acknowledged) }
        #expect(session.send(Fixture.press("advance", .long)).acknowledged)
        for _ in 0..<6 { #expect(session.send(Fixture.press("dot")).acknowledged) }
        #expect(session.board.layout == .result)
        _ = try store.enqueue(Array(Fixture.badminton))

        // The held Advance after the result starts the next match: the queued badminton one.
        #expect(session.send(Fixture.press("advance", .long)).outcome == .started(matchId: "court1"))
        #expect(session.sport == "badminton")
        #expect(sports == ["cricket", "badminton"])
        let reply = session.send(Fixture.press("plusA"))
        guard case .recorded(let done) = reply.outcome else {
            Issue.record("plusA was answered \(reply.outcome)")
            return
        }
        #expect(done.map(\.action) == [.badminton(.point(.a))])
        #expect(session.board["leftPoints"]?.text == "1")
    }

    @Test func theInputsReopenWithTheNewSportsKeyMap() throws {
        var asked: [String?] = []
        let hub = InputHub(sport: "cricket", retryMilliseconds: nil) { sport in
            asked.append(sport)
            return ([], .standard)
        }
        let reactor = Reactor()
        hub.attach(to: reactor)
        hub.follow(sport: "badminton")
        hub.follow(sport: "badminton")
        #expect(asked == ["cricket", "badminton"])
    }

    /// Found by the terminal test (tmux): the old terminal source put the terminal back into
    /// cooked mode when it was freed, after the new one had made it raw, so keys waited for
    /// Enter once the sport changed. A replaced source is released before the new one opens.
    @Test func aReplacedSourceIsReleasedBeforeTheNewOneOpens() throws {
        var events: [String] = []
        let hub = InputHub(sport: "cricket", retryMilliseconds: nil) { sport in
            let opener = InputHub.Opener(name: "terminal") { () throws(InputError) in
                events.append("open \(sport ?? "")")
                return ReleaseRecorder { events.append("release \(sport ?? "")") }
            }
            return ([opener], .standard)
        }
        let reactor = Reactor()
        hub.attach(to: reactor)
        hub.follow(sport: "badminton")
        #expect(events == ["open cricket", "release cricket", "open badminton"])
    }
}

/// A source that says when it is released.
private final class ReleaseRecorder: InputSource {
    let name = "recorder"
    let fileDescriptor: Int32? = nil
    let onRelease: () -> Void
    init(_ onRelease: @escaping () -> Void) { self.onRelease = onRelease }
    func readEdges() throws(InputError) -> [InputEdge] { [] }
    func release() { onRelease() }
}
