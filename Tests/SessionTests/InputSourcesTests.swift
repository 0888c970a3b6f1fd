import EventLoop
import Foundation
import InputKeys
import MatchEngine
import Session
import Store
import Testing

/// Several sources on one loop scoring one session; a source missing at start is on the
/// error line and is opened by a later retry.
@Suite(.serialized) struct InputHubTests {
    /// Opens once it has been asked `failures + 1` times, like a chip that appears later.
    final class LateOpener {
        var attempts = 0
        let failures: Int
        let source: ScriptedSource
        init(failures: Int, source: ScriptedSource) {
            self.failures = failures
            self.source = source
        }
        func open() throws(InputError) -> any InputSource {
            attempts += 1
            guard attempts > failures else { throw InputError("GPIO chip gpiochip9 not found. Chips present: none.") }
            return source
        }
    }

    @Test func aMissingSourceIsShownRetriedAndThenScoresAlongsideTheOther() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        let keypad = ScriptedSource(name: "keypad")
        let late = LateOpener(failures: 2, source: ScriptedSource(name: "gpio"))
        let openers: [InputHub.Opener] = [
            .init(name: "gpio") { () throws(InputError) in try late.open() },
            .init(name: "keypad") { () throws(InputError) in keypad },
        ]
        let hub = InputHub(sport: session.sport, retryMilliseconds: 5) { _ in (openers, .standard) }
        let loop = SessionLoop(session: session, notifier: SilentNotifier())
        loop.attach(hub)
        var errorLines: [String?] = []
        var pressed = false
        session.subscribe { publication in
            errorLines.append(publication.board["error"]?.text)
            if hub.open == ["gpio", "keypad"], !pressed {
                pressed = true
                late.source.press(.run4)
                keypad.press(.run1)
            }
            if publication.board["score"]?.text == "5/0" { loop.reactor.stop() }
        }
        // A guard against a hang, not a wait: the test ends when the score arrives.
        loop.reactor.after(milliseconds: 10_000) { loop.reactor.stop() }
        loop.run()

        #expect(late.attempts == 3)
        #expect(session.board["score"]?.text == "5/0")
        #expect(session.board["error"] == nil)
        #expect(errorLines.contains("GPIO chip gpiochip9 not found. Chips present: none."))
        // Openers, bowler, then both balls: the two sources' presses went to the one match.
        let records = try MatchStore(root: root).read(try #require(MatchStore(root: root).currentMatchId())).records
        #expect(records.count == 5)
    }

    @Test func aSourceWithAStandingProblemShowsItUntilItClears() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: ManualClock())
        session.preset = Fixture.cricket
        try session.start()
        let keypad = ScriptedSource(name: "keypad")
        keypad.problem = "No keypad found in /dev/input yet."
        let hub = InputHub(sport: session.sport) { _ in ([.init(name: "keypad") { () throws(InputError) in keypad }], .standard) }
        let loop = SessionLoop(session: session, notifier: SilentNotifier())
        loop.attach(hub)
        var sawProblem = false
        session.subscribe { publication in
            if publication.board["error"]?.text == "No keypad found in /dev/input yet.", !sawProblem {
                sawProblem = true
                keypad.problem = nil
                keypad.press(.run1)
            }
            if publication.board["score"]?.text == "1/0" { loop.reactor.stop() }
        }
        loop.reactor.after(milliseconds: 10_000) { loop.reactor.stop() }
        loop.run()
        #expect(sawProblem)
        #expect(session.board["score"]?.text == "1/0")
        #expect(hub.problem == nil)
        #expect(session.board["error"] == nil)
    }
}

/// The service manager's test half: says nothing, remembers nothing.
struct SilentNotifier: ServiceNotifier {
    var watchdogPingInterval: UInt64? { nil }
    func ready(status: String) {}
    func status(_ text: String) {}
    func watchdog() {}
    func reloading() {}
    func stopping() {}
}
